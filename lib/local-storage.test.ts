import { describe, it, expect } from 'vitest';
import {
  PLANNER_FS_KEY,
  addToPlannerFs,
  isPlannerSaved,
  parsePlannerFs,
  serializePlannerFs,
} from './local-storage.ts';

const empty = { homeCenters: [], profileIds: [] };

describe('PLANNER_FS_KEY', () => {
  it('is planner_fs', () => {
    expect(PLANNER_FS_KEY).toBe('planner_fs');
  });
});

describe('parsePlannerFs', () => {
  it('reads stored lists', () => {
    expect(parsePlannerFs('{"homeCenters":["101","202"],"profileIds":["p1"]}')).toEqual({
      homeCenters: ['101', '202'],
      profileIds: ['p1'],
    });
  });

  it('de-duplicates and keeps first-seen order', () => {
    expect(parsePlannerFs('{"homeCenters":["2","1","2",1],"profileIds":["p","p"]}')).toEqual({
      homeCenters: ['2', '1'],
      profileIds: ['p'],
    });
  });

  it('reads numeric ids as strings and drops non-ids', () => {
    expect(
      parsePlannerFs('{"homeCenters":[101, " 202 ", "", null, {}, true],"profileIds":[7]}'),
    ).toEqual({ homeCenters: ['101', '202'], profileIds: ['7'] });
  });

  it('gives empty lists for missing or malformed storage', () => {
    expect(parsePlannerFs(null)).toEqual(empty);
    expect(parsePlannerFs(undefined)).toEqual(empty);
    expect(parsePlannerFs('')).toEqual(empty);
    expect(parsePlannerFs('not json')).toEqual(empty);
    expect(parsePlannerFs('null')).toEqual(empty);
    expect(parsePlannerFs('42')).toEqual(empty);
    expect(parsePlannerFs('[]')).toEqual(empty);
    expect(parsePlannerFs('{"homeCenters":"101","profileIds":{}}')).toEqual(empty);
  });

  it('fills a missing list', () => {
    expect(parsePlannerFs('{"homeCenters":["1"]}')).toEqual({ homeCenters: ['1'], profileIds: [] });
  });
});

describe('addToPlannerFs', () => {
  it('adds a home center and a profile id', () => {
    expect(addToPlannerFs(empty, { homeCenter: '101', profileId: 'p1' })).toEqual({
      homeCenters: ['101'],
      profileIds: ['p1'],
    });
  });

  it('appends without duplicates', () => {
    const current = { homeCenters: ['101'], profileIds: ['p1'] };
    expect(addToPlannerFs(current, { homeCenter: '202', profileId: 'p1' })).toEqual({
      homeCenters: ['101', '202'],
      profileIds: ['p1'],
    });
    expect(addToPlannerFs(current, { homeCenter: 101 })).toEqual(current);
  });

  it('ignores ids that are not finite numbers or non-blank text', () => {
    expect(addToPlannerFs(empty, { homeCenter: Number.NaN, profileId: '   ' })).toEqual(empty);
    expect(addToPlannerFs(empty, { homeCenter: Number.POSITIVE_INFINITY })).toEqual(empty);
    expect(addToPlannerFs(empty, { homeCenter: 0 })).toEqual({
      homeCenters: ['0'],
      profileIds: [],
    });
  });

  it('adds only what is given', () => {
    const current = { homeCenters: ['101'], profileIds: ['p1'] };
    expect(addToPlannerFs(current, { profileId: 'p2' })).toEqual({
      homeCenters: ['101'],
      profileIds: ['p1', 'p2'],
    });
    expect(addToPlannerFs(current, {})).toEqual(current);
    expect(addToPlannerFs(current, { homeCenter: null, profileId: '' })).toEqual(current);
  });

  it('returns a new value and leaves the current one untouched', () => {
    const current = { homeCenters: ['101'], profileIds: [] as string[] };
    const next = addToPlannerFs(current, { homeCenter: '202' });
    expect(current).toEqual({ homeCenters: ['101'], profileIds: [] });
    expect(next.homeCenters).not.toBe(current.homeCenters);
  });

  it('tolerates malformed current values', () => {
    const add = { homeCenter: '1', profileId: 'p' };
    const result = { homeCenters: ['1'], profileIds: ['p'] };
    expect(addToPlannerFs(null, add)).toEqual(result);
    expect(addToPlannerFs(undefined, add)).toEqual(result);
    expect(addToPlannerFs('garbage', add)).toEqual(result);
    expect(addToPlannerFs(42, add)).toEqual(result);
    expect(addToPlannerFs({ homeCenters: 'x', profileIds: null }, add)).toEqual(result);
    expect(addToPlannerFs({ homeCenters: ['1', '1', 2] }, add)).toEqual({
      homeCenters: ['1', '2'],
      profileIds: ['p'],
    });
  });

  it('accepts the stored JSON text as current value', () => {
    expect(addToPlannerFs('{"homeCenters":["9"],"profileIds":[]}', { homeCenter: '1' })).toEqual({
      homeCenters: ['9', '1'],
      profileIds: [],
    });
  });

  it('round-trips through serializePlannerFs and parsePlannerFs', () => {
    const value = addToPlannerFs(null, { homeCenter: 5, profileId: 'p' });
    expect(parsePlannerFs(serializePlannerFs(value))).toEqual(value);
    expect(serializePlannerFs(value)).toBe('{"homeCenters":["5"],"profileIds":["p"]}');
  });
});

describe('isPlannerSaved', () => {
  const stored = { homeCenters: ['101', '202'], profileIds: ['p1'] };

  it('is true after a successful lead submit, whatever is stored', () => {
    expect(isPlannerSaved({ leadSubmitted: true })).toBe(true);
    expect(
      isPlannerSaved({ leadSubmitted: true, stored: null, dealerId: '9', profileId: 'x' }),
    ).toBe(true);
  });

  it('is true when the stored dealer and profile ids match the current ones', () => {
    expect(isPlannerSaved({ leadSubmitted: false, stored, dealerId: '202', profileId: 'p1' })).toBe(
      true,
    );
    expect(isPlannerSaved({ stored, dealerId: 101, profileId: 'p1' })).toBe(true);
    expect(
      isPlannerSaved({ stored: JSON.stringify(stored), dealerId: '101', profileId: 'p1' }),
    ).toBe(true);
  });

  it('is false when only one of the ids matches', () => {
    expect(isPlannerSaved({ stored, dealerId: '303', profileId: 'p1' })).toBe(false);
    expect(isPlannerSaved({ stored, dealerId: '101', profileId: 'p2' })).toBe(false);
  });

  it('is false when a current id is missing', () => {
    expect(isPlannerSaved({ stored, dealerId: null, profileId: 'p1' })).toBe(false);
    expect(isPlannerSaved({ stored, dealerId: '101', profileId: '' })).toBe(false);
    expect(isPlannerSaved({ stored, dealerId: '101' })).toBe(false);
  });

  it('is false when nothing usable is stored', () => {
    expect(isPlannerSaved({ stored: null, dealerId: '101', profileId: 'p1' })).toBe(false);
    expect(isPlannerSaved({ stored: 'garbage', dealerId: '101', profileId: 'p1' })).toBe(false);
    expect(isPlannerSaved({ dealerId: '101', profileId: 'p1' })).toBe(false);
    expect(
      isPlannerSaved({ leadSubmitted: null, stored: empty, dealerId: '1', profileId: 'p' }),
    ).toBe(false);
  });
});
