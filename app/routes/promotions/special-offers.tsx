// /special-offers (SPEC §2 promotions; issue 12): every promotion with its
// dates, whether it is on, coming or over, and where it runs.
import {
  promotionStatus,
  promotionWhen,
  promotionWhere,
  todayIso,
} from '../../../lib/promotion-status.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext, siteContext } from '../../context.ts';
import { ContentPagesQuery } from '../../graphql/documents/content.ts';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/special-offers';

export async function loader({ context }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  const { contentPages } = await context
    .get(appContext)
    .execute(ContentPagesQuery, { kind: 'promotions' });
  const today = todayIso();
  const promotions = contentPages.map((page) => {
    const dates = { starts: page.starts!, ends: page.ends!, states: page.states ?? null };
    return {
      ...page,
      status: promotionStatus(dates, today),
      when: promotionWhen(dates, today),
      where: promotionWhere(dates),
      here: dealer ? !dates.states || dates.states.includes(dealer.state) : null,
    };
  });
  // What is on first, then what is coming, then what is over.
  const order = { running: 0, upcoming: 1, ended: 2 } as const;
  promotions.sort((a, b) => order[a.status] - order[b.status]);
  // A home center's site lists what runs at that home center; the rest is a count.
  return {
    dealer,
    promotions: promotions.filter((promotion) => promotion.here !== false),
    elsewhere: promotions.filter((promotion) => promotion.here === false).length,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    path: '/special-offers',
    title: 'Special offers',
    description:
      'Trade-ins, sales events and promotions at our home centers: what each one is, when it runs and where.',
  });
}

const BADGE = {
  running: 'bg-brand-700 text-white',
  upcoming: 'bg-brand-100 text-brand-900',
  ended: 'bg-gray-200 text-ink',
} as const;
const BADGE_TEXT = { running: 'On now', upcoming: 'Coming soon', ended: 'Ended' } as const;

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { dealer, promotions, elsewhere } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          Special offers
        </h1>
        <p className="mt-3 text-lg text-muted">
          Each offer has its own dates and home centers, and each home center sets its own prices.
          Read the details, then ask {dealer ? dealer.name : 'the home center near you'} how it
          applies to you.
        </p>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Offers">
        {promotions.map((promotion) => (
          <li key={promotion.path} className="flex">
            <article className="relative flex w-full flex-col rounded-lg border border-brand-100 p-5 hover:border-brand-600">
              <p>
                <span
                  className={`inline-block rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${BADGE[promotion.status]}`}
                >
                  {BADGE_TEXT[promotion.status]}
                </span>
              </p>
              <h2 className="mt-2 text-xl font-semibold text-brand-900">
                <SiteLink to={promotion.path} className="after:absolute after:inset-0">
                  {promotion.title}
                </SiteLink>
              </h2>
              <p className="mt-2 text-muted">{promotion.description}</p>
              <p className="mt-3 text-sm font-semibold text-ink">{promotion.when}</p>
              <p className="text-sm text-muted">{promotion.where}</p>
            </article>
          </li>
        ))}
      </ul>
      {dealer && elsewhere > 0 ? (
        <p className="mt-6 max-w-prose text-muted">
          {elsewhere === 1 ? 'One more offer runs' : `${elsewhere} more offers run`} only at home
          centers in other states, not at {dealer.name}.
        </p>
      ) : null}
    </div>
  );
}
