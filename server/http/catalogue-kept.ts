// Values a page reads from the catalogue alone (a search's feature list), kept
// in the process until the catalogue or the pricing changes, when server/app.ts
// empties it with the fragments (decision 0017). Each is kept as its read
// (a promise), so the requests that ask at once share one; a read that fails
// is not kept.
export type CatalogueKept = {
  get<T>(name: string, read: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createCatalogueKept(): CatalogueKept {
  const kept = new Map<string, Promise<unknown>>();
  return {
    get<T>(name: string, read: () => Promise<T>): Promise<T> {
      const found = kept.get(name) as Promise<T> | undefined;
      if (found) return found;
      const reading = read();
      kept.set(name, reading);
      reading.catch(() => {
        if (kept.get(name) === reading) kept.delete(name);
      });
      return reading;
    },
    clear: () => kept.clear(),
  };
}
