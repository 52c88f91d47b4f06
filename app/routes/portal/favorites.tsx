// SPEC §2 /portal/favorites (issue 11): the buyer's saved homes, each with its
// picture, price, beds, baths, size and home center; collections renamed or
// removed, homes removed; a corporate buyer keeps several named collections.
// The hearts on every page read the same lists (app/favorites/engine.ts), so
// a change here shows there, and theirs here.
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  collectionLabelProblem,
  COMPARE_MAX,
  COMPARE_MIN,
  MAX_COLLECTION_LABEL_LENGTH,
} from '../../../lib/favorites.ts';
import { FAVORITES_LABEL } from '../../../lib/planner.ts';
import { bathsLabel, bedsLabel } from '../../../lib/rooms.ts';
import {
  useLotNumberParam,
  useMainSiteHref,
  withLotNumber,
  Link,
} from '../../components/site-link.tsx';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { useMutation } from '../../graphql/client-react.tsx';
import type { ApiError } from '../../graphql/client.ts';
import {
  CreateCollectionModelMutation,
  CreateCorpCollectionMutation,
  DeleteCollectionModelMutation,
  DeleteCorpCollectionMutation,
  DeleteInventoryItemMutation,
  DeleteRetailCollectionMutation,
  PatchCorpCollectionMutation,
  PatchRetailCollectionMutation,
} from '../../graphql/documents/favorites.ts';
import { COLLECTION_QUERIES } from '../../favorites/collection-queries.ts';
import {
  useSavedCollections,
  type SavedCollection,
  type SavedHome,
} from '../../favorites/saved-collections.ts';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { Placeholder } from '../../portal/progress.tsx';
import { MonthlyFrom } from '../../components/monthly-from.tsx';
import { OnSaleMark, WasPrice, WithLand } from '../../components/price-marks.tsx';

export const meta = () => portalMeta('Favorites');

type CompareChoice = { selected: ReadonlySet<string>; toggle(key: string): void };
const CompareContext = createContext<CompareChoice>({ selected: new Set(), toggle() {} });
const PAGE_HEADING_ID = 'favorites-heading';

/** The buyer's named lists on the main site: a floor plan saved in one can go into another. */
const NamedListsContext = createContext<readonly SavedCollection[]>([]);

