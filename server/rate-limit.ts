// Rate limits for the identity screens, the portal's lead and first-party
// tracking (DESIGN §12: shared infrastructure): fixed-window counters in the
// rate_limit_hits table, so every process on a shared PostgreSQL counts
// together and the counts survive a restart.
//
// The aim is to slow an attacker without locking out the victim:
// - Windows are short and fixed: a refused caller is told when to come back
//   (retryAfterSeconds, for a Retry-After header and the screen), and nothing
//   stays locked after the window ends. No permanent lock-out.
// - Sign-in failures are counted per address (one source guessing many
//   accounts) and attempts per email (many sources guessing one account);
//   a browser that signed in to the email before is counted on its own
//   (SIGN_IN_KNOWN_BROWSER), so guessers never lock its owner out. The per-email count is
//   cleared when that email signs in successfully, so the owner's own typos
//   never add up across days; an attacker gets at most SIGN_IN_PER_EMAIL.limit
//   guesses per window, about a thousand a day, far too few against the
//   password rules of passwords.ts. While an attack goes on, the owner may be
//   slowed too, but can always use a reset link, which has its own counters and
//   clears the per-email sign-in count once the password is reset.
// - Sign-up and reset are counted per address; reset also per email, which
//   keeps anyone from filling a victim's mailbox with reset mails.
// - Addresses: IPv6 callers are counted per /64 (one customer's network, where
//   a single machine can pick any address); see ipKey.
// A fixed window can let through up to twice the limit across its boundary;
// that is fine for slowing guesses and keeps each check one upsert.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitHits } from './db/schema.ts';
import type { DomainContext } from './domain/context.ts';
import { normalizeIp } from './places/ip-address.ts';

export type RateLimit = { bucket: string; limit: number; windowMs: number };

const MINUTE = 60_000;

/**
 * Failed sign-ins per caller address (ipKey): 100 per 15 minutes. Buyers
 * share addresses (a carrier's NAT, a home center's Wi-Fi), so only failures
 * count (a sign-in that works is given back, see refund), and a browser that
 * signed in to the email before is not held by it at all (known-browser.ts).
 */
export const SIGN_IN_PER_IP = { bucket: 'sign-in:ip', limit: 100, windowMs: 15 * MINUTE } as const;
/** Sign-in attempts per email: 10 per 15 minutes; clear() it after a successful sign-in or reset. */
export const SIGN_IN_PER_EMAIL = {
  bucket: 'sign-in:email',
  limit: 10,
  windowMs: 15 * MINUTE,
} as const;
/**
 * Sign-in attempts per email from browsers that signed in to it before: 10 per
 * 15 minutes, the owner's own typos. A guesser has no such browser, so cannot
 * use this count up; the owner is held by no other.
 */
export const SIGN_IN_KNOWN_BROWSER = {
  bucket: 'sign-in:known-browser',
  limit: 10,
  windowMs: 15 * MINUTE,
} as const;
/**
 * Sign-ins started (GET /oidc/auth) per caller address: 300 per 15 minutes.
 * Each keeps a record for an hour; a person starts a few.
 */
export const SIGN_IN_STARTS_PER_IP = {
  bucket: 'sign-in-start:ip',
  limit: 300,
  windowMs: 15 * MINUTE,
} as const;
/**
 * Sign-ups (forms without mistakes) per caller address: 30 an hour. Each needs
 * a mailbox to finish, and each address's mail is limited on its own
 * (SIGN_UP_MAIL_PER_EMAIL): this only keeps one network from creating many.
 */
export const SIGN_UP_PER_IP = { bucket: 'sign-up:ip', limit: 30, windowMs: 60 * MINUTE } as const;
/**
 * Sign-up mails (a code, or a notice to an account's owner) per address: 5 an
 * hour. Past it, the screen answers the same and no mail goes: nobody can
 * fill a mailbox by signing up with its address.
 */
export const SIGN_UP_MAIL_PER_EMAIL = {
  bucket: 'sign-up:email',
  limit: 5,
  windowMs: 60 * MINUTE,
} as const;
/** Password reset requests per email: 3 an hour (each one sends a mail). */
export const RESET_PER_EMAIL = { bucket: 'reset:email', limit: 3, windowMs: 60 * MINUTE } as const;
/** Password reset requests per caller address: 10 an hour. */
export const RESET_PER_IP = { bucket: 'reset:ip', limit: 10, windowMs: 60 * MINUTE } as const;
/** Password changes per account: 10 per 15 minutes (each checks the current password). */
export const CHANGE_PASSWORD_PER_ACCOUNT = {
  bucket: 'change-password:account',
  limit: 10,
  windowMs: 15 * MINUTE,
} as const;
/** Email change requests per account: 5 an hour (each mails an address of the caller's choice). */
export const EMAIL_CHANGE_PER_ACCOUNT = {
  bucket: 'change-email:account',
  limit: 5,
  windowMs: 60 * MINUTE,
} as const;

/**
 * Leads a user sends to home centers: 10 an hour. Each mails a home center;
 * a replay of one submission (the same SubmissionId) is not counted.
 */
export const LEAD_PER_USER = { bucket: 'lead:user', limit: 10, windowMs: 60 * MINUTE } as const;
/**
 * "Ask about this home" per caller address: 10 an hour. Anyone may send one
 * without an account; each mails a home center. A replay is not counted.
 */
