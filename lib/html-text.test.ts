import { describe, it, expect } from 'vitest';
import { plainDataText, stripLeadingTags } from './html-text.ts';

describe('stripLeadingTags', () => {
  it('strips the leading tags only', () => {
    expect(stripLeadingTags('<p><strong>Hello</strong> world')).toBe('Hello</strong> world');
  });

  it('removes whitespace before and between leading tags', () => {
    expect(stripLeadingTags('  <p>\n  <strong>  Hello')).toBe('Hello');
    expect(stripLeadingTags('\t<div> <span>\r\n<em>Hi</em>')).toBe('Hi</em>');
  });

  it('removes leading whitespace even when there are no tags', () => {
    expect(stripLeadingTags('   Hello')).toBe('Hello');
  });

  it('keeps text without leading tags unchanged', () => {
    expect(stripLeadingTags('Hello <b>world</b>')).toBe('Hello <b>world</b>');
    expect(stripLeadingTags('Hello   ')).toBe('Hello   ');
  });

  it('keeps leading line breaks in all spellings', () => {
    expect(stripLeadingTags('<br>Hello')).toBe('<br>Hello');
    expect(stripLeadingTags('<br/>Hello')).toBe('<br/>Hello');
    expect(stripLeadingTags('<br />Hello')).toBe('<br />Hello');
    expect(stripLeadingTags('<BR>Hello')).toBe('<BR>Hello');
    expect(stripLeadingTags('</br>Hello')).toBe('</br>Hello');
  });

  it('stops at the first line break, keeping tags after it', () => {
    expect(stripLeadingTags('<p><br><strong>Hello')).toBe('<br><strong>Hello');
    expect(stripLeadingTags('  <br> <p>Hello')).toBe('<br> <p>Hello');
  });

  it('strips tags whose names merely start with "br"', () => {
    expect(stripLeadingTags('<brand>Oak</brand>')).toBe('Oak</brand>');
  });

  it('strips closing tags, tags with attributes, comments and doctype at the start', () => {
    expect(stripLeadingTags('</div><p class="lead" data-x="1">Hi')).toBe('Hi');
    expect(stripLeadingTags('<!-- note --><p>Hi')).toBe('Hi');
    expect(stripLeadingTags('<!DOCTYPE html><html><body>Hi')).toBe('Hi');
    expect(stripLeadingTags('<IMG SRC="a.png"/>Caption')).toBe('Caption');
  });

  it('does not treat a lone "<" as a tag', () => {
    expect(stripLeadingTags('< 5 acres')).toBe('< 5 acres');
    expect(stripLeadingTags('<p>< 5 acres')).toBe('< 5 acres');
    expect(stripLeadingTags('<3 our homes')).toBe('<3 our homes');
  });

  it('keeps an unterminated tag', () => {
    expect(stripLeadingTags('<p class="x"')).toBe('<p class="x"');
  });

  it('gives an empty string when only tags remain', () => {
    expect(stripLeadingTags('<p><strong></strong></p>')).toBe('');
    expect(stripLeadingTags('<p>   ')).toBe('');
  });

  it('gives an empty string for empty and missing text', () => {
    expect(stripLeadingTags('')).toBe('');
    expect(stripLeadingTags(null)).toBe('');
    expect(stripLeadingTags(undefined)).toBe('');
  });
});

describe('plainDataText', () => {
  it('strips the leading tags and turns line breaks into spaces', () => {
    expect(plainDataText('<p><b>Roomy</b> kitchen<br/>Two baths <br>  and a porch')).toBe(
      'Roomy</b> kitchen Two baths and a porch',
    );
    expect(plainDataText(null)).toBe('');
  });
});
