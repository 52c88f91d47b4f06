// Titles, descriptions, canonical links and Open Graph tags (SPEC/issue: SEO).
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { DEFAULT_BRAND_LABEL } from '../lib/brands.ts';

// React Router's own match type, so a renamed field fails the type check
// instead of leaving every canonical link relative.
type RootMatch = MetaArgs['matches'][number] | undefined;

type RootData = {
  publicConfig?: { publicUrl?: string };
  site?: { dealer?: { name: string } | null };
};

function rootData(matches: readonly RootMatch[]): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

/** The public origin, from the root loader's public config. */
export function publicUrlFrom(matches: readonly RootMatch[]): string {
  return rootData(matches)?.publicConfig?.publicUrl ?? '';
}

/** Whose site this is, for titles: the home center's name on its own site, else the company's. */
export function siteNameOf(root: RootData | undefined): string {
  return root?.site?.dealer?.name ?? DEFAULT_BRAND_LABEL;
}

function siteNameFrom(matches: readonly RootMatch[]): string {
  return siteNameOf(rootData(matches));
}

/** A document title followed by whose site it is; a title that already names the site is not followed by its name again. */
export function titleOnSite(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** The title and noindex of a page that is not content: a 404, an error, a one-time decision. */
export function plainPageMeta(matches: readonly RootMatch[], title: string): MetaDescriptor[] {
  return [
    { title: titleOnSite(title, siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

export function seoMeta(input: {
  title: string;
  description: string;
  /** The page's matches: the public origin and whose site it is come from the root's data. */
  matches: readonly RootMatch[];
  /** Path (and canonical query) of the page, e.g. /homes/model/FRE-2856-3A. */
  path: string;
  image?: { src: string; alt: string };
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}): MetaDescriptor[] {
  const publicUrl = publicUrlFrom(input.matches);
  const siteName = siteNameFrom(input.matches);
  const url = `${publicUrl}${input.path}`;
  const tags: MetaDescriptor[] = [
    { title: titleOnSite(input.title, siteName) },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
  ];
  if (input.image) {
    tags.push(
      { property: 'og:image', content: `${publicUrl}${input.image.src}` },
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
