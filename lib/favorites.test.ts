import { describe, it, expect } from 'vitest';
import {
  collectionLabelProblem,
  FAVORITE_STATES,
  MAX_COLLECTION_LABEL_LENGTH,
  isFavorite,
  reconcileFavorites,
  settleFavoriteCall,
  toggleFavorite,
  type FavoriteState,
} from './favorites.ts';

describe('isFavorite', () => {
  it('counts only toAdd, adding and added', () => {
    expect(FAVORITE_STATES).toEqual([
      'toAdd',
      'adding',
      'added',
      'toRemove',
      'removing',
      'removed',
    ]);
    expect(FAVORITE_STATES.filter(isFavorite)).toEqual(['toAdd', 'adding', 'added']);
  });

  it('is false with no state', () => {
    expect(isFavorite(undefined)).toBe(false);
    expect(isFavorite(null)).toBe(false);
  });
});

describe('toggleFavorite', () => {
  it.each([
    [undefined, 'adding', 'add'],
    ['adding', 'toRemove', null],
    ['toAdd', 'removed', null],
    ['added', 'removing', 'remove'],
    ['removing', 'toAdd', null],
    ['toRemove', 'toAdd', null],
    ['removed', 'adding', 'add'],
  ] as const)('%s → %s (call %s)', (from, state, call) => {
    expect(toggleFavorite(from)).toEqual({ state, call });
  });

  it('treats null like a key with no state', () => {
    expect(toggleFavorite(null)).toEqual({ state: 'adding', call: 'add' });
  });

  it('always flips whether the item shows as a favourite', () => {
    for (const state of [undefined, ...FAVORITE_STATES]) {
      expect(isFavorite(toggleFavorite(state).state)).toBe(!isFavorite(state));
    }
  });

  it('never starts a call while one is in flight', () => {
    expect(toggleFavorite('adding').call).toBeNull();
    expect(toggleFavorite('removing').call).toBeNull();
  });
});

