import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserInputError } from './errors.ts';
import {
  parseInput,
  parseJsonObject,
  textField,
  unstorableJsonString,
  uuidOrNull,
} from './input.ts';

describe('parseInput', () => {
  it('names the input’s own key as the field of the first problem', () => {
    const schema = z.object({ patch: z.object({ phone: textField('phone', 5) }) });
    try {
      parseInput(schema, { patch: { phone: '123456' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UserInputError);
      expect((error as UserInputError).field).toBe('patch');
      expect((error as UserInputError).message).toBe('phone must be at most 5 characters');
    }
  });
});

describe('textField', () => {
  it('trims, and refuses controls (line breaks only when multiline) and broken characters', () => {
    const line = textField('name', 20);
    const text = textField('message', 20, { multiline: true });
    expect(line.parse('  Dana  ')).toBe('Dana');
    // A form post's \r\n is the one line break the browser counted.
    expect(text.parse('one\ntwo\r\n\tthree')).toBe('one\ntwo\n\tthree');
    expect(text.parse('a\r\n'.repeat(10))).toBe('a\n'.repeat(9) + 'a');
    expect(line.safeParse('\u200b\u200b').data).toBe('');
    for (const bad of ['a\nb', 'a\u0000b', 'a\u2028b', 'a\u0007b', '\uD800']) {
      expect(line.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const bad of ['a\u0000b', 'a\u0007b', 'x\uDC00', 'a\u2029b']) {
      expect(text.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('parseJsonObject', () => {
  it('reads an object of at most maxBytes; blank is none', () => {
    expect(parseJsonObject('meta', ' ', 100)).toBeNull();
    expect(parseJsonObject('meta', '{"a":1}', 100)).toEqual({ a: 1 });
    for (const bad of ['{', '[]', '1', 'null', '"x"', `{"a":"${'é'.repeat(60)}"}`]) {
      expect(() => parseJsonObject('meta', bad, 100), bad).toThrow(UserInputError);
    }
  });

  it('refuses strings jsonb cannot store, written as escapes', () => {
    expect(() => parseJsonObject('meta', '{"a":"\\u0000"}', 100)).toThrow(/character/);
    expect(() => parseJsonObject('meta', '{"\\ud800":1}', 100)).toThrow(/character/);
    expect(unstorableJsonString({ a: ['ok', { b: '\uDBFF' }] })).toBe('\uDBFF');
    expect(unstorableJsonString({ a: ['ok', '🏠'] })).toBeNull();
  });
});

describe('uuidOrNull', () => {
  it('lower-cases a UUID and refuses anything else', () => {
    expect(uuidOrNull(' 6F1C2A52-3F0E-4A55-9D43-2B9A1C7E0F11 ')).toBe(
      '6f1c2a52-3f0e-4a55-9d43-2b9a1c7e0f11',
    );
    expect(uuidOrNull('6f1c2a52-3f0e-4a55-9d43-2b9a1c7e0f1')).toBeNull();
    expect(uuidOrNull(null)).toBeNull();
  });
});
