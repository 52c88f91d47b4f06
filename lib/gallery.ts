/** The welcome-home gallery is only worth showing with at least this many images. */
export const GALLERY_MIN_IMAGES = 12;

export interface GalleryImageFlag {
  isShownInGallery?: boolean | null;
}

/** The images flagged for the gallery, in their original order. */
export function galleryImages<T extends GalleryImageFlag>(
  images: readonly T[] | null | undefined,
): T[] {
  return (images ?? []).filter((image) => image.isShownInGallery === true);
}

export function shouldShowGallery(images: readonly GalleryImageFlag[] | null | undefined): boolean {
  return galleryImages(images).length >= GALLERY_MIN_IMAGES;
}
