/** Brand acronym codes that have their own brand label. */
export const BRAND_CODES = ['FRE', 'OAK', 'CSL', 'LUV', 'INT', 'TRU', 'SCO'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const BRAND_LABELS: Readonly<Record<BrandCode, string>> = {
  FRE: 'Frontier Homes',
  OAK: 'Oak Creek Homes',
  CSL: 'Coastline Homes',
  LUV: 'Luvella Homes',
  INT: 'Interstate Homes',
  TRU: 'TruBuilt Homes',
  SCO: 'Southern Comfort Homes',
};

/** Shown for every other code, including the main brand's own `CLA`. */
export const DEFAULT_BRAND_LABEL = 'Hearthstone Homes';

/** Dealer data is hand-entered, so codes are matched trimmed and case-insensitively. */
export function toBrandCode(code: string | null | undefined): BrandCode | null {
  const normalized = (code ?? '').trim().toUpperCase();
  return (BRAND_CODES as readonly string[]).includes(normalized) ? (normalized as BrandCode) : null;
}

export function brandLabel(code: string | null | undefined): string {
  const brand = toBrandCode(code);
  return brand ? BRAND_LABELS[brand] : DEFAULT_BRAND_LABEL;
}
