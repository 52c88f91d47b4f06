import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { useMainSiteHref } from './site-link.tsx';
import { DataText } from './data-text.tsx';
import { bathsNumber } from '../../lib/rooms.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import type { DealerContactFields, ModelDetailsFields } from '../graphql/documents/details.ts';
import { distancePhrase } from '../../lib/distance.ts';

type ModelDetailsAsked = ResultOf<typeof ModelDetailsFields>;
/** The groups of a model's details behind SPEC §7's include flags, which our pages all ask for. */
const MODEL_GROUPS = ['dimensions', 'price', 'floorplan', 'features', 'testimonials'] as const;
type ModelGroup = (typeof MODEL_GROUPS)[number];
export type ModelDetails = Omit<ModelDetailsAsked, ModelGroup> & {
  [K in ModelGroup]-?: Exclude<ModelDetailsAsked[K], undefined>;
};

/**
 * A model's details with every group its page shows: the page's query leaves
 * the include flags at their defaults, so a group missing is a bug, not data.
 */
export function withModelGroups<T extends ModelDetailsAsked>(model: T): T & ModelDetails {
  const missing = MODEL_GROUPS.filter((group) => model[group] === undefined);
  if (missing.length > 0) {
    throw new Error(`A model's details came without ${missing.join(', ')}.`);
  }
  return model as T & ModelDetails;
}
export type DealerContact = ResultOf<typeof DealerContactFields>;

const FEATURE_GROUPS: Record<string, string> = {
  Included: 'Included',
  Featurette: 'Signature features',
  Details: 'Details',
  Materials: 'Materials and construction',
  MarketingFeatures: 'Programs',
};

export function homeType(model: Pick<ModelDetails, 'sections' | 'isModular'>): string {
  const sections = ['Single', 'Double', 'Triple'][model.sections - 1] ?? `${model.sections}-`;
  return `${sections}-section ${model.isModular ? 'modular' : 'manufactured'} home`;
}

/** The facts a buyer compares first, as a description list. */
export function KeyFacts({
  model,
  extra = [],
}: {
  model: ModelDetails;
  extra?: [string, ReactNode][];
}) {
  const d = model.dimensions;
  const rows: [string, ReactNode][] = [
    ['Bedrooms', String(d.beds)],
    ['Bathrooms', bathsNumber(d.baths)],
    ['Living space', `${d.squareFeet.toLocaleString('en-US')} sq ft`],
    ['Size', `${d.width}′ × ${d.length}′`],
    ['Type', homeType(model)],
    ['Brand', model.brand.name],
    ['Model number', model.modelNumber],
    ...extra,
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FeatureList({ features }: { features: ModelDetails['features'] }) {
  const groups = Object.entries(FEATURE_GROUPS)
    .map(([type, label]) => ({ type, label, items: features.filter((f) => f.type === type) }))
    .filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`features-${group.type}`}>
          <h3 id={`features-${group.type}`} className="font-semibold text-brand-900">
            {group.label}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {group.items.map((f) => (
              <li key={f.featureId}>
                <span className="font-medium">{f.name}</span>
                {f.description ? (
                  <span className="text-muted">
                    {' '}
                    — <DataText text={f.description} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function Testimonials({ items }: { items: ModelDetails['testimonials'] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((t, i) => (
        <li key={i} className="rounded-lg bg-brand-50 p-4">
          <figure>
            <blockquote className="text-ink">
              “<DataText text={t.content} />”
            </blockquote>
            <figcaption className="mt-2 text-sm text-muted">
              — {t.name} ·{' '}
              <span aria-label={`${t.rating} out of 5 stars`}>{'★'.repeat(t.rating)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * A home center's home page: on the main site (and on pages of it opened
 * with ?lotNumber=), `/?lotNumber={lot}`; on a home center's own host, whose
 * dealer the host chooses whatever the address says, its own home page is
 * `/` and another's is the main site's `/?lotNumber={lot}`.
 */
function useHomeCenterHref(lotNumber: string): string {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const onMainSite = useMainSiteHref(`/?lotNumber=${lotNumber}`);
  const ownSite = root?.site.dealer?.lotNumber === lotNumber && root.lotNumberParam === null;
  return ownSite ? '/' : onMainSite;
}

export function DealerCard({
  dealer,
  lotNumberLink,
  nearest,
}: {
  dealer: DealerContact;
  lotNumberLink: boolean;
  /** On a model's page: the nearest home center with it, this far from the visitor's place. */
  nearest?: { miles: number | null; from: string } | null;
}) {
  const distance = nearest ? distancePhrase(nearest.miles, nearest.from) : null;
  const homeCenterHref = useHomeCenterHref(dealer.lotNumber);
  return (
    <section aria-labelledby="dealer-title" className="rounded-lg border border-brand-100 p-5">
      <h2 id="dealer-title" className="text-lg font-semibold text-brand-900">
        See it at {dealer.name}
      </h2>
      {distance ? (
        <p className="mt-1 text-sm font-semibold text-ink">
          The nearest home center with this home: {distance}
        </p>
      ) : null}
      <address className="mt-2 not-italic text-sm">
        {dealer.address1}
        <br />
        {dealer.city}, {dealer.state} {dealer.postalCode}
      </address>
      <p className="mt-2">
        <a href={`tel:+1${dealer.phone}`} className="font-semibold text-brand-700 underline">
          Call {dealer.phoneFormatted}
        </a>
      </p>
      <ul className="mt-2 text-sm text-muted">
        {dealer.hours.map((h) => (
          <li key={h.days}>
            {h.days}: {h.open}
          </li>
        ))}
      </ul>
      {lotNumberLink ? (
        <p className="mt-3 text-sm">
          <a href={homeCenterHref} className="text-brand-700 underline">
            More homes at {dealer.name}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The body of a home's or a model's page: facts, features, owners' words, and an aside. */
export function ModelDetailsBody({
  model,
  extraFacts,
  aside,
}: {
  model: ModelDetails;
  extraFacts?: [string, ReactNode][];
  aside: React.ReactNode;
}) {
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-10">
        <section aria-labelledby="facts-title">
          <h2 id="facts-title" className="text-2xl font-bold text-brand-900">
            Key facts
          </h2>
          <div className="mt-4">
            <KeyFacts model={model} extra={extraFacts} />
          </div>
          <p className="mt-6 max-w-prose text-ink">
            <DataText text={model.description} />
          </p>
        </section>
        {model.features.length > 0 ? (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-bold text-brand-900">
              Features
            </h2>
            <div className="mt-4">
              <FeatureList features={model.features} />
            </div>
          </section>
        ) : null}
        {model.testimonials.length > 0 ? (
          <section aria-labelledby="testimonials-title">
            <h2 id="testimonials-title" className="text-2xl font-bold text-brand-900">
              What owners say
            </h2>
            <div className="mt-4">
              <Testimonials items={model.testimonials} />
            </div>
          </section>
        ) : null}
      </div>
      <aside>{aside}</aside>
    </div>
  );
}
