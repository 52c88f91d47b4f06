import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** SPEC §2's content pages, each a file of content/pages/. */
const CONTENT_PAGE_PATHS = [
  'construction',
  'crossmod',
  'energysmart',
  'housesmart',
  'unbuilt',
  'facility-tour',
  'faq',
  'legal',
];

/** SPEC §2's promotions, each a file of content/promotions/ and a form of lib/forms/. */
const PROMOTIONS = ['trade-in', 'red-tag-sales-event', 'go-big-go-home', 'ebuilt-sales-event'];

// SPEC §2. Any path not listed here reaches the splat route: the 404 screen.
export default [
  index('routes/home.tsx'),
  route('myhome-account-login', 'routes/account-login.tsx'),
  route('homes', 'routes/homes.tsx', { id: 'homes' }),
  route('homes/:serialNumber', 'routes/home-details.tsx'),
  route('homes/:serialNumber/brochure', 'routes/home-brochure.tsx'),
  route('homes/model/:modelNumber', 'routes/model-details.tsx'),
  route('homes/model/:modelNumber/brochure', 'routes/model-brochure.tsx'),
  // The configurator, and a design seen through its share link (issue 13; docs/rules.md).
  route('homes/model/:modelNumber/design', 'routes/configurator/design.tsx'),
  route('designs/:shareToken', 'routes/configurator/shared-design.tsx'),
  // Staff pages behind STAFF_PASSWORD (server/http/staff-gate.ts): the pictures' health.
  route('staff/image-health', 'routes/staff/image-health.tsx'),
  // Issue 14: the figures behind every estimate, the company's and each home center's.
  route('staff/pricing', 'routes/staff/pricing.tsx'),
  route('land', 'routes/homes.tsx', { id: 'land' }),
  route('land/:stockNumber', 'routes/land-details.tsx'),
  // Our identity provider's sign-in screens (issue 4); the provider itself is /oidc/*.
  route('oidc/interaction/:uid', 'routes/sign-in.tsx'),
  // Forgot and reset password, confirm or undo an email change, and the development outbox.
  route('oidc/account/forgot-password', 'routes/account-forgot-password.tsx'),
  route('oidc/account/reset-password/:token', 'routes/account-reset-password.tsx'),
  route('oidc/account/confirm-email/:token', 'routes/account-confirm-email.tsx'),
  route('oidc/account/revert-email/:token', 'routes/account-revert-email.tsx'),
  route('oidc/account/outbox', 'routes/account-outbox.tsx'),
  // SPEC §2 portal routes: one private layout loads the signed-in buyer once (DESIGN §12).
  layout('routes/portal/layout.tsx', { id: 'portal' }, [
    route('portal', 'routes/portal/dashboard.tsx'),
    route('portal/planner', 'routes/portal/planner.tsx'),
    route('portal/home-buying-journey', 'routes/portal/home-buying-journey.tsx'),
    route('portal/budget', 'routes/portal/budget.tsx'),
    route('portal/land', 'routes/portal/land.tsx'),
    route('portal/my-home-aspirations', 'routes/portal/my-home-aspirations.tsx'),
    route('portal/homes-for-you', 'routes/portal/homes-for-you.tsx'),
    route('portal/favorites', 'routes/portal/favorites.tsx'),
    // Compare two to four favourites (issue 11; not in SPEC §2, recorded in docs/rules.md).
    route('portal/favorites/compare', 'routes/portal/compare.tsx'),
    route('portal/account-details', 'routes/portal/account-details.tsx'),
    // The buyer's saved designs (issue 13; not in SPEC §2, recorded in docs/rules.md).
    route('portal/designs', 'routes/portal/designs.tsx'),
  ]),
  // Curated collections (SPEC §2, issue 12).
  ...[
    'sale-homes',
    'mobile-manufactured-homes-on-display',
    'mobile-manufactured-homes-with-land',
  ].map((path) => route(path, 'routes/home-collection.tsx', { id: `collection-${path}` })),
  // Promotions (SPEC §2, issue 12): each with its form and its thank-you page.
  route('special-offers', 'routes/promotions/special-offers.tsx'),
  ...PROMOTIONS.flatMap((slug) => [
    route(`special-offers/${slug}`, 'routes/promotions/promotion.tsx', { id: `promotion-${slug}` }),
    route(`special-offers/${slug}/thank-you`, 'routes/promotions/thank-you.tsx', {
      id: `promotion-${slug}-thank-you`,
    }),
  ]),
  // Home centers (issue 12): the team, hours and map, or the company and its finder.
  route('about-us', 'routes/home-center/about-us.tsx'),
  route('our-homeowners', 'routes/home-center/our-homeowners.tsx'),
  route('lp/:lotNumber/affordable-homes', 'routes/home-center/affordable-homes.tsx'),
  route('give-a-testimonial', 'routes/home-center/testimonial-form.tsx', {
    id: 'give-a-testimonial',
  }),
  route('review', 'routes/home-center/testimonial-form.tsx', { id: 'review' }),
  // A home center's mail links here to publish a visitor's words (not a SPEC route).
  route('testimonials/:token', 'routes/home-center/testimonial-decision.tsx'),
  // Editorial content (issue 12): content/*.md looked up by path (SPEC §2).
  route('learn', 'routes/content/learn.tsx'),
  route('contact-us', 'routes/content/contact-us.tsx'),
  route('site-feedback', 'routes/content/site-feedback.tsx'),
  route('interactive-facility-tour', 'routes/content/interactive-facility-tour.tsx'),
  route('learn/:slug', 'routes/content/content-page.tsx', { id: 'learn-article' }),
  route('news-events', 'routes/content/news-events.tsx'),
  // SPEC §2: /news/{slug} and /event/{slug} are the same post screen.
  route('news/:slug', 'routes/content/post.tsx', { id: 'news-post' }),
  route('event/:slug', 'routes/content/post.tsx', { id: 'event-post' }),
  ...CONTENT_PAGE_PATHS.map((path) =>
    route(path, 'routes/content/content-page.tsx', { id: `content-${path}` }),
  ),
  route('error', 'routes/error.tsx'),
  // SPEC §2 /{hash}: a curated list under its code; any other one-segment path answers 404.
  route(':hash', 'routes/curated-list.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
