// Titles, descriptions, canonical links and Open Graph tags (SPEC/issue: SEO).
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { DEFAULT_BRAND_LABEL } from '../lib/brands.ts';

// React Router's own match type, so a renamed field fails the type check
// instead of leaving every canonical link relative.
type RootMatch = MetaArgs['matches'][number] | undefined;

/** The public origin, from the root loader's public config. */
export function publicUrlFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { publicConfig?: { publicUrl?: string } } | undefined;
  return root?.publicConfig?.publicUrl ?? '';
}

export function seoMeta(input: {
  title: string;
  description: string;
  publicUrl: string;
  /** Path (and canonical query) of the page, e.g. /homes/model/FRE-2856-3A. */
  path: string;
  image?: { src: string; alt: string };
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = `${input.publicUrl}${input.path}`;
  const tags: MetaDescriptor[] = [
    { title: `${input.title} | ${DEFAULT_BRAND_LABEL}` },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: DEFAULT_BRAND_LABEL },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
  ];
  if (input.image) {
    tags.push(
      { property: 'og:image', content: `${input.publicUrl}${input.image.src}` },
      { property: 'og:image:alt', content: input.image.alt },
    );
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (input.jsonLd) tags.push({ 'script:ld+json': input.jsonLd });
  return tags;
}

/** schema.org PostalAddress of a US street address (home centers, in JSON-LD). */
export function postalAddressLd(place: {
  address1: string;
  city: string;
  state: string;
  postalCode: string;
}) {
  return {
    '@type': 'PostalAddress',
    streetAddress: place.address1,
    addressLocality: place.city,
    addressRegion: place.state,
    postalCode: place.postalCode,
    addressCountry: 'US',
  };
}
