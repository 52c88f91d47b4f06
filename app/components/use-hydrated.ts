// Whether this render is the browser's own, after hydration: false on the
// server and in the render that hydrates its HTML, so both write the same.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
