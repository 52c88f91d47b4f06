// The home-center finder (issue 12) on the corporate About page: a GET form,
// so it works without JavaScript, then the nearest home centers with their
// distances, numbered as the offline map beside them shows them.
import { Form } from 'react-router';
import { distancePhrase } from '../../lib/distance.ts';
import { finderMapUrl, FINDER_MAP_HEIGHT, MAP_WIDTH } from '../../lib/map-image-url.ts';
import type { FinderResult } from '../home-center-finder.server.ts';
import { typedZipCode } from '../../lib/place-search.ts';

export function HomeCenterFinder({
  finder,
  page = '/about-us',
  target = '/',
  heading = 'Find a home center near you',
}: {
  finder: FinderResult;
  /** The page the finder is on (its search comes back there). */
  page?: string;
  /** Where a found home center leads, with its lotNumber. */
  target?: string;
  heading?: string;
}) {
  const { query, place, results, problem, note } = finder;
  // Miles from a typed ZIP code are from its centre, not the town's: say which (a town's differ).
  const measuredFrom = place
    ? typedZipCode(query) !== null
      ? place.postalCode
      : place.cityStateFormatted
    : '';
  return (
    <section id="find" aria-labelledby="finder-title" className="mt-12 scroll-mt-24">
      <h2 id="finder-title" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <Form
        method="get"
        action={`${page}#find`}
        className="mt-4 flex max-w-lg flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="near" className="block text-sm font-semibold">
            ZIP code or town
          </label>
          <input
            id="near"
            name="near"
            defaultValue={query}
            maxLength={80}
            autoComplete="postal-code"
            placeholder="37918 or Knoxville, TN"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'near-problem' : undefined}
            className="mt-1 w-full rounded-md border border-muted px-3 py-2"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Find
        </button>
      </Form>
      {note ? <p className="mt-3 font-semibold text-amber-900">{note}</p> : null}
      {problem ? (
        <p id="near-problem" role="alert" className="mt-3 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {place && results.length > 0 ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
          <ol className="space-y-3" aria-label={`Home centers near ${place.cityStateFormatted}`}>
            {results.map(({ dealer, distance }, i) => (
              <li
                key={dealer.dealerId}
                className="flex gap-3 rounded-lg border border-brand-100 p-4"
              >
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-600 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <p className="font-semibold">
                    <a
                      href={`${target}?lotNumber=${dealer.lotNumber}`}
                      className="text-brand-700 underline"
                    >
                      {dealer.name}
                    </a>
                  </p>
                  <p className="text-sm text-muted">
                    {distancePhrase(distance, measuredFrom)} · {dealer.address1}, {dealer.city},{' '}
                    {dealer.state}
                  </p>
                  <p className="mt-1 text-sm">
                    <a href={`tel:+1${dealer.phone}`} className="text-brand-700 underline">
                      {dealer.phoneFormatted}
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <img
            src={finderMapUrl(place.postalCode)}
            width={MAP_WIDTH}
            height={FINDER_MAP_HEIGHT}
            alt={`Map of the ${results.length} home centers nearest ${place.cityStateFormatted}, numbered as in the list`}
            className="h-auto w-full self-start rounded-lg border border-brand-100"
          />
        </div>
      ) : null}
    </section>
  );
}
