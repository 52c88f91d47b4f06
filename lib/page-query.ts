// The query parameters pages read. The page cache keys a page on these alone
// and renders it without any other (server/http/page-handler.ts): a parameter
// no page reads (?utm_source, ?x=random to bust the cache) changes nothing on
// the page, so it must not cost a render or an entry (issue 9).
//
// A page that starts reading a new parameter lists it here; a unit test
// (page-query.test.ts) finds every searchParams.get in app/ and checks.

export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // Any page: the home center chosen by parameter (SPEC §2).
  'lotNumber',
  // The home page's ZIP box.
  'zip',
  // /homes and /land (lib/home-search.ts).
  'where',
  'beds',
  'baths',
  'minPrice',
  'maxPrice',
  'minSquareFeet',
  'maxSquareFeet',
  'maxMonthly',
  'minAcres',
  'multiSection',
  'feature',
  'sort',
  'page',
  // The corporate About page's home-center finder (issue 12).
  'near',
  // /news-events: more of the events coming up (?events=24, in steps of 12), not only the soonest.
  'events',
  // Account screens: the client whose brand they wear, the sign-in to return to, which form.
  'client',
  'uid',
  'screen',
  // Account screens' and /contact-us's "sent" state (the home center that has the message).
  'sent',
  // /contact-us's thank-you for a message our own team answers (lib/forms/our-team.ts).
  'team',
  // A public form's thank-you from a ZIP code far from every home center (how far it is).
  'from',
  // A thank-you's address is the server's, not typed (server/http/thank-you-seal.ts).
  'seal',
  // A home center's About page after "Book a visit": the day and time of day asked for.
  'visitDate',
  'visitTime',
  // The configurator (issue 13): its step, the design being changed, the design just saved;
  // each choice is o{configuratorOptionId} (CONFIGURATOR_CHOICE below).
  'nav',
  'design',
  'saved',
  // A home's estimate panel (issue 14, lib/pricing/estimate.ts ESTIMATE_PARAMS).
  'foundation',
  'utilities',
  'land',
  'landPrice',
  'down',
  'rate',
  'years',
  // Staff pages' next page, and whose estimate figures (/staff/pricing).
  'after',
  'homeCenter',
  // React Router's own: data requests name the routes whose data they want,
  // and route discovery (/__manifest) the paths it wants and its build's version.
  '_routes',
  'paths',
  'version',
]);

/** A configurator choice (lib/configurator/selections.ts choiceField): o{configuratorOptionId}. */
const CONFIGURATOR_CHOICE = /^o\d{1,6}$/;

/** The query a page is rendered and cached with: only the parameters pages read, in their order. */
export function canonicalPageQuery(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams(
    [...search].filter(
      ([name]) => PAGE_QUERY_PARAMETERS.has(name) || CONFIGURATOR_CHOICE.test(name),
    ),
  );
}
