import { describe, expect, it } from 'vitest';
import { isKeyedMark, KEYED_MARK, keyedMark } from './keyed-mark.ts';

describe('keyedMark', () => {
  const keys = ['newest-key', 'older-key'];

  it('opens under any of the keys, for its own purpose and text only', () => {
    const mark = keyedMark(keys[0]!, 'thank-you', '/contact-us\nsent=1');
    expect(mark).toMatch(KEYED_MARK);
    expect(isKeyedMark(mark, keys, 'thank-you', '/contact-us\nsent=1')).toBe(true);
    expect(isKeyedMark(keyedMark('older-key', 'thank-you', 'x'), keys, 'thank-you', 'x')).toBe(
      true,
    );
    expect(isKeyedMark(mark, keys, 'known-browser', '/contact-us\nsent=1')).toBe(false);
    expect(isKeyedMark(mark, keys, 'thank-you', '/contact-us\nsent=2')).toBe(false);
    expect(isKeyedMark(mark, ['another-key'], 'thank-you', '/contact-us\nsent=1')).toBe(false);
    expect(isKeyedMark(`${mark}x`, keys, 'thank-you', '/contact-us\nsent=1')).toBe(false);
    expect(isKeyedMark('', keys, 'thank-you', '/contact-us\nsent=1')).toBe(false);
  });
});
