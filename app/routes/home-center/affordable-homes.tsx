// /lp/{lotNumber}/affordable-homes (SPEC §2 landing page; issue 12): a home
// center's affordable homes by SPEC §9's budget rule (priced under $150,000,
// not "Contact Us For Pricing", not sold), and a short form to hear from it.
// The page a home center's advertising points to; the thank-you is ?sent=.
import { data } from 'react-router';
import { SITE_FORMS } from '../../../lib/forms/site-form-fields.ts';
import { BUDGET_PRICE_LIMIT, budgetHomes } from '../../../lib/listing-filters.ts';
import { formatPrice } from '../../../lib/price.ts';
import { SentThanks } from '../../components/form/public-form.tsx';
import { SiteForm } from '../../components/form/site-form.tsx';
import { HomeCard, homeHref } from '../../components/home-card.tsx';
import { useLotNumberParam } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { allDealerHomes } from '../../dealer-homes.server.ts';
import { GetDealerQuery } from '../../graphql/documents/site.ts';
import { seoMeta } from '../../seo.ts';
import { siteFormAction } from '../../site-form.server.ts';
import { sentLotNumber } from '../../public-form.server.ts';
import type { Route } from './+types/affordable-homes';
import { keepFormWhenSendFails } from '../../components/form/send-failure.ts';

/** The home center the address names; no such page (404) when there is none, for a post too. */
async function pageDealer(context: Route.LoaderArgs['context'], lotNumber: string) {
  const { getDealer: dealer } = await context.get(appContext).execute(GetDealerQuery, {
    lotNumber,
  });
  if (!dealer) throw data(null, { status: 404 });
  return dealer;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const dealer = await pageDealer(context, params.lotNumber);
  const homes = budgetHomes(await allDealerHomes(app, dealer.lotNumber));
  const sent = sentLotNumber(context, url) === dealer.lotNumber;
  return { dealer, homes, sent };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await pageDealer(context, params.lotNumber);
  const path = `/lp/${encodeURIComponent(params.lotNumber)}/affordable-homes`;
  return siteFormAction(context, request, 'affordable-homes', `${path}#ask`, params.lotNumber);
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { dealer } = loaderData;
  return seoMeta({
    matches,
    path: `/lp/${dealer.lotNumber}/affordable-homes`,
    title: `Affordable homes at ${dealer.name}`,
    description: `Manufactured and modular homes under ${formatPrice(BUDGET_PRICE_LIMIT)} at ${dealer.name} in ${dealer.city}, ${dealer.state}. Call ${dealer.phoneFormatted}.`,
  });
}

export default function AffordableHomes({ loaderData }: Route.ComponentProps) {
  const { dealer, homes, sent } = loaderData;
  const lotNumber = useLotNumberParam();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          Affordable homes at {dealer.name}
        </h1>
        <p className="mt-3 text-lg text-muted">
          Homes on our lot in {dealer.city}, {dealer.state} and floor plans we build to order,
          priced under {formatPrice(BUDGET_PRICE_LIMIT)}; each card says which it is. The price is
          the home’s, with delivery within our included miles (each home’s cost estimate says how
          far); delivery beyond them, set-up, site work and land are extra unless a listing says
          otherwise. Call{' '}
          <a href={`tel:+1${dealer.phone}`} className="font-semibold text-brand-700 underline">
            {dealer.phoneFormatted}
          </a>
          .
        </p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="affordable-title">
          <h2 id="affordable-title" className="text-2xl font-bold text-brand-900">
            {homes.length} {homes.length === 1 ? 'home' : 'homes'} under{' '}
            {formatPrice(BUDGET_PRICE_LIMIT)}
          </h2>
          {homes.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2" aria-label="Affordable homes">
              {homes.map((home, i) => (
                <li key={home.inventoryId} className="flex">
                  <HomeCard home={home} eager={i === 0} href={homeHref(home, { lotNumber })} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3">
              None right now. Tell us what you are looking for and we will let you know when one
              comes in.
            </p>
          )}
        </section>
        <section id="ask" aria-labelledby="ask-title" className="scroll-mt-24">
          <h2 id="ask-title" className="text-2xl font-bold text-brand-900">
            Hear from us
          </h2>
          <div className="mt-4">
            {sent ? (
              <SentThanks homeCenter={dealer} what={SITE_FORMS['affordable-homes'].sent} />
            ) : (
              <SiteForm
                kind="affordable-homes"
                needsZip={false}
                submitLabel="Send"
                homeCenterName={dealer.name}
              />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
