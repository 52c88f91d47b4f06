import { describe, expect, it } from 'vitest';
import {
  FEATURE_ICON_WIDTH,
  FEATURE_IMAGE_WIDTHS,
  FEATURE_THUMBNAIL_WIDTH,
  featureImageSrcSet,
  featureImageUrl,
  parseFeatureImagePath,
} from './feature-image-url.ts';

describe('feature image URLs', () => {
  it('names the feature, the width and the format', () => {
    expect(featureImageUrl(12)).toBe(`/images/features/12-${FEATURE_THUMBNAIL_WIDTH}.webp`);
    expect(featureImageUrl(12, FEATURE_ICON_WIDTH, 'png')).toBe('/images/features/12-160.png');
    expect(featureImageSrcSet(3)).toBe(
      '/images/features/3-160.webp 160w, /images/features/3-320.webp 320w, /images/features/3-640.webp 640w',
    );
  });

  it('parses every URL it makes back to the same request', () => {
    for (const width of FEATURE_IMAGE_WIDTHS) {
      for (const format of ['webp', 'png'] as const) {
        expect(parseFeatureImagePath(featureImageUrl(80, width, format))).toEqual({
          featureId: 80,
          width,
          format,
        });
      }
    }
    expect(parseFeatureImagePath('/images/features/2147483647-160.png')?.featureId).toBe(
      2_147_483_647,
    );
  });

  it('refuses other widths, formats and spellings of a number', () => {
    for (const path of [
      '/images/features/1-161.webp',
      '/images/features/1-1280.webp',
      '/images/features/1-320.gif',
      '/images/features/1-320.WEBP',
      '/images/features/01-320.webp',
      '/images/features/0-320.webp',
      '/images/features/-1-320.webp',
      '/images/features/1-0320.webp',
      '/images/features/1.5-320.webp',
      '/images/features/2147483648-320.webp',
      '/images/features/99999999999-320.webp',
      '/images/features/1-320.webp/',
      '/images/features/1/320.webp',
      '/images/features/kitchen-320.webp',
      '/images/models/1-320.webp',
    ]) {
      expect(parseFeatureImagePath(path), path).toBeNull();
    }
  });
});
