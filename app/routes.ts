import { index, route, type RouteConfig } from '@react-router/dev/routes';

// SPEC §2. Any path not listed here reaches the splat route: the 404 screen.
export default [
  index('routes/home.tsx'),
  route('error', 'routes/error.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
