// SPEC §9's lazy chunk load time-out (120 s) and §8's "failure to load a
// script or style chunk after 120 seconds": every part of the browser's code
// loaded on demand (the sign-in library, a form's checks, the favourites'
// engine, the designer's saving) is loaded through loadChunk, so a chunk
// that never arrives fails as one that could not load does.

export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(
      `Part of this page did not load within ${Math.round(timeoutMs / 1000)} seconds. Check your connection and try again.`,
    );
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** What `load` imports, or a ChunkLoadTimeoutError once `timeoutMs` has passed without it. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
