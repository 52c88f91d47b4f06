import { Link } from './site-link.tsx';
import { CONTACT_FOR_PRICING } from '../../lib/listing-filters.ts';
import { formatPrice } from '../../lib/price.ts';
import { TO_ORDER_HERE } from '../../lib/floor-plan-price.ts';
import { bathsLabel, bedsLabel } from '../../lib/rooms.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import type { ModelsSearchQuery } from '../graphql/documents/search.ts';
import { HeartButton } from '../favorites/heart-button.tsx';
import { distancePhrase } from '../../lib/distance.ts';
import { MonthlyFrom } from './monthly-from.tsx';
import { IN_STOCK_NEARBY } from '../../lib/stickers.ts';
import { fragmentKeyOf, preloadCardPicture, ServerFragment } from '../server-fragments.tsx';

type SearchModel = NonNullable<
  ResultOf<typeof ModelsSearchQuery>['modelsSearch']
>['models'][number];

/** What a card shows: a models search result, or a catalogue model put in the same shape. */
export type ModelCardData = Pick<
  SearchModel,
  | 'name'
  | 'modelNumber'
  | 'beds'
  | 'baths'
  | 'squareFeet'
  | 'lowPrice'
  | 'monthlyEstimateFrom'
  | 'monthlyEstimatePrice'
  | 'isMultiSection'
  | 'isModular'
  | 'isInStockInArea'
  | 'distance'
  | 'thumbnail'
  | 'dealers'
  | 'toOrderAt'
>;

const SIZES = '(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 92vw';

// The catalogue model's own fields by its number; the price, miles and home center as they are.
export const modelCardKey = fragmentKeyOf<ModelCardData>({
  modelNumber: 'as-is',
  name: 'model',
  beds: 'model',
  baths: 'model',
  squareFeet: 'model',
  isMultiSection: 'model',
  isModular: 'model',
  thumbnail: 'model',
  lowPrice: 'as-is',
  monthlyEstimateFrom: 'as-is',
  monthlyEstimatePrice: 'as-is',
  isInStockInArea: 'as-is',
  distance: 'as-is',
  dealers: 'as-is',
  toOrderAt: 'as-is',
});

type ModelCardProps = {
  model: ModelCardData;
  /** Whom the miles are from (lib/distance.ts); null: say none (a default place is not "you"). */
  distanceFrom?: string | null;
  href: string;
  eager?: boolean;
};

export function ModelCard(props: ModelCardProps) {
  const { thumbnail } = props.model;
  if (props.eager) preloadCardPicture(thumbnail, SIZES);
  // The same model, link and place make the same card.
  return (
    <ServerFragment
      name="model-card"
      vary={[
        modelCardKey(props.model),
        props.href,
        props.distanceFrom === undefined ? 'you' : props.distanceFrom,
        props.eager === true,
      ]}
    >
      <ModelCardContent {...props} />
    </ServerFragment>
  );
}

function ModelCardContent({ model, href, eager = false, distanceFrom = 'you' }: ModelCardProps) {
  const price = model.lowPrice !== null ? formatPrice(model.lowPrice) : '';
  const nearest = model.dealers[0];
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md">
      <img
        src={model.thumbnail.src}
        srcSet={model.thumbnail.srcSet}
        sizes={SIZES}
        width={model.thumbnail.width}
        height={model.thumbnail.height}
        alt={model.thumbnail.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="aspect-[16/10] w-full bg-brand-50 object-cover"
      />
      <div className="absolute right-2 top-2">
        <HeartButton home={{ modelNumber: model.modelNumber, name: model.name }} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {model.isInStockInArea ? (
          <ul className="flex flex-wrap gap-1 text-xs font-semibold" aria-label="Highlights">
            {model.isInStockInArea ? (
              <li className="rounded bg-brand-900 px-2 py-0.5 uppercase tracking-wide text-white">
                {IN_STOCK_NEARBY}
              </li>
            ) : null}
          </ul>
        ) : null}
        <h3 className="text-lg font-semibold text-brand-900">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
            {model.name}
          </Link>
        </h3>
        <p className="text-lg font-bold text-ink">
          {/* On a home center's own site, a plan it lists is at its price there, as its page
              says; any other plan at its lowest anywhere ("Starting at"). */}
          {model.toOrderAt ? (
            <>
              {model.toOrderAt.priceLabel}
              <span className="text-sm font-normal text-muted">{` ${TO_ORDER_HERE}`}</span>
            </>
          ) : price ? (
            <>
              <span className="text-sm font-normal text-muted">Starting at </span>
              {price}
              {/* The nearest home center asks another price to order it, which the "from $X/mo"
                  below and the plan's page go by: said here, as on that page. */}
              {model.monthlyEstimatePrice !== null &&
              model.monthlyEstimatePrice !== model.lowPrice &&
              nearest ? (
                <span className="block text-sm font-normal text-muted">
                  {formatPrice(model.monthlyEstimatePrice)} to order at the nearest home center
                </span>
              ) : null}
            </>
          ) : (
            CONTACT_FOR_PRICING
          )}
        </p>
        <MonthlyFrom dollars={model.monthlyEstimateFrom} isModular={model.isModular} />
        <p className="text-sm text-muted">
          {bedsLabel(model.beds)} · {bathsLabel(model.baths)} ·{' '}
          {model.squareFeet.toLocaleString('en-US')} sq ft
          {model.isModular ? ' · Modular' : model.isMultiSection ? ' · Multi-section' : ''}
        </p>
        {nearest ? (
          <p className="mt-auto pt-2 text-sm text-muted">
            {/* Beside "Starting at", the home center named is the nearest, which may ask
                more to order the plan. */}
            Nearest home center: {nearest.name}
            {model.distance !== null && distanceFrom !== null
              ? ` · ${distancePhrase(model.distance, distanceFrom)}`
              : ''}
          </p>
        ) : null}
      </div>
    </article>
  );
}
