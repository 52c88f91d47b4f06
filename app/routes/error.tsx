import { ErrorDisplay } from '../components/error-display.tsx';

export function meta() {
  return [{ title: 'Something went wrong' }, { name: 'robots', content: 'noindex' }];
}

export default function ErrorRoute() {
  return <ErrorDisplay />;
}
