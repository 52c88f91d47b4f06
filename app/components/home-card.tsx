import { modelPageHref, withLotNumber, Link } from './site-link.tsx';
import { bathsLabel, bedsLabel } from '../../lib/rooms.ts';
import { availabilityAt } from '../../lib/stickers.ts';
import { homeCenterName } from '../../lib/home-center-name.ts';
import { HeartButton } from '../favorites/heart-button.tsx';
import type { ResultOf } from '../graphql/graphql.ts';
import type { HomeCardFields } from '../graphql/documents/homes.ts';
import { distancePhrase } from '../../lib/distance.ts';
import { MonthlyFrom } from './monthly-from.tsx';
import { OnSaleMark, WasPrice, WithLand } from './price-marks.tsx';
import { fragmentKeyOf, preloadCardPicture, ServerFragment } from '../server-fragments.tsx';

export type HomeCardData = ResultOf<typeof HomeCardFields>;

const SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';

// The catalogue model (its name, sections, picture) by its number; the home's own fields as they are.
export const homeCardKey = fragmentKeyOf<HomeCardData>({
  modelNumber: 'as-is',
  model: 'model',
  inventoryId: 'as-is',
  serialNumber: 'as-is',
  priceLabel: 'as-is',
  priceSort: 'as-is',
  previousPrice: 'as-is',
  monthlyEstimateFrom: 'as-is',
  beds: 'as-is',
  baths: 'as-is',
  squareFeet: 'as-is',
  distanceMiles: 'as-is',
  isNew: 'as-is',
  isOnLand: 'as-is',
  onSale: 'as-is',
  sticker: 'as-is',
  dealer: 'as-is',
});

/**
 * A home's page: a built home's own, else (a floor plan to order) its model's;
 * on the visit's home center when `lotNumber` chose it. A floor plan's card
 * names the home center that lists it (its price, sticker, sale): without a
 * visit's home center, its page is that center's (`?lotNumber=`), not the
 * plan's nearest to `where`, so the page says what the card said.
 */
export function homeHref(
  home: Pick<HomeCardData, 'serialNumber' | 'modelNumber'> & {
    dealer?: { lotNumber: string } | null;
  },
  { where = null, lotNumber = null }: { where?: string | null; lotNumber?: string | null } = {},
): string {
  if (home.serialNumber) {
    return withLotNumber(`/homes/${encodeURIComponent(home.serialNumber)}`, lotNumber);
  }
  const listedAt = lotNumber ?? home.dealer?.lotNumber ?? null;
  return modelPageHref(home.modelNumber, { where: listedAt ? null : where, lotNumber: listedAt });
}

type HomeCardProps = {
  home: HomeCardData;
  eager?: boolean;
  /** Where the card leads; default the home's page. */
  href?: string;
  /** Whom the list's miles are from (lib/distance.ts); null: say none (a default place is not "you"). */
  distanceFrom?: string | null;
};

export function HomeCard(props: HomeCardProps) {
  const { exterior } = props.home.model;
  if (props.eager) preloadCardPicture(exterior, SIZES);
  // The same home, link and place make the same card (decision 0017).
  const href = props.href ?? homeHref(props.home);
  return (
    <ServerFragment
      name="home-card"
      vary={[
        homeCardKey(props.home),
        href,
        props.distanceFrom === undefined ? 'you' : props.distanceFrom,
        props.eager === true,
      ]}
    >
      <HomeCardContent {...props} href={href} />
    </ServerFragment>
  );
}

function HomeCardContent({
  home,
  eager = false,
  href = homeHref(home),
  distanceFrom = 'you',
}: HomeCardProps) {
  const { model, dealer } = home;
  const distance = distanceFrom === null ? null : distancePhrase(home.distanceMiles, distanceFrom);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md">
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
        <div className="absolute right-2 top-2">
          <HeartButton
            home={{
              modelNumber: home.modelNumber,
              serialNumber: home.serialNumber,
              lotNumber: dealer.lotNumber,
              name: model.name,
            }}
          />
        </div>
        {home.sticker ? (
          <p className="absolute left-2 top-2 rounded bg-brand-900 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white">
            {home.sticker.label}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-brand-900">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
            {model.name}
          </Link>
        </h3>
        <p className="text-lg font-bold text-ink">
          {home.priceLabel}
          <WithLand home={home} />
          <OnSaleMark home={home} />
        </p>
        <WasPrice home={home} />
        <MonthlyFrom
          dollars={home.monthlyEstimateFrom}
          onItsLand={home.isOnLand}
          isModular={home.model.isModular}
        />
        <p className="text-sm text-muted">
          {bedsLabel(home.beds)} · {bathsLabel(home.baths)} ·{' '}
          {home.squareFeet.toLocaleString('en-US')} sq ft
          {model.isModular ? ' · Modular' : model.sections > 1 ? ' · Multi-section' : ''}
          {home.isNew ? '' : ' · Pre-owned'}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">
          {availabilityAt(home.sticker?.key, Boolean(home.serialNumber), home.isOnLand)}{' '}
          {homeCenterName(dealer)}
          {distance ? ` · ${distance}` : ''}
        </p>
      </div>
    </article>
  );
}