export default function FavoritesPage() {
  const saved = useSavedCollections();
  const lotNumber = useLotNumberParam();
  const navigate = useNavigate();
  const count = saved.collections.reduce((n, c) => n + c.homes.length, 0);
  const mainSiteFavorites = useMainSiteHref('/portal/favorites');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [compareProblem, setCompareProblem] = useState<string | null>(null);
  const choice = useMemo<CompareChoice>(
    () => ({
      selected,
      toggle: (key) => {
        setCompareProblem(null);
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(key)) next.add(key);
          return next;
        });
      },
    }),
    [selected],
  );
  // A plain wrapper: each list is a region named by its label, and one list is "Favorites" too.
  return (
    <div>
      <PageHeading
        id={PAGE_HEADING_ID}
        title="Favorites"
        intro={
          // Named lists are the main site's (corporate collections); a home center keeps one list.
          saved.corporate
            ? 'The homes you saved with the heart. Open one, remove it, or keep them in named lists.'
            : 'The homes you saved with the heart. Open one, remove it, or compare them side by side.'
        }
      />
      {saved.corporate ? null : (
        // A home center keeps its own list (SPEC §3's retail collection): say where the rest are.
        <p className="mt-2 text-sm text-muted">
          Here are the homes you saved on this home center’s site. Homes saved on our main site or
          at another home center are in{' '}
          <a href={mainSiteFavorites} className="font-semibold text-brand-700 underline">
            your favorites on our main site
          </a>
          .
        </p>
      )}
      {saved.loading ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <Placeholder className="h-72" />
          <Placeholder className="h-72" />
        </div>
      ) : saved.error ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          We could not load your favorites: {saved.error.message}
        </p>
      ) : (
        <>
          {count === 0 ? (
            <div className="mt-6 rounded-lg bg-brand-50 p-5">
              <p>No favorites yet. Tap the heart on any home or floor plan to save it here.</p>
              <Link
                to={withLotNumber('/homes', lotNumber)}
                className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Find homes
              </Link>
            </div>
          ) : null}
          <NamedListsContext value={saved.collections.filter((c) => c.kind === 'corp')}>
            <CompareContext value={choice}>
              {saved.collections
                // An empty list shows on the main site to be renamed or deleted: a named one.
                // A home center's list is made for its homes, and the empty default one would
                // repeat "No favorites yet".
                .filter(
                  (c) =>
                    c.homes.length > 0 ||
                    (saved.corporate &&
                      c.kind === 'corp' &&
                      !(count === 0 && c.label === FAVORITES_LABEL)),
                )
                .map((collection) => (
                  <CollectionSection
                    key={`${collection.kind}-${collection.id}`}
                    collection={collection}
                    showWhere={saved.corporate}
                    otherLabels={saved.collections
                      .filter((other) => other !== collection)
                      .map((other) => other.label)}
                    canDelete={saved.collections.length > 1 || collection.homes.length === 0}
                  />
                ))}
            </CompareContext>
          </NamedListsContext>
          {count >= COMPARE_MIN ? (
            // The checkboxes on the cards belong to this form (form="compare-form"): it works without JavaScript too.
            <form
              id="compare-form"
              method="get"
              action={withLotNumber('/portal/favorites/compare', lotNumber)}
              onSubmit={(event) => {
                event.preventDefault();
                if (selected.size < COMPARE_MIN || selected.size > COMPARE_MAX) {
                  setCompareProblem(
                    `Pick ${COMPARE_MIN} to ${COMPARE_MAX} homes to compare: you picked ${selected.size}.`,
                  );
                  return;
                }
                const params = new URLSearchParams();
                for (const key of selected) params.append('home', key);
                if (lotNumber) params.set('lotNumber', lotNumber);
                void navigate(`/portal/favorites/compare?${params.toString()}`);
              }}
              className="sticky-bottom-bar sticky bottom-0 z-20 mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-white p-3 shadow-lg"
            >
              <p className="text-sm" aria-live="polite">
                {selected.size === 0
                  ? `Tick ${COMPARE_MIN} to ${COMPARE_MAX} homes to see them side by side.`
                  : `${selected.size} picked to compare.`}
              </p>
              <button
                type="submit"
                className="ml-auto rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Compare
              </button>
              {compareProblem ? (
                <p role="alert" className="basis-full text-sm text-red-800">
                  {compareProblem}
                </p>
              ) : null}
            </form>
          ) : null}
          {saved.corporate && saved.userId && saved.position ? (
            <NewCollectionForm
              userId={saved.userId}
              position={saved.position}
              labels={saved.collections.map((c) => c.label)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function CollectionSection({
  collection,
  showWhere,
  otherLabels,
  canDelete,
}: {
  collection: SavedCollection;
  /** On the main site a home center's list says whose it is in its name: each home center has its own "Favorites". */
  showWhere: boolean;
  otherLabels: readonly string[];
  canDelete: boolean;
}) {
  const headingId = useId();
  const named = showWhere && collection.where !== null;
  const title = named ? `${collection.label} at ${collection.where}` : collection.label;
  const lotNumber = useLotNumberParam();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The question takes the keyboard, on its safe answer; closed, the keyboard goes back.
  const asked = useRef(false);
  useEffect(() => {
    if (confirmDelete) keepButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirmDelete;
  }, [confirmDelete]);
  const options = { refetch: COLLECTION_QUERIES };
  const [deleteRetail, deletingRetail] = useMutation(DeleteRetailCollectionMutation, options);
  const [deleteCorp, deletingCorp] = useMutation(DeleteCorpCollectionMutation, options);
  const deleting = deletingRetail.status === 'loading' || deletingCorp.status === 'loading';
  const problem = deletingRetail.error ?? deletingCorp.error;
  const remove = async () => {
    const done =
      collection.kind === 'retail'
        ? await deleteRetail({ collectionId: collection.id })
        : await deleteCorp({ collectionId: collection.id });
    if (!done.error) focusHeading(PAGE_HEADING_ID);
  };
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-xl font-bold text-brand-900 wrap-anywhere focus:outline-none sm:text-2xl"
          >
            {named ? (
              <>
                {collection.label}{' '}
                <span className="font-semibold text-muted">at {collection.where}</span>
              </>
            ) : (
              collection.label
            )}
          </h2>
          <p className="text-sm text-muted">
            {collection.homes.length === 1 ? '1 home' : `${collection.homes.length} homes`}
            {collection.where && !named ? ` · at ${collection.where}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            ref={renameButton}
            type="button"
            aria-expanded={renaming}
            onClick={() => setRenaming((open) => !open)}
            className="rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            Rename<span className="sr-only"> {title}</span>
          </button>
          {canDelete ? (
            confirmDelete ? (
              <span
                className="flex items-center gap-2 text-sm"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setConfirmDelete(false);
                }}
              >
                Delete this list and its homes?
                <button
                  type="button"
                  aria-disabled={deleting}
                  onClick={() => {
                    if (!deleting) void remove();
                  }}
                  className="rounded-md bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800"
                >
                  Delete
                </button>
                <button
                  ref={keepButton}
                  type="button"
                  onClick={() => setConfirmDelete(false)}
                  className="rounded-md border border-brand-200 px-3 py-2 font-semibold text-brand-900"
                >
                  Keep
                </button>
              </span>
            ) : (
              <button
                ref={deleteButton}
                type="button"
                onClick={() => setConfirmDelete(true)}
                className="rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
              >
                Delete list<span className="sr-only"> {title}</span>
              </button>
            )
          ) : null}
        </div>
      </div>
      {problem ? <Problem error={problem} /> : null}
      {renaming ? (
        <RenameForm
          collection={collection}
          otherLabels={otherLabels}
          onDone={() => {
            setRenaming(false);
            renameButton.current?.focus();
          }}
        />
      ) : null}
      {collection.homes.length === 0 ? (
        <p className="mt-3 text-muted">
          Nothing in this list yet.{' '}
          <Link to={withLotNumber('/homes', lotNumber)} className="text-brand-700 underline">
            Find homes
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collection.homes.map((home) => (
            <li key={`${home.removal.kind}-${home.removal.id}`} className="flex">
              <SavedHomeCard home={home} sectionHeadingId={headingId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Where the keyboard goes on when what it was on went away (a list deleted, a
 * home removed): the nearest heading still on the page, else the page's own.
 */
function focusHeading(id: string) {
  (document.getElementById(id) ?? document.getElementById(PAGE_HEADING_ID))?.focus();
}

function Problem({ error }: { error: ApiError }) {
  return (
    <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      {error.message}
    </p>
  );
}

function RenameForm({
  collection,
  otherLabels,
  onDone,
}: {
  collection: SavedCollection;
  otherLabels: readonly string[];
  onDone: () => void;
}) {
  const [label, setLabel] = useState(collection.label);
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const options = { refetch: COLLECTION_QUERIES };
  const [renameRetail, retailState] = useMutation(PatchRetailCollectionMutation, options);
  const [renameCorp, corpState] = useMutation(PatchCorpCollectionMutation, options);
  const busy = retailState.status === 'loading' || corpState.status === 'loading';
  // The server's refusal stands until the name is typed again, as a typed problem does.
  const [refusalShown, setRefusalShown] = useState(false);
  const refusal = refusalShown ? (retailState.error ?? corpState.error)?.message : undefined;
  const problem = typedProblem ?? refusal;
  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-start gap-2 rounded-lg bg-brand-50 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const refused = collectionLabelProblem(label, otherLabels);
        setTypedProblem(refused);
        if (refused) return;
        setRefusalShown(true);
        void (async () => {
          const done =
            collection.kind === 'retail'
              ? await renameRetail({ collectionId: collection.id, collection: { label } })
              : await renameCorp({ collectionId: collection.id, patch: { label } });
          if (!done.error) onDone();
        })();
      }}
    >
      <TextField
        ref={input}
        name="label"
        label="New name"
        value={label}
        required
        maxLength={MAX_COLLECTION_LABEL_LENGTH}
        onChange={(event) => {
          setLabel(event.target.value);
          setTypedProblem(null);
          setRefusalShown(false);
        }}
        error={problem}
      />
      <button
        type="submit"
        aria-disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 sm:mt-6 font-semibold text-white hover:bg-brand-800"
      >
        Save name
      </button>
    </form>
  );
}

function NewCollectionForm({
  userId,
  position,
  labels,
}: {
  userId: string;
  position: { latitude: number; longitude: number };
  labels: readonly string[];
}) {
  const [label, setLabel] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [create, state] = useMutation(CreateCorpCollectionMutation, {
    refetch: COLLECTION_QUERIES,
  });
  const busy = state.status === 'loading';
  const [refusalShown, setRefusalShown] = useState(false);
  return (
    <form
      noValidate
      className="mt-10 flex flex-wrap items-start gap-2 rounded-lg border border-brand-100 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const refused = collectionLabelProblem(label, labels);
        setTypedProblem(refused);
        if (refused) return;
        setRefusalShown(true);
        void (async () => {
          const done = await create({ collection: { userId, label }, ...position });
          if (!done.error) setLabel('');
        })();
      }}
    >
      <TextField
        name="label"
        label="Start a new list"
        value={label}
        required
        placeholder="For example: Lake lot"
        maxLength={MAX_COLLECTION_LABEL_LENGTH}
        onChange={(event) => {
          setLabel(event.target.value);
          setTypedProblem(null);
          setRefusalShown(false);
        }}
        error={typedProblem ?? (refusalShown ? state.error?.message : undefined)}
      />
      <button
        type="submit"
        aria-disabled={busy}
        className="rounded-md border border-brand-700 px-4 py-2 sm:mt-6 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Add list
      </button>
    </form>
  );
}

function SavedHomeCard({ home, sectionHeadingId }: { home: SavedHome; sectionHeadingId: string }) {
  const lotNumber = useLotNumberParam();
  const compare = useContext(CompareContext);
  const compareId = useId();
  const picked = compare.selected.has(home.key);
  const full = !picked && compare.selected.size >= COMPARE_MAX;
  const options = { refetch: COLLECTION_QUERIES };
  const [removeItem, itemState] = useMutation(DeleteInventoryItemMutation, options);
  const [removeModel, modelState] = useMutation(DeleteCollectionModelMutation, options);
  const busy = itemState.status === 'loading' || modelState.status === 'loading';
  const problem = itemState.error ?? modelState.error;
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm">
      {home.picture ? (
        <img
          src={home.picture.src}
          srcSet={home.picture.srcSet}
          sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 92vw"
          width={home.picture.width}
          height={home.picture.height}
          alt={home.picture.alt}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] w-full bg-brand-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-4">
        {home.sold ? (
          <p className="w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase text-amber-900">
            Sold
          </p>
        ) : null}
        <h3 className="text-lg font-semibold text-brand-900">
          <Link
            to={withLotNumber(home.href, lotNumber)}
            className="underline-offset-2 hover:underline"
          >
            {home.name}
          </Link>
        </h3>
        <p className="text-lg font-bold text-ink">
          {home.priceLabel}
          <WithLand home={{ isOnLand: home.onItsLand, priceLabel: home.priceLabel }} />
          {home.priceMarks && !home.sold ? <OnSaleMark home={home.priceMarks} /> : null}
        </p>
        {home.priceMarks && !home.sold ? <WasPrice home={home.priceMarks} /> : null}
        <MonthlyFrom dollars={home.monthlyFrom} onItsLand={home.onItsLand} />
        <p className="text-sm text-muted">
          {bedsLabel(home.beds)} · {bathsLabel(home.baths)} ·{' '}
          {home.squareFeet.toLocaleString('en-US')} sq ft
        </p>
        <p className="text-sm text-muted">
          {home.availability}
          {home.homeCenter ? ` · ${home.homeCenter}` : ''}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-3">
          <span className="flex items-center gap-2">
            <input
              id={compareId}
              type="checkbox"
              form="compare-form"
              name="home"
              value={home.key}
              checked={picked}
              disabled={full}
              onChange={() => compare.toggle(home.key)}
              className="h-5 w-5"
            />
            <label htmlFor={compareId} className="text-sm">
              Compare<span className="sr-only"> {home.name}</span>
            </label>
          </span>
          <button
            type="button"
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              void (async () => {
                const done =
                  home.removal.kind === 'retail'
                    ? await removeItem({ inventoryItemId: home.removal.id })
                    : await removeModel({ collectionModelId: home.removal.id });
                // The card is gone: the keyboard goes on from its list's heading.
                if (!done.error) focusHeading(sectionHeadingId);
              })();
            }}
            className="rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            Remove<span className="sr-only"> {home.name}</span>
          </button>
          {problem ? <p className="mt-2 text-sm text-red-800">{problem.message}</p> : null}
        </div>
        <SaveToList home={home} />
      </div>
    </article>
  );
}

/**
 * "Also save in": a floor plan goes into another of the buyer's named lists
 * (the heart fills the first; lists hold floor plans, so a built home does not).
 */
function SaveToList({ home }: { home: SavedHome }) {
  const lists = useContext(NamedListsContext);
  const [listId, setListId] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [save, state] = useMutation(CreateCollectionModelMutation, {
    refetch: COLLECTION_QUERIES,
  });
  const others = lists.filter((list) => !list.homes.some((h) => h.key === home.key));
  if (home.key !== home.model.modelNumber || others.length === 0) return null;
  const busy = state.status === 'loading';
  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-end gap-2 border-t border-brand-50 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const list = others.find((other) => String(other.id) === listId);
        if (!list) {
          setTypedProblem('Choose a list.');
          return;
        }
        void (async () => {
          const done = await save({
            collectionModel: { corpCollectionId: list.id, modelNumber: home.model.modelNumber },
          });
          if (!done.error) setListId('');
        })();
      }}
    >
      <SelectField
        name="list"
        label={`Also save ${home.name} in`}
        placeholder="Choose a list"
        choices={others.map((list) => ({ value: String(list.id), label: list.label }))}
        value={listId}
        onChange={(event) => {
          setListId(event.target.value);
          setTypedProblem(null);
        }}
        error={typedProblem ?? state.error?.message}
        className="min-w-0 flex-1"
      />
      <button
        type="submit"
        aria-disabled={busy}
        className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Save<span className="sr-only"> {home.name} in this list</span>
      </button>
    </form>
  );
}
