// SPEC §2 /portal/my-home-aspirations: what the buyer wants in a home
// (preferredBeds, preferredBaths, topFavoriteHome) and the features they like,
// with their pictures (SPEC §3 liked features; add and remove liked feature,
// after which the profile reloads: SPEC §4 step 5).
import { useRef, useState } from 'react';
import {
  BATHS_STEP,
  MAX_BATHS,
  MAX_BEDS,
  MIN_BATHS,
  MIN_BEDS,
} from '../../../lib/portal-fields.ts';
import { buildProfilePatch } from '../../../lib/user-patch.ts';
import { SelectField } from '../../components/form/fields.tsx';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { useMutation, useQuery } from '../../graphql/client-react.tsx';
import { HomeDetailsQuery, ModelDetailsQuery } from '../../graphql/documents/details.ts';
import {
  AddLikedFeatureMutation,
  FeatureChoicesQuery,
  RemoveLikedFeatureMutation,
  UpdateProfileMutation,
  type LikedFeatureFields,
} from '../../graphql/documents/portal.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import { portalMeta, sectionTitle } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { AFTER_PROFILE_CHANGE, usePortal } from '../../portal/portal-data.tsx';
import { PlannerSection } from '../../portal/planner-section.tsx';
import { SaveBar, useProfileForm, type ProfileField } from '../../portal/profile-form.tsx';
import { Placeholder } from '../../portal/progress.tsx';

export const meta = () => portalMeta(sectionTitle('aspirations'));

type Feature = ResultOf<typeof LikedFeatureFields>;

const FIELDS: readonly ProfileField[] = [
  { name: 'preferredBeds', kind: 'whole', min: MIN_BEDS, max: MAX_BEDS, noun: 'bedrooms' },
  { name: 'preferredBaths', kind: 'halves', min: MIN_BATHS, max: MAX_BATHS, noun: 'baths' },
];

const BEDS = Array.from({ length: MAX_BEDS - MIN_BEDS + 1 }, (_, n) => ({
  value: String(MIN_BEDS + n),
  label: `${MIN_BEDS + n} ${MIN_BEDS + n === 1 ? 'bedroom' : 'bedrooms'}`,
}));
const BATHS = Array.from({ length: (MAX_BATHS - MIN_BATHS) / BATHS_STEP + 1 }, (_, n) => {
  const baths = MIN_BATHS + n * BATHS_STEP;
  return { value: String(baths), label: `${baths} ${baths === 1 ? 'bath' : 'baths'}` };
});

/** SPEC §3's five feature types, as a buyer reads them. */
const FEATURE_GROUPS = [
  ['Details', 'Rooms and finishes'],
  ['Featurette', 'Smart touches'],
  ['Included', 'Comes with the home'],
  ['MarketingFeatures', 'Layout and lifestyle'],
  ['Materials', 'How it is built'],
] as const;

