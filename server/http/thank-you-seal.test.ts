import { describe, expect, it } from 'vitest';
import { createThankYouSeal } from './thank-you-seal.ts';

const at = (href: string) => new URL(href, 'http://localhost:3000');

describe('the thank-you seal', () => {
  const seal = createThankYouSeal(['new-key', 'old-key']);

  it('adds a mark to the sent parameters, keeping the page, its other parameters and #part', () => {
    const sealed = seal.seal('/about-us?visitDate=2026-12-12&visitTime=morning&sent=1#visit');
    expect(sealed).toMatch(
      /^\/about-us\?visitDate=2026-12-12&visitTime=morning&sent=1&seal=[\w-]{22}#visit$/,
    );
    expect(seal.isSealed(at(sealed))).toBe(true);
  });

  it('opens with parameters added on the way (a lot number, a place, a tag) and in page data', () => {
    const sealed = seal.seal('/special-offers/red-tag-sales-event/thank-you/?sent=8&from=90210');
    expect(seal.isSealed(at(`${sealed}&lotNumber=8&where=37918&utm_source=tv`))).toBe(true);
    // Page data drops the trailing slash and names the page with .data.
    const data = sealed.replace('thank-you/?', 'thank-you.data?');
    expect(seal.isSealed(at(data))).toBe(true);
  });

  it('does not open for a typed address, another page, a changed value or another key', () => {
    const sealed = seal.seal('/contact-us?team=privacy&sent=2');
    const mark = at(sealed).searchParams.get('seal');
    expect(seal.isSealed(at('/contact-us?team=privacy&sent=2'))).toBe(false);
    expect(seal.isSealed(at(`/site-feedback?team=privacy&sent=2&seal=${mark}`))).toBe(false);
    expect(seal.isSealed(at(`/contact-us?team=privacy&sent=1&seal=${mark}`))).toBe(false);
    expect(seal.isSealed(at(`/contact-us?sent=2&seal=${mark}`))).toBe(false);
    expect(seal.isSealed(at(`/contact-us?team=privacy&sent=2&from=90210&seal=${mark}`))).toBe(
      false,
    );
    expect(seal.isSealed(at(`${sealed}x`))).toBe(false);
    expect(createThankYouSeal(['another-key']).isSealed(at(sealed))).toBe(false);
  });

  it('still opens an address sealed before the keys turned', () => {
    const before = createThankYouSeal(['old-key']).seal('/contact-us?sent=3');
    expect(seal.isSealed(at(before))).toBe(true);
  });
});
