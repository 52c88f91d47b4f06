// Security baseline (DESIGN §10): a strict CSP with a per-response nonce,
// HSTS on https, no framing, no sniffing.
import type { NextFunction, Request, Response } from 'express';

export function contentSecurityPolicy(nonce: string, production: boolean): string {
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
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(options: { production: boolean; publicUrl: string }) {
  const https = options.publicUrl.startsWith('https://');
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(res.locals.nonce as string, options.production),
    );
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    next();
  };
}
