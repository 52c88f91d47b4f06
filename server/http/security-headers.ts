// Security baseline (DESIGN §10): a strict CSP with a per-response nonce,
// HSTS on https, no framing, no sniffing.
import type { NextFunction, Request, Response } from 'express';

/** A page's policy for its nonce; `formActions` are other origins its forms may end on. */
export type ContentSecurityPolicy = (nonce: string, formActions?: readonly string[]) => string;

export function createContentSecurityPolicy(options: {
  production: boolean;
  /** The identity provider's origin: a dealer's own host signs in through it (issue 4). */
  identityOrigin: string;
}): ContentSecurityPolicy {
  const { production, identityOrigin } = options;
  return (nonce, formActions = []) => {
    const script = production
      ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
      : `'self' 'nonce-${nonce}' 'unsafe-inline'`;
    return [
      `default-src 'self'`,
      `script-src ${script}`,
      // Styles ship as one hashed file; the dev server injects <style> tags.
      `style-src 'self'${production ? '' : " 'unsafe-inline'"}`,
      `img-src 'self' data:`,
      `font-src 'self'`,
      `connect-src 'self' ${identityOrigin}${production ? '' : ' ws: wss:'}`,
      `object-src 'none'`,
      `base-uri 'self'`,
      // Browsers check every redirect after a form post against this list.
      `form-action 'self'${formActions.map((origin) => ` ${origin}`).join('')}`,
      `frame-ancestors 'none'`,
    ].join('; ');
  };
}

/**
 * Pages a sign-in popup passes through: the provider's and the portal landing
 * that finishes the sign-in. They keep no opener policy, because a popup
 * opened on a dealer's own host goes to the provider's origin and back, and
 * a browser would cut it from its opener (which waits for its answer) on
 * entering a page that has one.
 */
export function inSignInPopup(path: string): boolean {
  return path.startsWith('/oidc/') || path === '/myhome-account-login';
}

export function securityHeaders(options: {
  publicUrl: string;
  contentSecurityPolicy: ContentSecurityPolicy;
}) {
  const https = options.publicUrl.startsWith('https://');
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      'Content-Security-Policy',
      options.contentSecurityPolicy(res.locals.nonce as string),
    );
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (!inSignInPopup(req.path)) {
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    }
    next();
  };
}
