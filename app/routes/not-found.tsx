import { data } from 'react-router';
import { NotFound, NOT_FOUND_TEXT } from '../components/not-found.tsx';
import { plainPageMeta } from '../seo.ts';
import type { Route } from './+types/not-found';

// Every path SPEC §2 does not list lands here and answers 404.
export function loader() {
  return data(null, { status: 404 });
}

// A form posted to such a path finds no page either: the same screen, not 405.
export function action() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return plainPageMeta(matches, NOT_FOUND_TEXT);
}

export default function NotFoundRoute() {
  return <NotFound />;
}
