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
});
