import { describe, expect, it } from 'vitest';
import { featureArtInputOf, featureIcon, featureThumbnail, featureUrl } from './features.ts';

const row = (links: { url?: string; icon?: string | null; thumbnail?: string | null }) => ({
  featureId: 7,
  url: '',
  icon: null,
  thumbnail: null,
  ...links,
});

describe('feature pictures and links', () => {
  it('point a row without pictures at its drawn picture', () => {
    expect(featureThumbnail(row({}))).toBe('/images/features/7-320.webp');
    expect(featureIcon(row({}))).toBe('/images/features/7-160.webp');
    expect(featureUrl(row({}))).toBe('/images/features/7-320.webp');
  });

  it('keep what the row stores', () => {
    const stored = row({ url: '/features/metal-roof', icon: '/i.svg', thumbnail: '/t.jpg' });
    expect(featureThumbnail(stored)).toBe('/t.jpg');
    expect(featureIcon(stored)).toBe('/i.svg');
    expect(featureUrl(stored)).toBe('/features/metal-roof');
    // Without its own url, a feature links to its (stored) thumbnail.
    expect(featureUrl(row({ thumbnail: '/t.jpg' }))).toBe('/t.jpg');
  });

  it('treat blank values as none', () => {
    const blank = row({ url: '  ', icon: '', thumbnail: ' \n' });
    expect(featureThumbnail(blank)).toBe('/images/features/7-320.webp');
    expect(featureIcon(blank)).toBe('/images/features/7-160.webp');
    expect(featureUrl(blank)).toBe('/images/features/7-320.webp');
  });

  it('draw from name, type and tags', () => {
    expect(
      featureArtInputOf({ name: 'Metal roof', type: 'Materials', featureTags: ['roof'] }),
    ).toEqual({ name: 'Metal roof', type: 'Materials', tags: ['roof'] });
  });
});
