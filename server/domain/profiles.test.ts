import { describe, expect, it } from 'vitest';
import { profilePatchSchema } from './profiles.ts';

const year = (now: string, targetMoveDateYear: number) =>
  profilePatchSchema(new Date(now)).safeParse({ targetMoveDateYear }).success;

describe('profilePatchSchema', () => {
  it('takes a move year from this year to five years ahead', () => {
    expect(year('2027-06-01T12:00:00Z', 2026)).toBe(false);
    expect(year('2027-06-01T12:00:00Z', 2027)).toBe(true);
    expect(year('2027-06-01T12:00:00Z', 2032)).toBe(true);
    expect(year('2027-06-01T12:00:00Z', 2033)).toBe(false);
  });

  it('still takes the old year while it is the old year anywhere in the US', () => {
    // 2027-01-01T05:00Z is the evening of December 31 in Hawaii and Alaska.
    expect(year('2027-01-01T05:00:00Z', 2026)).toBe(true);
    expect(year('2027-01-01T11:00:00Z', 2026)).toBe(false);
  });

  it('keeps false, 0 and null as given, and absent fields absent', () => {
    const parsed = profilePatchSchema(new Date()).parse({
      hasLand: false,
      cashBudget: 0,
      budget: null,
    });
    expect(parsed).toEqual({ hasLand: false, cashBudget: 0, budget: null });
  });
});
