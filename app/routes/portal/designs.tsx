// /portal/designs (issue 13): the buyer's saved designs, each with its
// model, state and price, a way back into the designer, its share link
// (read-only for whoever holds it) and, until it is sent, delete.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { designerPath } from '../../../lib/configurator/selections.ts';
import { formatPrice } from '../../../lib/price.ts';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { useMutation, useQuery } from '../../graphql/client-react.tsx';
import { HomeCenterFloorPlanQuery } from '../../graphql/documents/details.ts';
import { floorPlanToOrder, priceDifference } from '../../../lib/floor-plan-price.ts';
import {
  DeleteDesignMutation,
  DesignerModelQuery,
  MyDesignsQuery,
  SubmitDesignMutation,
} from '../../graphql/documents/designs.ts';
import { buyersOwnZip } from '../../../lib/location-source.ts';
import { TextAreaField } from '../../components/form/fields.tsx';
import { useHomeCenter } from '../../portal/home-center.tsx';
import { MAX_LEAD_MESSAGE_LENGTH } from '../../../lib/portal-fields.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { usePortal } from '../../portal/portal-data.tsx';
import { Placeholder } from '../../portal/progress.tsx';

export const meta = () => portalMeta('Designs');

type SavedDesign = ResultOf<typeof MyDesignsQuery>['myDesigns'][number];

/** The designer with this design's choices, saving back into it. */
export function designerHref(design: SavedDesign, lotNumber: string | null): string {
  const search = new URLSearchParams();
  for (const c of design.content?.customizations ?? []) {
    search.set(`o${c.configuratorOptionId}`, String(c.selectionId));
  }
  search.set('design', design.designId);
  // Priced where it was designed again (the designer saves the place with it).
  if (design.zipCode && !lotNumber) search.set('where', design.zipCode);
  return withLotNumber(designerPath(design.modelNumber ?? '', search), lotNumber);
}

// With the time: two designs of one home saved the same day are told apart.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "the home at $112,900 (Oak Creek's price) and $4,350 of options": what the total is made of. */
function priceMadeOf(design: SavedDesign): string | null {
  const base = design.content?.basePrice ?? null;
  if (base === null) return null;
  const options = (design.content?.customizations ?? []).reduce((sum, c) => sum + c.price, 0);
  const home = `the home at ${formatPrice(base)}${
    design.pricedAtHomeCenter ? ` (${design.pricedAtHomeCenter}’s price to order it)` : ''
  }`;
  return options > 0
    ? `${home} and ${formatPrice(options)} of options`
    : `${home}, no options at extra cost`;
}

