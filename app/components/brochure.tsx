import { DataText } from './data-text.tsx';
import { DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import { bathsNumber } from '../../lib/rooms.ts';
import { homeType, type DealerContact, type ModelDetails } from './model-facts.tsx';
import type { QrCode } from '../qr-code.server.ts';
import { PrintButton } from './print-button.tsx';
import { CostSummary, type PanelHome } from './cost-estimate.tsx';
import type { EstimateContext } from '../estimate.server.ts';

/**
 * A two-page brochure: page 1 the exterior, price, key facts and where to see
 * it; page 2 the floor plan, features and what it really costs. Printed (or
 * saved as PDF) from the browser on US Letter.
 */
export function Brochure({
  model,
  price,
  priceNote = null,
  priceDetail = null,
  subtitle,
  dealer,
  backHref,
  online,
  costs,
  badges = [],
}: {
  model: ModelDetails;
  price: string;
  /** Words after the price ("with its land": a home sold with the land it stands on). */
  priceNote?: string | null;
  /** Under the price: what a sale or a price drop took off, as the page says it. */
  priceDetail?: React.ReactNode;
  subtitle: string;
  dealer: DealerContact | null;
  backHref: string;
  /** The listing's web address and its QR code: the paper leads back to the page. */
  online: QrCode;
  /** The standard all-in estimate (issue 14); null without a price. */
  costs: { home: PanelHome; estimate: EstimateContext } | null;
  /** The page's badges (a sticker, "On sale", "In stock nearby"): the paper says what the page says. */
  badges?: readonly string[];
}) {
  const quiet = 4;
  const d = model.dimensions;
  const facts: [string, string][] = [
    ['Bedrooms', String(d.beds)],
    ['Bathrooms', bathsNumber(d.baths)],
    ['Living space', `${d.squareFeet.toLocaleString('en-US')} sq ft`],
    ['Size', `${d.width}′ × ${d.length}′`],
    ['Type', homeType(model)],
    ['Model', model.modelNumber],
  ];
  return (
    <div className="brochure mx-auto max-w-[8.5in] bg-white px-6 py-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={backHref} className="text-brand-700 underline">
          ← Back to the home
        </a>
        <PrintButton />
      </div>
      <section className="brochure-page" aria-labelledby="brochure-title">
        <header className="flex flex-wrap items-end justify-between gap-x-4 border-b-4 border-brand-800 pb-3">
          <div>
            {badges.length > 0 ? (
              // Outlined, not filled: a printer leaves backgrounds out.
              <ul className="mb-2 flex flex-wrap gap-2" aria-label="Highlights">
                {badges.map((badge) => (
                  <li
                    key={badge}
                    className="rounded border-2 border-brand-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-900"
                  >
                    {badge}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {model.brand.name}
            </p>
            <h1 id="brochure-title" className="text-3xl font-bold text-brand-900">
              {model.name}
            </h1>
            <p className="text-muted">{subtitle}</p>
          </div>
          <div className="text-right">
            <p className="text-2xl font-bold text-ink">
              {price}
              {priceNote ? (
                <span className="ml-1 text-sm font-normal text-muted">{priceNote}</span>
              ) : null}
            </p>
            {priceDetail}
          </div>
        </header>
        <img
          src={model.exterior.src.replace(/-\d+\.webp$/, '-1280.png')}
          width={model.exterior.width}
          height={model.exterior.height}
          alt={model.exterior.alt}
          className="brochure-fill mt-4 aspect-[16/10] w-full rounded border border-brand-100 object-cover"
        />
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-ink">
          <DataText text={model.description} />
        </p>
        <div className="mt-5 flex flex-col items-stretch gap-4 sm:flex-row">
          {dealer ? (
            <address className="flex-1 rounded border border-brand-100 p-4 not-italic print:text-sm">
              <span className="font-semibold text-brand-900">{dealer.name}</span>
              <br />
              {dealer.address1}, {dealer.city}, {dealer.state} {dealer.postalCode}
              <br />
              Phone {dealer.phoneFormatted} ·{' '}
              {dealer.hours.map((h) => `${h.days} ${h.open}`).join(' · ')}
            </address>
          ) : null}
          <figure className="flex flex-1 items-center gap-4 rounded border border-brand-100 p-4">
            <svg
              viewBox={`${-quiet} ${-quiet} ${online.size + 2 * quiet} ${online.size + 2 * quiet}`}
              shapeRendering="crispEdges"
              role="img"
              aria-label={`QR code of ${online.text}`}
              className="h-28 w-28 shrink-0"
            >
              <rect
                x={-quiet}
                y={-quiet}
                width={online.size + 2 * quiet}
                height={online.size + 2 * quiet}
                fill="#fff"
              />
              <path d={online.path} fill="#000" />
            </svg>
            <figcaption className="text-sm">
              <span className="font-semibold text-brand-900">
                See every picture, and ask about it
              </span>
              <br />
              Scan the code, or go to{' '}
              <span className="font-semibold text-ink wrap-anywhere">{online.text}</span>
            </figcaption>
          </figure>
        </div>
      </section>
      <section className="brochure-page mt-8 print:mt-0" aria-labelledby="brochure-plan-title">
        <h2 id="brochure-plan-title" className="text-xl font-bold text-brand-900">
          Floor plan
        </h2>
        <img
          src={model.floorplan.src.replace(/-\d+\.webp$/, '-1280.png')}
          width={model.floorplan.width}
          height={model.floorplan.height}
          alt={model.floorplan.alt}
          className="brochure-fill mt-3 aspect-[16/10] w-full rounded border border-brand-100 object-contain"
        />
        {/* Side by side from a Letter page's width, so page 2 holds both. */}
        <div className="sm:grid sm:grid-cols-2 sm:items-start sm:gap-6">
          {model.features.length > 0 ? (
            <div>
              <h2 className="mt-5 text-xl font-bold text-brand-900">Features</h2>
              <ul className="mt-2 columns-2 gap-8 text-sm sm:columns-1">
                {model.features.slice(0, 16).map((f) => (
                  <li key={f.featureId} className="mb-1 break-inside-avoid">
                    ✓ {f.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {costs ? <CostSummary home={costs.home} estimate={costs.estimate} /> : null}
        </div>
        <p className="mt-6 text-xs text-muted">
          Pictures are illustrations drawn from the home’s plans. Prices, features and availability
          vary by home center and may change. © {DEFAULT_BRAND_LABEL}.
        </p>
      </section>
    </div>
  );
}
