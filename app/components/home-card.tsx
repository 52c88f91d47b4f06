import { bathsLabel, bedsLabel } from '../../lib/rooms.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import type { HomeCardFields } from '../graphql/documents/homes.ts';

export type HomeCardData = ResultOf<typeof HomeCardFields>;

const SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';

export function HomeCard({ home, eager = false }: { home: HomeCardData; eager?: boolean }) {
  const { model, dealer } = home;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm">
      <div className="relative">
        <img
          src={model.exterior.src}
          srcSet={model.exterior.srcSet}
          sizes={SIZES}
          width={model.exterior.width}
          height={model.exterior.height}
          alt={model.exterior.alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="aspect-[16/10] w-full bg-brand-50 object-cover"
        />
        {home.sticker ? (
          <p className="absolute left-2 top-2 rounded bg-brand-900 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white">
            {home.sticker.label}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-brand-900">{model.name}</h3>
        <p className="text-lg font-bold text-ink">{home.priceLabel}</p>
        <p className="text-sm text-muted">
          {bedsLabel(home.beds)} · {bathsLabel(home.baths)} ·{' '}
          {home.squareFeet.toLocaleString('en-US')} sq ft
          {model.isModular ? ' · Modular' : model.sections > 1 ? ' · Multi-section' : ''}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">
          At {dealer.name}, {dealer.city}, {dealer.state}
          {home.distanceMiles !== null && home.distanceMiles !== undefined
            ? ` · ${Math.round(home.distanceMiles)} mi away`
            : ''}
        </p>
        <p className="text-xs text-muted">
          {home.serialNumber ? `Serial ${home.serialNumber} · ` : 'Available to order · '}Stock{' '}
          {home.stockNumber}
        </p>
      </div>
    </article>
  );
}
