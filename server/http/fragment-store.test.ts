import { describe, expect, it } from 'vitest';
import { createFragmentStore } from './fragment-store.ts';

describe('createFragmentStore', () => {
  it('keeps at most its count, the oldest out first', () => {
    const store = createFragmentStore(2);
    store.set('a', '<a></a>');
    store.set('b', '<b></b>');
    store.set('c', '<i></i>');
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual([
      undefined,
      '<b></b>',
      '<i></i>',
    ]);
    expect(store.size).toBe(2);
  });

  it('keeps nothing a request renders after the store was emptied during it', () => {
    const store = createFragmentStore();
    const before = store.forRequest();
    before.set('card', '<p>read before</p>');
    expect(store.get('card')).toBe('<p>read before</p>');
    store.clear();
    // Its data may be the catalogue's before the change: not kept.
    before.set('card', '<p>old name</p>');
    expect(store.get('card')).toBeUndefined();
    expect(before.get('card')).toBeUndefined();
    const after = store.forRequest();
    after.set('card', '<p>new name</p>');
    expect(before.get('card')).toBe('<p>new name</p>');
  });
});
