import { index, route, type RouteConfig } from '@react-router/dev/routes';

// SPEC §2. Any path not listed here reaches the splat route: the 404 screen.
export default [
  index('routes/home.tsx'),
  route('myhome-account-login', 'routes/account-login.tsx'),
  route('homes', 'routes/homes.tsx', { id: 'homes' }),
  route('homes/:serialNumber', 'routes/home-details.tsx'),
  route('homes/:serialNumber/brochure', 'routes/home-brochure.tsx'),
  route('homes/model/:modelNumber', 'routes/model-details.tsx'),
  route('homes/model/:modelNumber/brochure', 'routes/model-brochure.tsx'),
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
  route('error', 'routes/error.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
