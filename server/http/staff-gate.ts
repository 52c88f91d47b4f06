// /staff/... (issue 13: image health "shown to staff"): pages for the
// company's own people, behind HTTP Basic with STAFF_PASSWORD (any user
// name). Without a password they are open in development, and in production
// they do not exist (the not-found answer), so nothing is exposed by default.
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const STAFF_PATH = '/staff';

function passwordOf(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1000})$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function staffGate(options: { password: string | undefined; production: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (!options.password) {
      if (options.production) {
        res.status(404).type('text/plain').send('The Page You Were Looking For Was Not Found');
        return;
      }
      next();
      return;
    }
    const given = passwordOf(req.get('authorization'));
    if (given === null || !same(given, options.password)) {
      res.setHeader('WWW-Authenticate', 'Basic realm="Staff", charset="UTF-8"');
      res.status(401).type('text/plain').send('Staff only: sign in with the staff password.');
      return;
    }
    next();
  };
}