describe('reconcileFavorites', () => {
  const all = (state: FavoriteState) => ({ key: state, state });
  const local = new Map<string, FavoriteState>(
    FAVORITE_STATES.map((s) => [all(s).key, all(s).state]),
  );

  it('items on the server become added, except toRemove and in-flight removing', () => {
    const { states, calls } = reconcileFavorites(local, FAVORITE_STATES);
    expect(Object.fromEntries(states)).toEqual({
      toAdd: 'added',
      adding: 'added',
      added: 'added',
      toRemove: 'removing',
      removing: 'removing',
      removed: 'added',
    });
    expect(calls).toEqual([{ key: 'toRemove', call: 'remove' }]);
  });

  it('items absent from the server become removed, except toAdd and in-flight adding', () => {
    const { states, calls } = reconcileFavorites(local, []);
    expect(Object.fromEntries(states)).toEqual({
      toAdd: 'adding',
      adding: 'adding',
      added: 'removed',
      toRemove: 'removed',
      removing: 'removed',
      removed: 'removed',
    });
    expect(calls).toEqual([{ key: 'toAdd', call: 'add' }]);
  });

  it('adds server items unknown locally as added, with no call', () => {
    const { states, calls } = reconcileFavorites(new Map(), ['SN1', 'MOD-2']);
    expect(Object.fromEntries(states)).toEqual({ SN1: 'added', 'MOD-2': 'added' });
    expect(calls).toEqual([]);
  });

  it('accepts a record and a set', () => {
    const { states, calls } = reconcileFavorites(
      { a: 'toAdd', b: 'toRemove', c: 'added' },
      new Set(['b', 'd']),
    );
    expect(Object.fromEntries(states)).toEqual({
      a: 'adding',
      b: 'removing',
      c: 'removed',
      d: 'added',
    });
    expect(calls).toEqual([
      { key: 'a', call: 'add' },
      { key: 'b', call: 'remove' },
    ]);
  });

  it('lists calls in local key order', () => {
    const { calls } = reconcileFavorites(
      new Map<string, FavoriteState>([
        ['z', 'toRemove'],
        ['m', 'toAdd'],
        ['a', 'toRemove'],
      ]),
      ['z', 'a'],
    );
    expect(calls.map((c) => c.key)).toEqual(['z', 'm', 'a']);
  });

  it('ignores duplicate server keys', () => {
    const { states, calls } = reconcileFavorites({ a: 'toRemove' }, ['a', 'a']);
    expect([...states]).toEqual([['a', 'removing']]);
    expect(calls).toHaveLength(1);
  });

  it('does not modify the input', () => {
    const input = new Map<string, FavoriteState>([['a', 'toAdd']]);
    const { states } = reconcileFavorites(input, []);
    expect(input.get('a')).toBe('toAdd');
    expect(states).not.toBe(input);
  });

  it('handles empty inputs', () => {
    const { states, calls } = reconcileFavorites({}, []);
    expect(states.size).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('settleFavoriteCall', () => {
  it.each([
    ['adding', 'add', true, { state: 'added', call: null }],
    ['adding', 'add', false, { state: 'removed', call: null }],
    ['toRemove', 'add', true, { state: 'removing', call: 'remove' }],
    ['toRemove', 'add', false, { state: 'removed', call: null }],
    ['removing', 'remove', true, { state: 'removed', call: null }],
    ['removing', 'remove', false, { state: 'added', call: null }],
    ['toAdd', 'remove', true, { state: 'adding', call: 'add' }],
    ['toAdd', 'remove', false, { state: 'added', call: null }],
  ] as const)('%s after %s (ok: %s) → %o', (state, call, ok, expected) => {
    expect(settleFavoriteCall(state, call, ok)).toEqual(expected);
  });

  it('leaves states the call does not explain for the next reconciliation', () => {
    for (const state of ['toAdd', 'added', 'removing', 'removed', undefined, null] as const) {
      expect(settleFavoriteCall(state, 'add', true)).toBeNull();
      expect(settleFavoriteCall(state, 'add', false)).toBeNull();
    }
    for (const state of ['toRemove', 'adding', 'added', 'removed', undefined, null] as const) {
      expect(settleFavoriteCall(state, 'remove', true)).toBeNull();
      expect(settleFavoriteCall(state, 'remove', false)).toBeNull();
    }
  });

  it('keeps favourite display consistent with the wish after success', () => {
    // A wish queued during the call is honoured: toRemove stays "not favourite".
    expect(isFavorite(settleFavoriteCall('toRemove', 'add', true)?.state)).toBe(false);
    expect(isFavorite(settleFavoriteCall('toAdd', 'remove', true)?.state)).toBe(true);
  });
});

describe('collectionLabelProblem', () => {
  it('refuses a blank name, a long one and one the buyer already has, in the buyer’s words', () => {
    expect(collectionLabelProblem('   ', [])).toBe('Give the list a name.');
    expect(collectionLabelProblem('x'.repeat(MAX_COLLECTION_LABEL_LENGTH + 1), [])).toBe(
      `A list name can be at most ${MAX_COLLECTION_LABEL_LENGTH} characters.`,
    );
    expect(collectionLabelProblem(' lake LOT ', ['Favorites', 'Lake lot'])).toBe(
      'You already have a list named “lake LOT”.',
    );
  });

  it('takes a new name, one at the limit after trimming, and the list’s own name in new letter case', () => {
    expect(collectionLabelProblem('Lake lot', ['Favorites'])).toBeNull();
    expect(collectionLabelProblem(` ${'x'.repeat(MAX_COLLECTION_LABEL_LENGTH)} `, [])).toBeNull();
    // Renaming "Favorites" to "favorites": its own name is not among the others.
    expect(collectionLabelProblem('favorites', ['Lake lot'])).toBeNull();
  });
});
