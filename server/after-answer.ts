// Work that runs after the answer went out (a mail), so its time and its
// failure never show in the answer: a reset request answers the same whether
// or not an account uses the address, and a lead is stored even when the mail
// server is down. idle() lets tests and shutdown wait for what is in flight.
import type { Logger } from 'pino';

export type AfterAnswer = {
  /** Starts work now without waiting; a failure is logged by kind only, as a warning. */
  later(what: string, work: () => Promise<void>): void;
  /** Resolves once every piece of work started so far has finished or failed. */
  idle(): Promise<void>;
};

/**
 * What may be logged of a failure: never its message, which can name an
 * address or carry what a buyer wrote; only the error's type and codes.
 */
export function errorKind(error: unknown): { type: string; code?: string; responseCode?: number } {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

export function createAfterAnswer(logger: Logger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    later(what, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => logger.warn({ err: errorKind(error) }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
