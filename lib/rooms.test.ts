import { describe, expect, it } from 'vitest';
import { bathsLabel, bathsNumber, bedsLabel } from './rooms.ts';

describe('room counts', () => {
  it('keeps half baths and drops ".0"', () => {
    expect(bathsNumber(2)).toBe('2');
    expect(bathsNumber(2.5)).toBe('2.5');
  });
  it('pluralises', () => {
    expect(bathsLabel(1)).toBe('1 bath');
    expect(bathsLabel(1.5)).toBe('1.5 baths');
    expect(bedsLabel(1)).toBe('1 bed');
    expect(bedsLabel(3)).toBe('3 beds');
  });
});
