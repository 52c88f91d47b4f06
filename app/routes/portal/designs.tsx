// /portal/designs (issue 13): the buyer's saved designs, each with its
// model, state and price, a way back into the designer, its share link
// (read-only for whoever holds it) and, until it is sent, delete.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/price.ts';
import { useLotNumberParam, withLotNumber } from '../../components/site-link.tsx';
import { useMutation, useQuery } from '../../graphql/client-react.tsx';
import { DeleteDesignMutation, MyDesignsQuery } from '../../graphql/documents/designs.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
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
  return withLotNumber(
    `/homes/model/${encodeURIComponent(design.modelNumber ?? '')}/design?${search.toString()}`,
    lotNumber,
  );
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export default function DesignsPage() {
  const designs = useQuery(MyDesignsQuery, {});
  const lotNumber = useLotNumberParam();
  const saved = useSearchParams()[0].get('saved');
  return (
    <div>
      <PageHeading
        id="designs-heading"
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
  const shareHref = `/designs/${design.shareToken}`;
  const title = `${design.modelName ?? 'Home'} (${design.modelNumber ?? ''})`;
  return (
    <li>
      <article
        aria-label={title}
        className="rounded-lg border border-brand-100 bg-white p-4 shadow-sm"
      >
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        {justSaved ? (
          <p role="status" className="font-semibold text-green-800">
            Saved just now.
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {design.status} · changed {DATE.format(new Date(design.updatedDate))}
          {design.totalPrice !== null ? ` · ${formatPrice(design.totalPrice)}` : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {design.isLocked ? (
            <span>Sent to the home center: it can no longer change.</span>
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
          {design.isLocked ? null : (
            <button
              type="button"
              disabled={removing.status === 'loading'}
              onClick={() => void remove({ designId: design.designId })}
              className="font-semibold text-red-800 underline disabled:opacity-60"
            >
              Delete
            </button>
          )}
        </div>
        {removing.error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {removing.error.message}
          </p>
        ) : null}
      </article>
    </li>
  );
}
