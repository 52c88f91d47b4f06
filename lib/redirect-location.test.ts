import { describe, expect, it } from 'vitest';
import { redirectLocation } from './redirect-location.ts';

describe('redirectLocation', () => {
  it('keeps the visitor’s query, the target’s own parameters first', () => {
    expect(redirectLocation('/homes', new URLSearchParams('where=37918&lotNumber=1'))).toBe(
      '/homes?where=37918&lotNumber=1',
    );
    expect(
      redirectLocation('/homes?sort=nearest', new URLSearchParams('sort=priceAsc&beds=3')),
    ).toBe('/homes?sort=nearest&beds=3');
    expect(redirectLocation('/land', new URLSearchParams())).toBe('/land');
  });

  it('keeps the part of the page the target opens at (a sent form’s thank-you)', () => {
    expect(
      redirectLocation('/homes/model/OAK-1?sent=45#ask', new URLSearchParams('where=37918')),
    ).toBe('/homes/model/OAK-1?sent=45&where=37918#ask');
  });

  it('stays on this site whatever the target looks like', () => {
    // Stored targets are checked to be paths; this is the second line of defence.
    expect(redirectLocation('/homes/model/OAK-1', new URLSearchParams('x=1'))).toBe(
      '/homes/model/OAK-1?x=1',
    );
    expect(redirectLocation('/a/../b', new URLSearchParams())).toBe('/b');
    expect(redirectLocation('//elsewhere.example/x', new URLSearchParams())).toBe('/x');
  });
});
