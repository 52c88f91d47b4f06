// The process's rendered server fragments (app/server-fragments.tsx, decision
// 0017), emptied by server/app.ts whenever the catalogue or the pricing
// changes. Bounded by count; the oldest kept goes first. A read does not
// reorder (a least-recently-used list would rewrite the entry on every hit of
// every card): a popular fragment pushed out is rendered again once.
import type { FragmentStore } from '../../app/server-fragments.tsx';

/** A header per page address and a card per model and place are the widest keys: a few megabytes. */
export const FRAGMENT_STORE_ENTRIES = 4_000;

export function createFragmentStore(maxEntries = FRAGMENT_STORE_ENTRIES): FragmentStore & {
  clear(): void;
  forRequest(): FragmentStore;
  readonly size: number;
} {
  const kept = new Map<string, string>();
  /** How many times the store was emptied. */
  let clears = 0;
  const set = (key: string, html: string) => {
    if (!kept.has(key) && kept.size >= maxEntries) {
      kept.delete(kept.keys().next().value!);
    }
    kept.set(key, html);
  };
  return {
    get: (key) => kept.get(key),
    set,
    clear: () => {
      clears++;
      kept.clear();
    },
    /**
     * The store for one request, from its start: what it renders after the
     * store was emptied is not kept, since its data may predate the change. A
     * card's key leaves out the model's own fields (`fragmentKeyOf`), so a
     * card rendered from data read before a catalogue change would otherwise
     * be kept under the key the new data makes.
     */
    forRequest: () => {
      const at = clears;
      return {
        get: (key) => kept.get(key),
        set: (key, html) => {
          if (clears === at) set(key, html);
        },
      };
    },
    get size() {
      return kept.size;
    },
  };
}