export default function MyHomeAspirationsPage() {
  const portal = usePortal();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProfileForm(FIELDS, 'aspirations', formRef);
  const { values, errors, set } = form;
  const top = portal.profile?.topFavoriteHome ?? null;
  return (
    <section aria-labelledby="aspirations-heading">
      <PageHeading
        id="aspirations-heading"
        title={sectionTitle('aspirations')}
        intro="The home you picture: its size, the features you love and your favorite so far. Homes for you are picked from these answers."
      />
      <form
        ref={formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="size-heading"
        className="mt-6 rounded-lg border border-brand-100 p-5"
      >
        <h2 id="size-heading" className="text-xl font-bold text-brand-900">
          Size
        </h2>
        {/* The fields are there from the first paint, disabled until the profile loads: nothing moves. */}
        <fieldset disabled={!form.ready} className="mt-4 grid gap-5 sm:grid-cols-2">
          <SelectField
            name="preferredBeds"
            label="Bedrooms, at least"
            placeholder="Not sure yet"
            choices={BEDS}
            value={values.preferredBeds}
            error={errors.preferredBeds}
            onChange={(event) => set('preferredBeds', event.target.value)}
          />
          <SelectField
            name="preferredBaths"
            label="Baths, at least"
            placeholder="Not sure yet"
            choices={BATHS}
            value={values.preferredBaths}
            error={errors.preferredBaths}
            onChange={(event) => set('preferredBaths', event.target.value)}
          />
        </fieldset>
        <SaveBar form={form} label="Save size" />
      </form>

      <section aria-labelledby="top-home-heading" className="mt-8">
        <h2 id="top-home-heading" className="text-xl font-bold text-brand-900">
          Your favorite so far
        </h2>
        <TopPick ready={form.ready} top={top} />
      </section>

      <LikedFeatures />
      <PlannerSection name="aspirations" title="Aspiration steps" />
    </section>
  );
}

/** The buyer's top pick by the name they know, with ways to change or remove it. */
function TopPick({ ready, top }: { ready: boolean; top: string | null }) {
  const portal = usePortal();
  const lotNumber = useLotNumberParam();
  // A model number, or a built home's serial number (homes for you sets either).
  // Its name only: SPEC §7's include flags leave the model's groups out.
  const model = useQuery(
    ModelDetailsQuery,
    {
      modelNumber: top,
      zipcode: null,
      includeDimensions: false,
      includePrice: false,
      includeFloorplan: false,
      includeFeatures: false,
      includeTestimonials: false,
    },
    { skip: !top },
  );
  const [updateProfile, removing] = useMutation(UpdateProfileMutation, {
    refetch: AFTER_PROFILE_CHANGE,
  });
  const modelName = model.data?.getModelService?.name ?? null;
  // No model by that number: a built home's serial number, named as its page names it.
  const askHome = Boolean(top) && model.status === 'ready' && modelName === null;
  const home = useQuery(
    HomeDetailsQuery,
    {
      serialNumber: top ?? '',
      includeDimensions: false,
      includePrice: false,
      includeFloorplan: false,
      includeFeatures: false,
      includeTestimonials: false,
    },
    { skip: !askHome },
  );
  const built = home.data?.getHome ?? null;
  const gone = askHome && home.status === 'ready' && !built;
  // Model names begin with their own "The" ("The Keystone").
  const name = modelName ?? (built ? `${built.model.name} at ${built.dealer.name}` : null);
  return (
    <p className="mt-2 min-h-12 text-muted">
      {!ready || (top && (model.status === 'loading' || (askHome && home.status === 'loading'))) ? (
        '\u00a0'
      ) : top ? (
        <>
          {gone ? (
            // Taken off the site since it was picked: nothing to link to.
            'Your top pick is no longer listed. '
          ) : (
            <>
              <Link
                to={withLotNumber(
                  modelName
                    ? `/homes/model/${encodeURIComponent(top)}`
                    : `/homes/${encodeURIComponent(top)}`,
                  lotNumber,
                )}
                className="font-semibold text-brand-700 underline"
              >
                {name ?? 'The home you chose'}
              </Link>{' '}
              is your top pick.{' '}
            </>
          )}
          <Link
            to={withLotNumber('/portal/homes-for-you', lotNumber)}
            className="text-brand-700 underline"
          >
            Choose another
          </Link>{' '}
          or{' '}
          <button
            type="button"
            aria-disabled={removing.status === 'loading' || undefined}
            onClick={() => {
              if (removing.status === 'loading' || !portal.profile) return;
              void updateProfile({
                profileId: portal.profile.profileId,
                patch: buildProfilePatch({ topFavoriteHome: null }),
              });
            }}
            className="text-brand-700 underline"
          >
            have none
          </button>
          .
        </>
      ) : (
        <>
          None yet.{' '}
          <Link
            to={withLotNumber('/portal/homes-for-you', lotNumber)}
            className="font-semibold text-brand-700 underline"
          >
            Pick one from the homes for you
          </Link>
        </>
      )}
    </p>
  );
}

function FeatureTile({
  feature,
  liked,
  pending,
  onToggle,
  className = '',
}: {
  feature: Feature;
  liked: boolean;
  pending: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <li
      className={`relative flex flex-col overflow-hidden rounded-lg border border-brand-100 bg-white ${className}`}
    >
      <img
        src={feature.thumbnail}
        alt=""
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="text-sm font-semibold text-ink">{feature.name}</p>
        <button
          type="button"
          aria-pressed={liked}
          aria-disabled={pending || undefined}
          // While it is on its way the button keeps focus and ignores a second press.
          onClick={() => {
            if (!pending) onToggle();
          }}
          className={`mt-auto rounded-md px-3 py-2 text-sm font-semibold aria-disabled:opacity-60 ${liked ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-brand-700 text-brand-800 hover:bg-brand-50'}`}
        >
          {liked ? 'Liked' : 'Like'}
          <span className="sr-only">: {feature.name}</span>
        </button>
      </div>
    </li>
  );
}

function LikedFeatures() {
  const portal = usePortal();
  const profile = portal.profile;
  // SPEC §5: the features query is skipped without a token.
  const choices = useQuery(FeatureChoicesQuery, {}, { skip: portal.status !== 'ready' });
  const [like] = useMutation(AddLikedFeatureMutation, { refetch: AFTER_PROFILE_CHANGE });
  const [unlike] = useMutation(RemoveLikedFeatureMutation, { refetch: AFTER_PROFILE_CHANGE });
  const [pending, setPending] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const liked = profile?.likedFeatures ?? [];
  const likedIds = new Set(liked.map((f) => f.featureId));

  async function toggle(feature: Feature) {
    if (!profile) return;
    setPending((current) => new Set(current).add(feature.featureId));
    setProblem(null);
    const variables = { profileId: profile.profileId, featureId: feature.featureId };
    const result = likedIds.has(feature.featureId)
      ? await unlike(variables)
      : await like(variables);
    if (result.error) setProblem(result.error.message);
    else
      portal.track('profile_updated', {
        page: 'aspirations',
        featureId: String(feature.featureId),
      });
    setPending((current) => {
      const next = new Set(current);
      next.delete(feature.featureId);
      return next;
    });
  }

  return (
    <section aria-labelledby="features-heading" className="mt-8">
      <h2 id="features-heading" className="text-xl font-bold text-brand-900">
        Features you like
      </h2>
      <p className="mt-1 text-muted">
        Like three or more, and your home center sees what matters to you.
      </p>
      {problem ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {/* One row of fixed height, loading, empty or full (no layout shift);
          more liked features than fit scroll sideways. */}
      <div className="mt-4 h-80 overflow-x-auto">
        {!profile ? (
          <Placeholder className="h-full" />
        ) : liked.length ? (
          <ul aria-label="Liked features" className="flex h-full gap-3 pb-2">
            {liked.map((feature) => (
              <FeatureTile
                key={feature.featureId}
                feature={feature}
                liked
                pending={pending.has(feature.featureId)}
                onToggle={() => void toggle(feature)}
                className="w-44 shrink-0"
              />
            ))}
          </ul>
        ) : (
          <p className="flex h-full items-center justify-center rounded-lg bg-brand-50 p-4 text-center">
            No liked features yet. Open a group below and like what you would want in your home.
          </p>
        )}
      </div>
      <h3 className="mt-8 text-lg font-semibold text-brand-900">Add features</h3>
      {/* The groups are there from the first paint; their features come with the catalogue. */}
      <div className="mt-2 space-y-2">
        {FEATURE_GROUPS.map(([type, label]) => {
          const group = choices.data?.getFeatures.filter((f) => f.type === type) ?? null;
          const count = group?.filter((f) => likedIds.has(f.featureId)).length ?? 0;
          return (
            <details key={type} className="rounded-lg border border-brand-100">
              <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-900">
                {label}{' '}
                <span className="font-normal text-muted">
                  {group ? `(${group.length} features${count ? `, ${count} liked` : ''})` : ''}
                </span>
              </summary>
              {group ? (
                <ul className="grid grid-cols-2 gap-3 p-4 pt-1 sm:grid-cols-3 lg:grid-cols-4">
                  {group.map((feature) => (
                    <FeatureTile
                      key={feature.featureId}
                      feature={feature}
                      liked={likedIds.has(feature.featureId)}
                      pending={pending.has(feature.featureId)}
                      onToggle={() => void toggle(feature)}
                    />
                  ))}
                </ul>
              ) : (
                <Placeholder className="m-4 mt-1 h-64" />
              )}
            </details>
          );
        })}
      </div>
    </section>
  );
}
