// SPEC §2 /interactive-facility-tour: the plant tour, drawn, a step at a time.
// No loader: the steps are fixed text and drawings (facility-tour.tsx).
import { FacilityTour } from '../../components/facility-tour.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/interactive-facility-tour';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    title: 'Interactive facility tour: how a home is built',
    description:
      'Follow one home through the plant in eight drawn steps, from the steel chassis to the inspection and the trip to your land.',
    path: '/interactive-facility-tour',
  });
}

export default function InteractiveFacilityTour() {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">
          Interactive facility tour
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          Follow one home through the plant in eight steps, from the bare steel chassis to the truck
          that takes it to your land, with what is worth asking at each station. Prefer to read it
          in one go? See{' '}
          <SiteLink to="/facility-tour" className="text-brand-700 underline">
            the written tour
          </SiteLink>{' '}
          (nine stations there: it gives the final inspection a station of its own) and{' '}
          <SiteLink to="/construction" className="text-brand-700 underline">
            how our homes are constructed
          </SiteLink>
          .
        </p>
      </header>
      <FacilityTour />
      <p className="mt-12 max-w-3xl text-lg text-ink">
        Every home center can tell you which plant builds a home and what is included in its
        delivery and set-up.{' '}
        <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
          Find a home near you
        </SiteLink>
        .
      </p>
    </article>
  );
}
