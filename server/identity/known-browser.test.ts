import { describe, expect, it } from 'vitest';
import { isKnownBrowser, knownBrowserCookie, readMarks } from './known-browser.ts';

const keys = [
  'first-cookie-key-of-at-least-32-characters',
  'older-cookie-key-of-at-least-32-chars',
];
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!;

describe('known browser marks', () => {
  it('marks a browser for an email, in any letter case, and for no other email', () => {
    const set = knownBrowserCookie({ marks: [], keys, email: 'Dana@Example.com', secure: false });
    const marks = readMarks(cookieValue(set));
    expect(marks).toHaveLength(1);
    expect(isKnownBrowser(marks, keys, 'dana@example.com')).toBe(true);
    expect(isKnownBrowser(marks, keys, 'lee@example.com')).toBe(false);
  });

  it('is HttpOnly, sent only to the sign-in screens, and Secure on https', () => {
    const plain = knownBrowserCookie({ marks: [], keys, email: 'd@example.com', secure: false });
    expect(plain).toMatch(/; Path=\/oidc\/interaction; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(knownBrowserCookie({ marks: [], keys, email: 'd@example.com', secure: true })).toMatch(
      /; Secure$/,
    );
  });

  it('keeps a few accounts per browser, newest first, and still knows marks of an older key', () => {
    let marks: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      marks = readMarks(
        cookieValue(
          knownBrowserCookie({ marks, keys, email: `${name}@example.com`, secure: false }),
        ),
      );
    }
    expect(marks).toHaveLength(5);
    expect(isKnownBrowser(marks, keys, 'f@example.com')).toBe(true);
    expect(isKnownBrowser(marks, keys, 'a@example.com')).toBe(false);
    const older = readMarks(
      cookieValue(
        knownBrowserCookie({ marks: [], keys: [keys[1]!], email: 'd@x.com', secure: false }),
      ),
    );
    expect(isKnownBrowser(older, keys, 'd@x.com')).toBe(true);
    expect(isKnownBrowser(older, [keys[0]!], 'd@x.com')).toBe(false);
  });

  it('ignores forged or malformed marks', () => {
    expect(readMarks('other=1; known_browser=not-a-mark.AAAAAAAAAAAAAAAAAAAAAA')).toEqual([
      'AAAAAAAAAAAAAAAAAAAAAA',
    ]);
    expect(isKnownBrowser(['AAAAAAAAAAAAAAAAAAAAAA'], keys, 'd@example.com')).toBe(false);
    expect(readMarks(undefined)).toEqual([]);
  });
});
