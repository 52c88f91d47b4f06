// The portal's pages (SPEC §2 portal routes) as its navigation lists them.
import { plannerSectionByInternalName, type PlannerSectionName } from '../../lib/planner.ts';
export type PortalPage = {
  path: string;
  label: string;
  /** The planner's section pages sit under the planner in the navigation. */
  section?: PlannerSectionName;
};

/** SPEC §2's name of a planner section ("Home Buying Journey"): its page's title and link. */
export function sectionTitle(section: PlannerSectionName): string {
  return plannerSectionByInternalName(section)!.name;
}

export const PORTAL_PAGES: readonly PortalPage[] = [
  { path: '/portal', label: 'Overview' },
  { path: '/portal/planner', label: 'Planner' },
  {
    path: '/portal/home-buying-journey',
    label: sectionTitle('journey'),
    section: 'journey',
  },
  { path: '/portal/budget', label: 'Budget', section: 'budget' },
  { path: '/portal/land', label: 'Land', section: 'land' },
  {
    path: '/portal/my-home-aspirations',
    label: sectionTitle('aspirations'),
    section: 'aspirations',
  },
  { path: '/portal/homes-for-you', label: 'Homes for you' },
  { path: '/portal/favorites', label: 'Favorites' },
  { path: '/portal/designs', label: 'Designs' },
  { path: '/portal/account-details', label: 'Account details' },
];

/** Where each planner section is worked on. */
export const SECTION_PATHS = {
  journey: '/portal/home-buying-journey',
  budget: '/portal/budget',
  land: '/portal/land',
  aspirations: '/portal/my-home-aspirations',
} as const;

/** Every portal page: its title, and never in a search engine. */
export function portalMeta(title: string) {
  return [{ title: `${title} | Home account` }, { name: 'robots', content: 'noindex' }];
}
