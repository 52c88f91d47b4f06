import { describe, expect, it } from 'vitest';
import { typedText } from './typed-text.ts';

describe('typedText', () => {
  it('reads a form post’s line breaks as the one character the browser counted', () => {
    expect(typedText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(typedText('a\r\n'.repeat(400)).length).toBe(799);
  });

  it('takes whitespace and invisible characters off both ends only', () => {
    expect(typedText('  Ada \u200b')).toBe('Ada');
    expect(typedText('\ufeff\u200b\u2060')).toBe('');
    // Inside, a zero-width joiner belongs to what was typed (an emoji sequence).
    expect(typedText('👩\u200d💻 Ada')).toBe('👩\u200d💻 Ada');
  });

  it('drops the characters that turn the text around them, and a zero-width space, anywhere', () => {
    expect(typedText('RTL \u202eevil\u202c end')).toBe('RTL evil end');
    expect(typedText('a\u2066b\u2069c\u202ad\u202be')).toBe('abcde');
    expect(typedText('Ada\u200bLove\ufeff lace')).toBe('AdaLove lace');
    // Hebrew and Arabic read right to left by themselves, with no override.
    expect(typedText('שלום, Ada')).toBe('שלום, Ada');
  });
});