export const INQUIRY_PER_IP = { bucket: 'inquiry:ip', limit: 10, windowMs: 60 * MINUTE } as const;
/**
 * The public forms of issue 12 (contact us, feedback, promotions, visits) per
 * caller address: 10 an hour across them. A replay is not counted.
 */
export const FORM_PER_IP = { bucket: 'form:ip', limit: 10, windowMs: 60 * MINUTE } as const;
/**
 * Tracking events per caller address: 600 an hour. A buyer's session sends a
 * few dozen; the limit only keeps one source from filling the table.
 */
export const TRACKING_PER_IP = {
  bucket: 'tracking:ip',
  limit: 600,
  windowMs: 60 * MINUTE,
} as const;

/** Every limit above: the longest window says how long rows must be kept (pruneRateLimits). */
export const RATE_LIMITS: readonly RateLimit[] = [
  SIGN_IN_PER_IP,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_KNOWN_BROWSER,
  SIGN_IN_STARTS_PER_IP,
  SIGN_UP_PER_IP,
  SIGN_UP_MAIL_PER_EMAIL,
  RESET_PER_EMAIL,
  RESET_PER_IP,
  CHANGE_PASSWORD_PER_ACCOUNT,
  EMAIL_CHANGE_PER_ACCOUNT,
  LEAD_PER_USER,
  INQUIRY_PER_IP,
  FORM_PER_IP,
  TRACKING_PER_IP,
];

export type RateLimitResult = {
  allowed: boolean;
  /** Hits in this window, this one included. */
  hits: number;
  /** 0 when allowed; otherwise seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
};

const MAX_KEY_LENGTH = 200;

/**
 * Keys compare without regard to case or surrounding space (an attacker
 * must not get a fresh count by writing an email in capitals); very long keys
 * and keys with control characters (anything a caller typed) are stored as a hash.
 */
function normalizeKey(key: string): string {
  const normalized = key.trim().toLowerCase();
  // A control character (a NUL typed into the email box) cannot be stored as text.
  return normalized.length > MAX_KEY_LENGTH || /\p{Cc}/u.test(normalized)
    ? `sha256:${createHash('sha256').update(normalized).digest('hex')}`
    : normalized;
}

/**
 * The key to count a caller address under: an IPv4 address as it is (also
 * when it arrives IPv4-mapped), an IPv6 address as its /64 network.
 */
export function ipKey(ip: string): string {
  const address = normalizeIp(ip).replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((group) => Number.parseInt(group, 16).toString(16))
        .join(':')}::/64`
    : address;
}

function ipv6Groups(address: string): string[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  if (tail === undefined) return first.length === 8 ? first : null;
  const last = tail ? tail.split(':') : [];
  const missing = 8 - first.length - last.length;
  return missing >= 0 ? [...first, ...Array<string>(missing).fill('0'), ...last] : null;
}

/** The start (ms) of the window `now` falls in: windows are aligned to the epoch. */
function windowStartOf(now: Date, windowMs: number): number {
  return Math.floor(now.getTime() / windowMs) * windowMs;
}

/** How long a refused caller waits, in words: "1 minute", "42 minutes" (rounded up). */
export function minutesToWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt for key in bucket and says whether it is within the
 * limit. One atomic upsert: concurrent hits from any number of processes are
 * all counted. Windows are aligned to the epoch, so they end at the same
 * moment for every key.
 */
export async function hit(
  ctx: DomainContext,
  bucket: string,
  key: string,
  { limit, windowMs, now = new Date() }: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  if (!(windowMs >= 1000 && Number.isInteger(windowMs)) || !(limit >= 0)) {
    throw new Error(`Bad rate limit for ${bucket}: ${limit} per ${windowMs} ms`);
  }
  const windowStartMs = windowStartOf(now, windowMs);
  const [row] = await ctx.db
    .insert(rateLimitHits)
    .values({ bucket, key: normalizeKey(key), windowStart: new Date(windowStartMs), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  const hits = row!.hits;
  if (hits <= limit) return { allowed: true, hits, retryAfterSeconds: 0 };
  const remainingMs = windowStartMs + windowMs - now.getTime();
  return { allowed: false, hits, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/**
 * Gives back one hit of key in bucket in the current window (an attempt that
 * turned out not to be what the limit is for: a sign-in that worked).
 */
export async function refund(
  ctx: DomainContext,
  bucket: string,
  key: string,
  { windowMs, now = new Date() }: { windowMs: number; now?: Date },
): Promise<void> {
  const windowStart = new Date(windowStartOf(now, windowMs));
  await ctx.db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.key, normalizeKey(key)),
        eq(rateLimitHits.windowStart, windowStart),
      ),
    );
}

/** Forgets every count of key in bucket (e.g. SIGN_IN_PER_EMAIL after a successful sign-in). */
export async function clear(ctx: DomainContext, bucket: string, key: string): Promise<void> {
  await ctx.db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, normalizeKey(key))));
}

/**
 * Deletes windows that started before olderThan; returns how many. Run it now
 * and then with olderThan at least the longest window ago (RATE_LIMITS).
 */
export async function pruneRateLimits(ctx: DomainContext, olderThan: Date): Promise<number> {
  const deleted = await ctx.db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, olderThan))
    .returning({ bucket: rateLimitHits.bucket });
  return deleted.length;
}
