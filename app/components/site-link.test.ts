import { describe, expect, it } from 'vitest';
import { withLotNumber } from './site-link.tsx';

describe('withLotNumber', () => {
  it('adds the lot number to plain paths, queries and hashes', () => {
    expect(withLotNumber('/homes', '7')).toBe('/homes?lotNumber=7');
    expect(withLotNumber('/homes?beds=3', '7')).toBe('/homes?beds=3&lotNumber=7');
    expect(withLotNumber('/#homes', '7')).toBe('/?lotNumber=7#homes');
  });
  it('leaves links alone without a lot number or when they carry one', () => {
    expect(withLotNumber('/homes', null)).toBe('/homes');
    expect(withLotNumber('/homes?lotNumber=2', '7')).toBe('/homes?lotNumber=2');
  });
});
