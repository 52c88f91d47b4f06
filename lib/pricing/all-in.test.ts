import { describe, expect, it } from 'vitest';
import { allInEstimate, DEFAULT_ALL_IN, type AllInInput } from './all-in.ts';

const base: AllInInput = {
  homePrice: 120_000,
  sections: 2,
  milesFromHomeCenter: 40,
  foundation: 'piers',
  utilities: 'public',
  land: { kind: 'own' },
};

const line = (input: AllInInput, key: string) =>
  allInEstimate(input).lines.find((l) => l.key === key)!;

describe('allInEstimate', () => {
  it('lists every line with its range and basis, and adds them up', () => {
    const estimate = allInEstimate(base);
    expect(estimate.lines.map((l) => l.key)).toEqual([
      'home',
      'delivery',
      'installation',
      'foundation',
      'utilities',
      'permits',
      'site-prep',
      'land',
    ]);
    for (const l of estimate.lines) expect(l.basis.length, l.key).toBeGreaterThan(10);
    expect(estimate.complete).toBe(true);
    // 120,000 + 0 + 5,000–8,000 + 1,000–2,000 + 300–6,300 + 300–1,000 + 1,500–6,500 + 0.
    expect(estimate.total).toEqual({ low: 128_100, high: 143_800 });
  });

  it('says what the home’s price covers: a design’s options, a plan before them, a built or pre-owned home', () => {
    expect(line(base, 'home').basis).toBe('As priced, with the options chosen.');
    expect(line({ ...base, priced: 'plan' }, 'home').basis).toBe(
      'The floor plan as priced, before any options you add.',
    );
    expect(line({ ...base, priced: 'built' }, 'home').basis).toBe('As priced, as built.');
    expect(line({ ...base, priced: 'pre-owned' }, 'home').basis).toBe(
      'As priced: a pre-owned home, as it stands.',
    );
  });

  it('prices delivery per mile and section beyond the included miles, with a minimum', () => {
    expect(line(base, 'delivery').range).toEqual({ low: 0, high: 0 });
    // 250 miles: 150 beyond at $6–$8 a mile is $900–$1,200 a section; the low end is the
    // $1,000 minimum. Two sections.
    expect(line({ ...base, milesFromHomeCenter: 250 }, 'delivery').range).toEqual({
      low: 2_000,
      high: 2_400,
    });
    // 400 miles: 300 beyond, $1,800–$2,400 a section.
    expect(line({ ...base, milesFromHomeCenter: 400 }, 'delivery').range).toEqual({
      low: 3_600,
      high: 4_800,
    });
    // 120 miles: 20 beyond is under the $1,000 minimum per section.
    expect(line({ ...base, milesFromHomeCenter: 120, sections: 1 }, 'delivery').range).toEqual({
      low: 1_000,
      high: 1_000,
    });
    expect(line({ ...base, milesFromHomeCenter: 120, sections: 1 }, 'delivery').basis).toBe(
      '20 miles beyond the 100 included, at $6–$8 a mile for the home’s one section, and at least $1,000 a section.',
    );
    // The minimum is said wherever it sets a figure: 150 beyond at $6 is under it.
    expect(line({ ...base, milesFromHomeCenter: 250 }, 'delivery').basis).toBe(
      '150 miles beyond the 100 included, at $6–$8 a mile for each of the home’s 2 sections, and at least $1,000 a section.',
    );
    expect(line({ ...base, milesFromHomeCenter: 400 }, 'delivery').basis).toBe(
      '300 miles beyond the 100 included, at $6–$8 a mile for each of the home’s 2 sections.',
    );
    // Honolulu from Knoxville: no per-mile figure, the home center's to say.
    const far = line({ ...base, milesFromHomeCenter: 4_492 }, 'delivery');
    expect(far.range).toBeNull();
    expect(far.basis).toContain('Too far for us to estimate (over 600 miles');
    expect(line({ ...base, milesFromHomeCenter: 600 }, 'delivery').range).not.toBeNull();
    const unknown = allInEstimate({ ...base, milesFromHomeCenter: null });
    expect(unknown.lines[1]!.range).toBeNull();
    expect(unknown.complete).toBe(false);
    expect(unknown.lines[1]!.basis).toContain('give your ZIP code to estimate it');
    // A known site with no home center near it: asking for the ZIP code again would be wrong.
    const alone = line(
      { ...base, milesFromHomeCenter: null, siteWithoutHomeCenter: true },
      'delivery',
    );
    expect(alone.range).toBeNull();
    expect(alone.basis).toBe(
      'None of our home centers is near your site to deliver from: ask us whether and how we deliver there.',
    );
  });

  it('follows the foundation, the utilities and the land the buyer has', () => {
    expect(line({ ...base, foundation: 'basement' }, 'foundation').range).toEqual(
      DEFAULT_ALL_IN.foundation.basement,
    );
    expect(line({ ...base, utilities: 'well-and-septic' }, 'utilities').range).toEqual({
      low: 8_500,
      high: 15_500,
    });
    const leased = allInEstimate({ ...base, land: { kind: 'lease' } });
    expect(leased.lines.find((l) => l.key === 'site-prep')!.range).toEqual({ low: 0, high: 0 });
    expect(
      line({ ...base, land: { kind: 'buy', price: { low: 20_000, high: 35_000 } } }, 'land').range,
    ).toEqual({ low: 20_000, high: 35_000 });
    expect(allInEstimate({ ...base, land: { kind: 'buy', price: null } }).complete).toBe(false);
  });

  it('adds nothing but permits (and hook-ups where the lot has none) to a home standing on the land it is sold with', () => {
    const far = { ...base, milesFromHomeCenter: 400, foundation: 'basement' as const };
    const connected = allInEstimate({ ...far, land: { kind: 'with-home', connected: true } });
    expect(connected.lines.map((l) => l.key)).toEqual(allInEstimate(base).lines.map((l) => l.key));
    const ranges = Object.fromEntries(connected.lines.map((l) => [l.key, l.range]));
    for (const key of [
      'delivery',
      'installation',
      'foundation',
      'utilities',
      'site-prep',
      'land',
    ]) {
      expect(ranges[key], key).toEqual({ low: 0, high: 0 });
    }
    expect(ranges.permits).toEqual(DEFAULT_ALL_IN.permits);
    expect(connected.lines.filter((l) => l.included).map((l) => l.key)).toEqual([
      'delivery',
      'installation',
      'foundation',
      'utilities',
      'site-prep',
      'land',
    ]);
    // On the buyer's own land only delivery within the included miles is in the price.
    expect(
      allInEstimate(base)
        .lines.filter((l) => l.included)
        .map((l) => l.key),
    ).toEqual(['delivery']);
    expect(connected.total).toEqual({ low: 120_300, high: 121_000 });
    expect(connected.complete).toBe(true);
    expect(connected.lines.find((l) => l.key === 'land')!.basis).toMatch(/sold with its land/);

    const bare = allInEstimate({
      ...far,
      utilities: 'well-and-septic',
      land: { kind: 'with-home', connected: false },
    });
    const hookUps = bare.lines.find((l) => l.key === 'utilities')!;
    expect(hookUps.range).toEqual(DEFAULT_ALL_IN.utilities['well-and-septic']);
    expect(hookUps.basis).toMatch(/^Not yet connected at the lot\./);
  });

  it('takes a home center’s own defaults', () => {
    const own = { ...DEFAULT_ALL_IN, permits: { low: 1_200, high: 2_500 } };
    expect(allInEstimate(base, own).lines.find((l) => l.key === 'permits')!.range).toEqual({
      low: 1_200,
      high: 2_500,
    });
  });

  it('refuses a price or distance that is not one', () => {
    expect(() => allInEstimate({ ...base, homePrice: -1 })).toThrow(RangeError);
    expect(() => allInEstimate({ ...base, homePrice: 1.5 })).toThrow(RangeError);
    expect(() => allInEstimate({ ...base, milesFromHomeCenter: -3 })).toThrow(RangeError);
  });
});
