import { ErrorDisplay } from '../components/error-display.tsx';
import { plainPageMeta } from '../seo.ts';
import type { Route } from './+types/error';

export function meta({ matches }: Route.MetaArgs) {
  return plainPageMeta(matches, 'Something went wrong');
}

export default function ErrorRoute() {
  return <ErrorDisplay />;
}
