import { describe, it, expect } from 'vitest';
import { GALLERY_MIN_IMAGES, galleryImages, shouldShowGallery } from './gallery.ts';

const images = (shown: number, hidden = 0) => [
  ...Array.from({ length: shown }, (_, i) => ({ id: `s${i}`, isShownInGallery: true })),
  ...Array.from({ length: hidden }, (_, i) => ({ id: `h${i}`, isShownInGallery: false })),
];

describe('galleryImages', () => {
  it('keeps only images flagged isShownInGallery, in order', () => {
    const list = [
      { id: 'a', isShownInGallery: true },
      { id: 'b', isShownInGallery: false },
      { id: 'c' },
      { id: 'd', isShownInGallery: null },
      { id: 'e', isShownInGallery: true },
    ];
    expect(galleryImages(list).map((i) => i.id)).toEqual(['a', 'e']);
  });

  it('handles empty and missing lists', () => {
    expect(galleryImages([])).toEqual([]);
    expect(galleryImages(null)).toEqual([]);
    expect(galleryImages(undefined)).toEqual([]);
  });
});

describe('shouldShowGallery', () => {
  it('needs at least 12 flagged images', () => {
    expect(GALLERY_MIN_IMAGES).toBe(12);
    expect(shouldShowGallery(images(11))).toBe(false);
    expect(shouldShowGallery(images(12))).toBe(true);
    expect(shouldShowGallery(images(30))).toBe(true);
  });

  it('does not count unflagged images', () => {
    expect(shouldShowGallery(images(11, 20))).toBe(false);
    expect(shouldShowGallery(images(0, 12))).toBe(false);
    expect(shouldShowGallery(images(12, 5))).toBe(true);
  });

  it('is false for empty and missing lists', () => {
    expect(shouldShowGallery([])).toBe(false);
    expect(shouldShowGallery(null)).toBe(false);
    expect(shouldShowGallery(undefined)).toBe(false);
  });
});
