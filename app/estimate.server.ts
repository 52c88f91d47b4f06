// What a page's estimate panel needs (issue 14): the home center's dated
// figures, the buyer's choices from the address, and how far their site is.
import { pricingDefaultsSchema } from '../lib/pricing/schema.ts';
import type { RouterContextProvider } from 'react-router';
import { straightLineMiles } from '../lib/distance.ts';
import {
  DEFAULT_PRICING,
  parseEstimateChoices,
  type EstimateChoices,
  type PricingDefaults,
} from '../lib/pricing/estimate.ts';
import { appContext } from './context.ts';
import { PricingDefaultsQuery } from './graphql/documents/details.ts';
import { LocationQuery } from './graphql/documents/search.ts';
import { isPostalCode } from '../lib/location-source.ts';

export type EstimateContext = {
  defaults: PricingDefaults;
  /** The home center set its own figures (else they are the company's). */
  own: boolean;
  homeCenterName: string | null;
  /** The buyer's site as typed (a 5-digit ZIP code), or ''. */
  zip: string;
  /** Straight-line miles from the home center to the site; null when the site is not known. */
  miles: number | null;
  /** Where `miles` are measured from when no ZIP code was given here: the place the page was given. */
  measuredFrom: string | null;
  /** The site is known (a ZIP code given here or to the page), but there is no home center near it. */
  siteWithoutHomeCenter: boolean;
  choices: EstimateChoices;
  errors: Partial<Record<keyof EstimateChoices | 'zip', string>>;
};

type HomeCenter = { lotNumber: string; name: string; latitude: number; longitude: number };

/**
 * A model's panel (its page, brochure and designer): its nearest home center's
 * figures, and that center's distance when the buyer chose the place
 * (?where=); the site's default place says nothing about the buyer's site.
 */
export function loadModelEstimate(
  context: Readonly<RouterContextProvider>,
  url: URL,
  model: { nearestDealer: HomeCenter | null; distance: number | null },
  chosenPlace: string | null,
): Promise<EstimateContext> {
  const knownMiles = chosenPlace && model.distance !== null ? model.distance : null;
  return loadEstimate(context, url, model.nearestDealer, knownMiles, chosenPlace);
}

/**
 * The panel's data. `knownMiles` is the page's own distance to the home center
 * (a model page placed at the buyer's ZIP code), used when the panel was not
 * given a ZIP code of its own; `knownFrom` names the place the page was given
 * ("Knoxville, TN"), null when it was given none.
 */
export async function loadEstimate(
  context: Readonly<RouterContextProvider>,
  url: URL,
  homeCenter: HomeCenter | null,
  knownMiles: number | null = null,
  knownFrom: string | null = null,
): Promise<EstimateContext> {
  const { execute } = context.get(appContext);
  const { choices, errors } = parseEstimateChoices(url.searchParams);
  const zipErrors: EstimateContext['errors'] = { ...errors };
  const zip = (url.searchParams.get('zip') ?? '').trim().slice(0, 10);
  const [{ pricingDefaults }, place] = await Promise.all([
    execute(PricingDefaultsQuery, { lotNumber: homeCenter?.lotNumber ?? null }),
    isPostalCode(zip)
      ? execute(LocationQuery, { postalCode: zip, search: null }).then((r) => r.location)
      : Promise.resolve(null),
  ]);
  if (zip && !place) zipErrors.zip = 'Enter the 5-digit ZIP code of your site, like 37918.';
  const parsed = pricingDefaultsSchema.safeParse(JSON.parse(pricingDefaults.defaults));
  let miles = knownMiles;
  if (place && homeCenter) miles = straightLineMiles(place, homeCenter);
  return {
    defaults: parsed.success ? parsed.data : DEFAULT_PRICING,
    own: pricingDefaults.own,
    homeCenterName: homeCenter?.name ?? null,
    zip,
    miles: miles === null ? null : Math.round(miles),
    measuredFrom: miles !== null && !(place && homeCenter) ? knownFrom : null,
    // A site known (here or to the page) with no home center near it: the delivery line says so.
    siteWithoutHomeCenter: homeCenter === null && (place !== null || knownFrom !== null),
    choices,
    errors: zipErrors,
  };
}
