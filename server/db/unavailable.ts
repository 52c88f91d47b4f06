// The database cannot be reached just now: stopped, restarting, refusing or
// cutting connections (issue 15: PostgreSQL restarted mid-load). Such a
// request is answered 503 with Retry-After, not 500: nothing about it was
// wrong, and the same request a few seconds later works.

/** Seconds a caller is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site cannot reach its records just now. Try again in a few seconds.';

// SQLSTATE 08 (connection exception), 57P01–57P03 (the server shutting down,
// crashed, or not yet accepting connections), 53300 (too many connections).
const SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/;
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
// node-postgres says these in words, without a code.
const MESSAGES =
  /^(?:Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET.has(code))) return true;
    if (MESSAGES.test(e.message)) return true;
  }
  return false;
}
