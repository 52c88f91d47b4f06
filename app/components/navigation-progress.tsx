import { useNavigation } from 'react-router';

/**
 * SPEC §2: on a client navigation the previous page stays on screen until the
 * next page's data has loaded; this bar says something is on its way.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1" aria-hidden="true">
        {busy ? <div className="nav-progress h-full bg-accent-600" /> : null}
      </div>
      <p role="status" className="sr-only">
        {busy ? 'Loading…' : ''}
      </p>
    </>
  );
}