export default function DesignsPage() {
  // SPEC §5: nothing is asked without a token; the portal says when it has one.
  const portal = usePortal();
  const designs = useQuery(MyDesignsQuery, {}, { skip: portal.status !== 'ready' });
  const lotNumber = useLotNumberParam();
  const saved = useSearchParams()[0].get('saved');
  return (
    <div>
      <PageHeading
        id={PAGE_HEADING_ID}
        title="Designs"
        intro="The homes you designed: open one to change it, share its link, or send it to a home center."
      />
      {designs.status === 'loading' ? (
        <div className="mt-6 grid gap-4">
          <Placeholder className="h-28" />
          <Placeholder className="h-28" />
        </div>
      ) : designs.error ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          We could not load your designs: {designs.error.message}
        </p>
      ) : (designs.data?.myDesigns.length ?? 0) === 0 ? (
        <p className="mt-6">
          No designs yet. Open any floor plan and choose <strong>Design this home</strong> to pick
          its siding, kitchen, floors and more.{' '}
          <Link to={withLotNumber('/homes', lotNumber)} className="font-semibold underline">
            Find a floor plan
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4" aria-label="Your designs">
          {designs.data!.myDesigns.map((design) => (
            <DesignItem
              key={design.designId}
              design={design}
              lotNumber={lotNumber}
              justSaved={design.designId === saved}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

const PAGE_HEADING_ID = 'designs-heading';

function DesignItem({
  design,
  lotNumber,
  justSaved,
}: {
  design: SavedDesign;
  lotNumber: string | null;
  justSaved: boolean;
}) {
  const [remove, removing] = useMutation(DeleteDesignMutation, { refetch: ['myDesigns'] });
  const [copied, setCopied] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const sent = useRef<HTMLParagraphElement>(null);
  // The question takes the keyboard, on its safe answer; closed, the keyboard goes back.
  const asked = useRef(false);
  useEffect(() => {
    if (confirmDelete) keepButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirmDelete;
  }, [confirmDelete]);
  // Sent, the form gives way to what the home center was sent: the keyboard goes there.
  useEffect(() => {
    if (sentMessage) sent.current?.focus();
  }, [sentMessage]);
  const shareHref = `/designs/${design.shareToken}`;
  const title = `${design.modelName ?? 'Home'} (${design.modelNumber ?? ''})`;
  const madeOf = design.totalPrice !== null ? priceMadeOf(design) : null;
  return (
    <li>
      <article
        aria-label={title}
        className="rounded-lg border border-brand-100 bg-white p-4 shadow-sm"
      >
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        {/* Once sent, what the home center was sent is the news, not the save before it. */}
        {justSaved && !design.isLocked && !sentMessage ? (
          <p role="status" className="font-semibold text-green-800">
            Saved just now.
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {/* Sent, its last change was the sending: said as such. */}
          {design.status} ·{' '}
          {design.submittedAt
            ? `sent ${DATE.format(new Date(design.submittedAt))}`
            : `changed ${DATE.format(new Date(design.updatedDate))}`}
          {design.totalPrice !== null ? ` · ${formatPrice(design.totalPrice)}` : ''}
          {madeOf ? `: ${madeOf}` : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {design.isLocked ? (
            <span>
              Sent to {design.submittedHomeCenter ?? 'the home center'}: it can no longer change.
            </span>
          ) : (
            <Link
              to={designerHref(design, lotNumber)}
              className="font-semibold text-brand-700 underline"
            >
              Change this design
            </Link>
          )}
          <Link to={shareHref} className="font-semibold text-brand-700 underline">
            See its share page
          </Link>
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(new URL(shareHref, window.location.href).toString())
                .then(() => setCopied(true));
            }}
          >
            {copied ? 'Link copied' : 'Copy the share link'}
          </button>
          {design.isLocked ? null : confirmDelete ? (
            // Deleting cannot be undone: asked first, as deleting a favourites list is.
            <span
              className="flex items-center gap-2"
              onKeyDown={(event) => {
                if (event.key === 'Escape') setConfirmDelete(false);
              }}
            >
              Delete this design?
              <button
                type="button"
                aria-disabled={removing.status === 'loading'}
                onClick={() => {
                  if (removing.status === 'loading') return;
                  void remove({ designId: design.designId }).then((done) => {
                    // The design is gone: the keyboard goes on from the page's heading.
                    if (!done.error) document.getElementById(PAGE_HEADING_ID)?.focus();
                  });
                }}
                className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800"
              >
                Delete
              </button>
              <button
                ref={keepButton}
                type="button"
                onClick={() => setConfirmDelete(false)}
                className="rounded-md border border-brand-200 px-3 py-1.5 font-semibold text-brand-900"
              >
                Keep
              </button>
            </span>
          ) : (
            <button
              ref={deleteButton}
              type="button"
              onClick={() => setConfirmDelete(true)}
              className="font-semibold text-red-800 underline"
            >
              Delete<span className="sr-only"> {title}</span>
            </button>
          )}
        </div>
        {sentMessage ? (
          <p
            ref={sent}
            role="status"
            tabIndex={-1}
            className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900 focus:outline-none"
          >
            {sentMessage}
          </p>
        ) : design.isLocked ? null : (
          <SendDesign design={design} onSent={setSentMessage} />
        )}
        {removing.error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {removing.error.message}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * Sends a saved design to a home center: a lead with every selection. On the
 * main site, the one nearest the buyer (their ZIP code, else where the design
 * was priced) that sells this home, whose figures the designer's estimate
 * used; on a home center's site, that home center.
 */
function SendDesign({
  design,
  onSent,
}: {
  design: SavedDesign;
  onSent: (messageBody: string) => void;
}) {
  const { designId } = design;
  const portal = usePortal();
  const ownZip = buyersOwnZip(portal);
  const choice = useHomeCenter(null, design.zipCode);
  const zip = portal.lotNumber ? null : (ownZip ?? design.zipCode);
  const askSeller = Boolean(zip && design.modelNumber) && portal.status === 'ready';
  // A skipped query reads as loading: only a query asked is waited for.
  const seller = useQuery(
    DesignerModelQuery,
    { modelNumber: design.modelNumber ?? '', zipcode: zip },
    { skip: !askSeller },
  );
  const [open, setOpen] = useState(false);
  // Cancelled: the keyboard goes back to the button that opened the form, once it is back.
  const focusSendButton = useRef(false);
  const [message, setMessage] = useState('');
  const [send, sending] = useMutation(SubmitDesignMutation, { refetch: ['myDesigns'] });
  const sellsIt = askSeller ? (seller.data?.getModelService?.nearestDealer ?? null) : null;
  const homeCenter = sellsIt ?? choice.homeCenter;
  // What that home center asks to order the plan, when more than the design's home price.
  const atHomeCenter = useQuery(
    HomeCenterFloorPlanQuery,
    { lotNumber: homeCenter?.lotNumber ?? '', modelNumber: design.modelNumber ?? '' },
    { skip: !open || !homeCenter || !design.modelNumber },
  );
  const difference = priceDifference(
    floorPlanToOrder(atHomeCenter.data?.homesByLotNumber ?? []),
    design.content?.basePrice ?? null,
  );
  const asksMore = difference && difference.more > 0 ? difference : null;
  if (choice.status === 'loading' || (askSeller && seller.status === 'loading')) {
    return <Placeholder className="mt-3 h-10" />;
  }
  if (!homeCenter) {
    return (
      <p className="mt-3 text-sm">
        To send it to a home center, give your ZIP code on your{' '}
        <Link to="/portal" className="font-semibold underline">
          overview
        </Link>{' '}
        so we can find the one nearest you.
      </p>
    );
  }
  const fromDesign = ownZip === null;
  const where =
    sellsIt && zip ? (
      <p className="mt-3 text-sm text-muted">
        {sellsIt.name} sells {design.modelName ?? 'this home'} nearest {zip}
        {fromDesign ? ', where you designed it' : ''}.
        {fromDesign ? (
          <>
            {' '}
            Give your ZIP code in your{' '}
            <Link to="/portal/account-details" className="underline">
              account details
            </Link>{' '}
            to send it to the one nearest you.
          </>
        ) : null}
      </p>
    ) : choice.nearPlace && choice.zip ? (
      <p className="mt-3 text-sm text-muted">
        {homeCenter.name} is the home center nearest {choice.zip}, where you designed this home.
      </p>
    ) : choice.savedHomesThere ? (
      <p className="mt-3 text-sm text-muted">
        {homeCenter.name} has the homes you saved. Give your ZIP code in your{' '}
        <Link to="/portal/account-details" className="underline">
          account details
        </Link>{' '}
        to send it to the one nearest you.
      </p>
    ) : null;
  if (!open) {
    return (
      <>
        {where}
        <button
          ref={(button) => {
            if (button && focusSendButton.current) {
              focusSendButton.current = false;
              button.focus();
            }
          }}
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 rounded-md bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-800"
        >
          Send to {homeCenter.name}
        </button>
      </>
    );
  }
  return (
    <form
      className="mt-3 max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        void send({ designId, lotNumber: homeCenter.lotNumber, message: message || null }).then(
          (result) => {
            if (result.data) onSent(result.data.submitDesign.messageBody);
          },
        );
      }}
    >
      <p className="text-sm">
        {homeCenter.name} gets every choice and its price, and will get in touch. Once sent, the
        design no longer changes.
      </p>
      {asksMore ? (
        <p className="mt-2 text-sm font-semibold">
          {homeCenter.name} asks {asksMore.label} to order this plan: {formatPrice(asksMore.more)}{' '}
          more than the home’s price in your design.
        </p>
      ) : null}
      <TextAreaField
        // Opened by its button: the keyboard goes on into the form it opened.
        autoFocus
        name="message"
        label="A note for them (optional)"
        value={message}
        maxLength={MAX_LEAD_MESSAGE_LENGTH}
        onChange={(event) => setMessage(event.target.value)}
        rows={3}
      />
      <div className="mt-2 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={sending.status === 'loading'}
          className="rounded-md bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
        >
          {sending.status === 'loading' ? 'Sending…' : `Send my design to ${homeCenter.name}`}
        </button>
        <button
          type="button"
          disabled={sending.status === 'loading'}
          onClick={() => {
            focusSendButton.current = true;
            setOpen(false);
          }}
          className="rounded-md border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60"
        >
          Cancel
        </button>
      </div>
      {sending.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {sending.error.message}
        </p>
      ) : null}
    </form>
  );
}
