import { describe, it, expect } from 'vitest';
import { TRACKING_MAX_LENGTH, truncateForTracking } from './tracking.ts';

describe('truncateForTracking', () => {
  it('cuts at 512 characters', () => {
    expect(TRACKING_MAX_LENGTH).toBe(512);
    const long = 'a'.repeat(600);
    expect(truncateForTracking(long)).toBe('a'.repeat(512));
    expect(truncateForTracking('b'.repeat(513))).toHaveLength(512);
  });

  it('keeps text of 512 characters or fewer', () => {
    const exact = 'x'.repeat(512);
    expect(truncateForTracking(exact)).toBe(exact);
    expect(truncateForTracking('short')).toBe('short');
  });

  it('keeps the start of the text', () => {
    const text = `${'a'.repeat(510)}bcdef`;
    expect(truncateForTracking(text)).toBe(`${'a'.repeat(510)}bc`);
  });

  it('does not split a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(511)}😀tail`;
    expect(truncateForTracking(text)).toBe('a'.repeat(511));
  });

  it('keeps a surrogate pair that ends exactly at the cut', () => {
    const text = `${'a'.repeat(510)}😀tail`;
    expect(truncateForTracking(text)).toBe(`${'a'.repeat(510)}😀`);
  });

  it('gives an empty string for empty and missing values', () => {
    expect(truncateForTracking('')).toBe('');
    expect(truncateForTracking(null)).toBe('');
    expect(truncateForTracking(undefined)).toBe('');
  });
});
