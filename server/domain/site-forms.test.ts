import { describe, expect, it } from 'vitest';
import { townAndState } from './site-forms.ts';

describe('townAndState', () => {
  it('adds the home center’s state to a town typed without one', () => {
    expect(townAndState('Powell', 'TN')).toBe('Powell, TN');
    expect(townAndState(' Oak Ridge ', 'TN')).toBe('Oak Ridge, TN');
  });

  it('keeps the state the buyer typed, once', () => {
    expect(townAndState('Powell, TN', 'TN')).toBe('Powell, TN');
    expect(townAndState('Middlesboro, KY', 'TN')).toBe('Middlesboro, KY');
    expect(townAndState('Middlesboro ky', 'TN')).toBe('Middlesboro, KY');
    expect(townAndState('Bristol, Virginia', 'TN')).toBe('Bristol, VA');
  });
});
