// /our-homeowners (SPEC §2 welcome-home gallery, §9; issue 12): families on
// delivery day, each pictured as the drawing of the home they bought. Shown
// only with at least 12 flagged images; otherwise what homeowners said, and
// where to see homes in person.
import { DataText } from '../../components/data-text.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext, siteContext } from '../../context.ts';
import { OurHomeownersQuery } from '../../graphql/documents/home-centers.ts';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/our-homeowners';

export async function loader({ context }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  const result = await context
    .get(appContext)
    .execute(OurHomeownersQuery, { lotNumber: dealer?.lotNumber ?? null });
  return { dealer, gallery: result.welcomeHomeGallery, words: result.homeCenterTestimonials };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.dealer?.name;
  return seoMeta({
    matches,
    path: '/our-homeowners',
    title: name ? `Our homeowners: welcome home from ${name}` : 'Our homeowners',
    description:
      'Families on delivery day with the homes they chose, and what they say about buying from their home center.',
  });
}

// Made once: toLocaleDateString builds a formatter per call (about 50 µs).
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = (iso: string) => MONTH_YEAR.format(new Date(iso));

export default function OurHomeowners({ loaderData }: Route.ComponentProps) {
  const { dealer, gallery, words } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          Welcome home
        </h1>
        <p className="mt-3 text-lg text-muted">
          {gallery.isShown
            ? `Families on delivery day${dealer ? ` at ${dealer.name}` : ''}, with the homes they chose. Pictures are drawn from each home's plans.`
            : `What homeowners say about buying${dealer ? ` from ${dealer.name}` : ' from our home centers'}.`}
        </p>
      </header>
      {gallery.isShown ? (
        <ul
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Welcome-home gallery"
        >
          {gallery.images.map((image, i) => (
            <li key={image.welcomeHomeImageId}>
              <figure className="overflow-hidden rounded-lg border border-brand-100">
                <img
                  src={image.model.exterior.src}
                  srcSet={image.model.exterior.srcSet}
                  sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
                  width={image.model.exterior.width}
                  height={image.model.exterior.height}
                  // The names come whole ("The Victory", "The Bailey family"): the family's in lower case mid-sentence.
                  alt={`${image.model.name}, the home of ${image.familyName.replace(/^The /, 'the ')} (a drawing)`}
                  loading={i < 3 ? 'eager' : 'lazy'}
                  className="h-auto w-full bg-brand-50"
                />
                <figcaption className="p-4 text-sm">
                  <p className="font-semibold text-ink">
                    <DataText text={image.caption} />
                  </p>
                  <p className="mt-1 text-muted">
                    {monthYear(String(image.deliveredOn))} ·{' '}
                    {dealer ? image.model.name : `${image.dealerName}, ${image.state}`}
                  </p>
                  <p className="mt-2">
                    <SiteLink
                      to={`/homes/model/${encodeURIComponent(image.model.modelNumber)}`}
                      className="text-brand-700 underline"
                    >
                      See {image.model.name.startsWith('The ') ? '' : 'the '}
                      {image.model.name}
                    </SiteLink>
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {words.length > 0 ? (
        <section aria-labelledby="words-title" className="mt-12">
          <h2 id="words-title" className="text-2xl font-bold text-brand-900">
            In their words
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {words.map((word, i) => (
              <li key={i} className="rounded-lg bg-brand-50 p-5">
                <p className="text-sm font-semibold text-accent-700">
                  <span className="sr-only">{word.rating} of 5 stars</span>
                  <span aria-hidden="true">
                    {'★'.repeat(word.rating)}
                    {'☆'.repeat(5 - word.rating)}
                  </span>
                </p>
                <blockquote className="mt-2 text-ink">
                  “<DataText text={word.content} />”
                </blockquote>
                <p className="mt-2 text-sm text-muted">{word.name}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2">
        <SiteLink
          to="/mobile-manufactured-homes-on-display"
          className="font-semibold text-brand-700 underline"
        >
          Walk through a home on display
        </SiteLink>
        <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
          See homes for sale
        </SiteLink>
      </p>
    </div>
  );
}
