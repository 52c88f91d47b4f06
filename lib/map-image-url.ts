// Where the offline maps are served (issue 12): a home center's state with it
// marked, and the home centers nearest a ZIP code, numbered as the finder lists them.
export const MAP_WIDTH = 640;
export const HOME_CENTER_MAP_HEIGHT = 420;
export const FINDER_MAP_HEIGHT = 480;
/** How many home centers the finder lists and numbers on its map. */
export const FINDER_LIMIT = 8;

export function homeCenterMapUrl(lotNumber: string): string {
  return `/images/maps/home-center-${encodeURIComponent(lotNumber)}.webp`;
}

export function finderMapUrl(postalCode: string): string {
  return `/images/maps/near-${encodeURIComponent(postalCode)}.webp`;
}

export type MapImage =
  { kind: 'home-center'; lotNumber: string } | { kind: 'near'; postalCode: string };

export function parseMapImageFile(file: string): MapImage | null {
  const center = /^home-center-(\d{1,10})\.webp$/.exec(file);
  if (center) return { kind: 'home-center', lotNumber: center[1]! };
  const near = /^near-(\d{5})\.webp$/.exec(file);
  if (near) return { kind: 'near', postalCode: near[1]! };
  return null;
}
