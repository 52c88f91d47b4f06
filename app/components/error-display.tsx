import { useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { MessagePage } from './message-page.tsx';

/**
 * SPEC §2 /error and every unexpected failure: says what happened, offers a
 * way on, and how to reach a person (issue 12): the home center's number on
 * its site, else where to find the nearest one.
 */
export function ErrorDisplay() {
  const dealer = useRouteLoaderData<typeof rootLoader>('root')?.site.dealer ?? null;
  return (
    <MessagePage
      id="error-title"
      eyebrow="Something went wrong"
      title="We could not load this page"
    >
      It is our fault, not yours. Please try again in a moment.{' '}
      {dealer ? (
        <>
          If it keeps happening, call {dealer.name} at{' '}
          <a href={`tel:+1${dealer.phone}`} className="font-semibold text-brand-700 underline">
            {dealer.phoneFormatted ?? dealer.phone}
          </a>{' '}
          ({dealer.hours.map((h) => `${h.days} ${h.open}`).join('; ')}) and they will help you by
          phone.
        </>
      ) : (
        <>
          If it keeps happening, call the home center nearest you: the{' '}
          <a href="/about-us#find" className="font-semibold text-brand-700 underline">
            home-center finder
          </a>{' '}
          gives its number.
        </>
      )}
    </MessagePage>
  );
}

/** A page whose address carries a value the site cannot use (a hand-edited link): status 400. */
export function BadAddress() {
  return (
    <MessagePage
      id="error-title"
      eyebrow="Please check the address"
      title="This address has a value we cannot use"
    >
      Part of the link you followed is not one we understand, perhaps from a typo or a shortened
      copy. Start again from the home page, or search for homes near you.
    </MessagePage>
  );
}

/**
 * A page the server would not build yet (429: pages came faster from this
 * connection than it builds them; 503: the site is busy). Nobody's fault:
 * the address keeps the search or page asked for, so trying again is one tap.
 */
export function Busy({ status, said }: { status: number; said: unknown }) {
  const { pathname, search, hash } = useLocation();
  // The server's own words when they are a short sentence ("… Try again in 4 seconds.").
  const words = typeof said === 'string' && said.length < 200 && !said.includes('<') ? said : null;
  return (
    <MessagePage
      id="error-title"
      eyebrow="Please wait a moment"
      title={status === 429 ? 'Too many pages at once' : 'The site is busy'}
    >
      {words ??
        (status === 429
          ? 'Pages were asked for faster than we build them for one connection.'
          : 'Many people are looking right now.')}{' '}
      Nothing you chose is lost: it is in the address.{' '}
      {/* A new document: the server answers it whole, in its own words if still refused. */}
      <a href={`${pathname}${search}${hash}`} className="font-semibold text-brand-700 underline">
        Try again
      </a>
    </MessagePage>
  );
}
