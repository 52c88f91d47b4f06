// Security baseline (DESIGN §10): a strict CSP with a per-response nonce,
// HSTS on https, no framing (but the sign-in landing's, by our own pages), no sniffing.
import { createHash, randomFillSync } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces at a time: one call to the system's random source, not one a page. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;

/** A fresh CSP nonce: 16 random bytes, base64 (each used once, never reused). */
export function newNonce(): string {
  if (noncePoolAt >= noncePool.length) {
    randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

/**
 * The sign-in landing (SPEC §2 /myhome-account-login): a silent sign-in
 * (SPEC §4, "fetch the token silently") loads it in a hidden frame of our own
 * page, so our own pages, and only they, may frame it.
 */
export const SIGN_IN_LANDING_PATH = '/myhome-account-login';

/** Whether a page may be framed by our own pages (else by none). */
function framedBySelf(path: string | undefined): boolean {
  return path === SIGN_IN_LANDING_PATH;
}

/**
 * A page's policy for its nonce; `formActions` are other origins its forms
 * may end on; `path` the page's (the sign-in landing may be framed by our own pages).
 */
export type ContentSecurityPolicy = ((
  nonce: string,
  formActions?: readonly string[],
  path?: string,
) => string) & {
  /**
   * The policy of a page served from the page cache (http/page-cache.ts): its
   * inline scripts allowed by their SHA-256 hashes, its script files by
   * 'self', and no nonce, so the copy every visitor gets for a minute or ten
   * carries no nonce that an attacker could read once and reuse (issue 9;
   * docs/decisions/0005).
   */
  forCachedPage(scriptHashes: readonly string[], path?: string): string;
};

export function createContentSecurityPolicy(options: {
  production: boolean;
  /** The identity provider's origin: a dealer's own host signs in through it (issue 4). */
  identityOrigin: string;
}): ContentSecurityPolicy {
  const { production, identityOrigin } = options;
  const policy = (script: string, formActions: readonly string[], path: string | undefined) => {
    return [
      `default-src 'self'`,
      `script-src ${script}`,
      // Styles ship as one hashed file; the dev server injects <style> tags.
      `style-src 'self'${production ? '' : " 'unsafe-inline'"}`,
      `img-src 'self' data:`,
      `font-src 'self'`,
      `connect-src 'self' ${identityOrigin}${production ? '' : ' ws: wss:'}`,
      // The silent sign-in's hidden frame (SPEC §4: a token fetched silently) opens the
      // provider, which on a home center's own host is another origin.
      `frame-src 'self' ${identityOrigin}`,
      `object-src 'none'`,
      `base-uri 'self'`,
      // Browsers check every redirect after a form post against this list.
      `form-action 'self'${formActions.map((origin) => ` ${origin}`).join('')}`,
      `frame-ancestors ${framedBySelf(path) ? "'self'" : "'none'"}`,
    ].join('; ');
  };
  const forNonce = (nonce: string, formActions: readonly string[] = [], path?: string) =>
    policy(
      production
        ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
        : `'self' 'nonce-${nonce}' 'unsafe-inline'`,
      formActions,
      path,
    );
  return Object.assign(forNonce, {
    forCachedPage: (scriptHashes: readonly string[], path?: string) =>
      policy(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '), [], path),
  });
}

/**
 * The SHA-256 (base64) of every inline script of an HTML page, in order, each
 * once: what a hash-source names. Script files (with src) are not inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || match[2] === '') continue;
    // Data (JSON-LD, a page's JSON data) is never run: CSP does not apply to it.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(match[1]!)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) {
      continue;
    }
    hashes.add(createHash('sha256').update(match[2]!, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/**
 * Pages a sign-in popup passes through: the provider's and the portal landing
 * that finishes the sign-in. They keep no opener policy, because a popup
 * opened on a dealer's own host goes to the provider's origin and back, and
 * a browser would cut it from its opener (which waits for its answer) on
 * entering a page that has one.
 */
export function inSignInPopup(path: string): boolean {
  return path.startsWith('/oidc/') || path === SIGN_IN_LANDING_PATH;
}

export function securityHeaders(options: {
  publicUrl: string;
  contentSecurityPolicy: ContentSecurityPolicy;
}) {
  const https = options.publicUrl.startsWith('https://');
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      'Content-Security-Policy',
      options.contentSecurityPolicy(res.locals.nonce as string, [], req.path),
    );
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', framedBySelf(req.path) ? 'SAMEORIGIN' : 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (!inSignInPopup(req.path)) {
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    }
    next();
  };
}
