import { describe, expect, it } from 'vitest';
import { townName, usZipEntries } from './zip-data.ts';

describe('townName', () => {
  it('writes a Mc name as the town does, and leaves every other name alone', () => {
    expect(townName('Mcallen')).toBe('McAllen');
    expect(townName('North Mckinney')).toBe('North McKinney');
    expect(townName('Macon')).toBe('Macon');
    expect(townName('Knoxville')).toBe('Knoxville');
  });

  it('is what the seed reads from the postal codes', () => {
    expect(usZipEntries().find((entry) => entry.zip === '78501')?.city).toBe('McAllen');
  });
});
