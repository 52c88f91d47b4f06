// A thank-you's address is one the server wrote (issue 12's public forms and
// "Ask about this home"): a form sent moves to its page with `?sent={lotNumber}`
// (and `&from={zip}`, `&team=`, the visit asked for), which the page reads to
// say who has the message. A mark of those parameters under the site's cookie
// keys (`&seal=`) tells that address from a typed one, which then shows the
// form: no thank-you, nearest home center or distance is said for a message
// nobody sent. Nothing personal is in the address, so the page may be cached.
import { isKeyedMark, keyedMark } from '../identity/keyed-mark.ts';

export const SEAL_PARAMETER = 'seal';
const PURPOSE = 'thank-you';
/**
 * What a thank-you says from its address: who has it, the far ZIP code, our
 * team, the visit asked for. Others (a lot number, a remembered place's
 * `where`, a tracking tag) may be added on the way and say nothing of it.
 */
const SEALED = new Set(['sent', 'from', 'team', 'visitDate', 'visitTime']);

export type ThankYouSeal = {
  /** `href` (a path, query and #part) with its seal added. */
  seal(href: string): string;
  /** Whether the address's sent parameters carry the seal the server wrote. */
  isSealed(url: URL): boolean;
};

/** What is sealed: the page (its trailing slash aside, as page data drops it) and the sent parameters, sorted. */
function sealedText(url: URL): string {
  const sent = [...url.searchParams]
    .filter(([name]) => SEALED.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return `${url.pathname.replace(/\.data$/, '').replace(/\/+$/, '')}\n${sent.join('&')}`;
}

export function createThankYouSeal(keys: readonly string[]): ThankYouSeal {
  if (keys.length === 0) throw new Error('A thank-you seal needs a key.');
  return {
    seal(href) {
      const url = new URL(href, 'http://site.invalid');
      url.searchParams.delete(SEAL_PARAMETER);
      url.searchParams.append(SEAL_PARAMETER, keyedMark(keys[0]!, PURPOSE, sealedText(url)));
      return `${url.pathname}${url.search}${url.hash}`;
    },
    isSealed(url) {
      // Every key counts: a seal written before the keys turned still opens.
      const given = url.searchParams.get(SEAL_PARAMETER) ?? '';
      return isKeyedMark(given, keys, PURPOSE, sealedText(url));
    },
  };
}
