// The first checks every request passes (issue 9), before any page, the API
// or the identity provider sees it. Each refusal is a 4xx with a sentence
// saying what was wrong; nothing here reads a body or touches the database.
// - Methods: GET, HEAD, POST and OPTIONS only (405 otherwise: TRACE used to
//   reach the page renderer, which cannot build a request for it).
// - Bodies: a declared length over MAX_REQUEST_BODY_BYTES is refused (413)
//   before a byte of it is read; each route reads at most its own limit
//   (readBoundedBody), however the body is sent.
// - Addresses: a path over MAX_PATH_LENGTH (414), a broken %-escape in the
//   path, and a NUL anywhere in path or query (400): PostgreSQL cannot store
//   NUL, and no page of ours has a use for one.
// - Hosts: see site-host.ts. The normalised host is left in res.locals.host.
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import { escapeHtml, plainPage } from './plain-page.ts';
import type { HostCheck } from './site-host.ts';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
/** The most any request may send: above every route's own limit below (and the provider's 56 KB). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/**
 * The most a POST /graphql may send: the largest trusted document is under
 * 2 KB, and no operation's variables come near the rest
 * (server/graphql/trusted-documents.test.ts checks the documents against it).
 */
export const GRAPHQL_MAX_BODY_BYTES = 16 * 1024;
/** A page form's fields are a few short texts: tens of KB is far more than any needs. */
export const PAGE_FORM_MAX_BYTES = 32 * 1024;
/** Longer than any path of ours (SPEC §2's longest is under 100 characters). */
export const MAX_PATH_LENGTH = 1024;

export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** What a person reads as the heading of a refusal. */
const REFUSAL_TITLES: Record<number, string> = {
  400: 'We could not use this address',
  405: 'This site does not take that kind of request',
  413: 'That is more than this site takes',
  414: 'This address is too long',
  415: 'This site takes form posts only',
  429: 'Too many pages at once',
  503: 'The site is busy',
};

/**
 * A refusal in the form the caller reads: GraphQL's error list for /graphql,
 * a small page in the site's look for a browser, plain text otherwise.
 * `home` is where the page's way back leads (default: this host's home page).
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  home = '/',
): void {
  res.status(status).set('Cache-Control', 'no-store');
  if (status === 413) res.set('Connection', 'close');
  if (req.originalUrl.startsWith('/graphql')) {
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    res.json({ errors: [{ message, extensions: { code } }] });
  } else if (req.accepts(['text/plain', 'text/html']) === 'text/html') {
    res
      .type('html')
      .send(
        plainPage(
          REFUSAL_TITLES[status] ?? 'We could not answer this request',
          `<p>${escapeHtml(message)}</p>`,
          { brand: DEFAULT_BRAND_LABEL, homeCenter: null, home },
          DEFAULT_BRAND_LABEL,
        ),
      );
  } else {
    res.type('text/plain').send(message);
  }
}

/**
 * Reads a request's body into memory, at most `limit` bytes: a longer body
 * (declared, or found while reading) is an HttpError 413 and the rest is not
 * read. The connection is then closed by the answer (refuse).
 */
export function readBoundedBody(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.get('content-length') ?? Number.NaN);
  const tooLarge = () =>
    new HttpError(413, `The request body is larger than this address takes (${limit} bytes).`);
  if (declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new HttpError(400, `The request body could not be read (${error.message}).`));
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The body within `limit` bytes, or null once the caller has been refused (413, or 400 for a broken body). */
export async function boundedBodyOrRefuse(
  req: Request,
  res: Response,
  limit: number,
): Promise<Buffer | null> {
  try {
    return await readBoundedBody(req, limit);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    refuse(req, res, error.status, error.message);
    return null;
  }
}

function hasBrokenEscape(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The Host a request names: X-Forwarded-Host only from a proxy the site trusts (TRUST_PROXY). */
function requestedHost(req: Request): string | undefined {
  const forwarded = req.app.enabled('trust proxy') ? req.get('x-forwarded-host') : undefined;
  return forwarded?.split(',')[0]?.trim() ?? req.get('host');
}

export function requestGuard(options: {
  checkHost: (host: string | undefined) => HostCheck;
  /** PUBLIC_URL's origin: where loopback addresses are sent. */
  publicOrigin: string;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
      res.set('Allow', ALLOWED_METHODS.join(', '));
      refuse(req, res, 405, `This site does not answer ${req.method.slice(0, 20)} requests.`);
      return;
    }
    // OPTIONS means something only to the API and the provider (CORS): elsewhere, just the methods.
    if (
      req.method === 'OPTIONS' &&
      !req.originalUrl.startsWith('/graphql') &&
      !req.originalUrl.startsWith('/oidc/')
    ) {
      res.status(204).set('Allow', ALLOWED_METHODS.join(', ')).end();
      return;
    }
    if (Number(req.get('content-length') ?? 0) > MAX_REQUEST_BODY_BYTES) {
      refuse(req, res, 413, `The request body is larger than this site takes.`);
      return;
    }
    const url = req.originalUrl;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path.length > MAX_PATH_LENGTH) {
      refuse(
        req,
        res,
        414,
        'This address is longer than any page of this site. Check the link, or start from the home page.',
      );
      return;
    }
    if (hasBrokenEscape(path)) {
      refuse(
        req,
        res,
        400,
        'This address has a broken %-code, perhaps from a cut-off copy. Check the link, or start from the home page.',
      );
      return;
    }
    if (/%00|\0/.test(url)) {
      refuse(
        req,
        res,
        400,
        'This address has a hidden character (NUL) that no page of this site can use. Check the link, or start from the home page.',
      );
      return;
    }
    const host = options.checkHost(requestedHost(req));
    if (host.kind === 'loopback') {
      // The site answers at PUBLIC_URL; sign-in returns only there.
      res.redirect(307, `${options.publicOrigin}${url}`);
      return;
    }
    if (host.kind !== 'site') {
      refuse(
        req,
        res,
        400,
        host.kind === 'malformed'
          ? 'The Host header is not a host name.'
          : `This site does not answer at that address: it is at ${options.publicOrigin}. (Running it yourself? Set PUBLIC_URL to the address you use.)`,
        options.publicOrigin,
      );
      return;
    }
    res.locals.host = host.host;
    next();
  };
}
