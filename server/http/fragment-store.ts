// The process's rendered server fragments (app/server-fragments.tsx, decision
// 0017), emptied by server/app.ts whenever the catalogue or the pricing
// changes. Bounded by count; the oldest kept goes first. A read does not
// reorder (a least-recently-used list would rewrite the entry on every hit of
// every card): a popular fragment pushed out is rendered again once.
import type { FragmentStore } from '../../app/server-fragments.tsx';

/** A header per page address and a card per model and place are the widest keys: a few megabytes. */
export const FRAGMENT_STORE_ENTRIES = 4_000;

export function createFragmentStore(
  maxEntries = FRAGMENT_STORE_ENTRIES,
): FragmentStore & { clear(): void; readonly size: number } {
  const kept = new Map<string, string>();
  return {
    get: (key) => kept.get(key),
    set: (key, html) => {
      if (!kept.has(key) && kept.size >= maxEntries) {
        kept.delete(kept.keys().next().value!);
      }
      kept.set(key, html);
    },
    clear: () => kept.clear(),
    get size() {
      return kept.size;
    },
  };
}
