/** Brand and brand-region codes that have their own sign-in client. */
export const BRAND_REGION_CODES = [
  'OAK',
  'LUV',
  'HBC',
  'INT',
  'SCO',
  'FRE',
  'CSL',
  'CLAWVA',
  'CLAWCR',
  'CLAVIR',
  'CLATXS',
  'CLATXN',
  'CLATNT',
  'CLATEN',
  'CLABAM',
  'CLAECR',
  'CLAFLG',
  'CLAGUL',
  'CLAKEN',
  'CLANER',
  'CLAPAC',
  'CLAROC',
  'CLASCA',
  'CLASER',
] as const;
export type BrandRegionCode = (typeof BRAND_REGION_CODES)[number];

export const ENVIRONMENTS = ['dev', 'itg', 'qua', 'prod'] as const;

/**
 * The authorization request's parameter naming the home center whose pages a sign-in
 * started from on the site's own host (`?lotNumber=`): its screen wears that center's
 * brand, as one started on the center's own host does. Not part of any security decision.
 */
export const LOT_NUMBER_AUTH_PARAM = 'lot_number';
export type Environment = (typeof ENVIRONMENTS)[number];

export interface SignInDealer {
  brandAcronym?: string | null;
  region?: string | null;
}

/** The main brand's acronym; its dealers sign in with the corporate client. */
const MAIN_BRAND_ACRONYM = 'CLA';

const isBrandRegionCode = (code: string): code is BrandRegionCode =>
  (BRAND_REGION_CODES as readonly string[]).includes(code);

export function isEnvironment(value: unknown): value is Environment {
  return (ENVIRONMENTS as readonly unknown[]).includes(value);
}

/**
 * The dealer's brand-region code: `ACRONYM + REGION` when listed, else `ACRONYM`
 * when listed, else null. Null also when the acronym is empty or "CLA" (any case)
 * or the region is empty — even for a listed acronym such as OAK.
 */
export function brandRegionCode(dealer: SignInDealer | null | undefined): BrandRegionCode | null {
  const acronym = (dealer?.brandAcronym ?? '').trim().toUpperCase();
  const region = (dealer?.region ?? '').trim().toUpperCase();
  if (acronym === '' || acronym === MAIN_BRAND_ACRONYM || region === '') return null;
  const combined = acronym + region;
  if (isBrandRegionCode(combined)) return combined;
  if (isBrandRegionCode(acronym)) return acronym;
  return null;
}

const clientId = (code: string, env: Environment) => `web-${code.toLowerCase()}-${env}`;

export function corporateClientId(env: Environment): string {
  return clientId('corporate', env);
}

/** The dealer's own sign-in client id, or null when the corporate client applies. */
export function signInClientId(
  dealer: SignInDealer | null | undefined,
  env: Environment,
): string | null {
  const code = brandRegionCode(dealer);
  return code === null ? null : clientId(code, env);
}

/** Every client id of an environment, corporate first, then in `BRAND_REGION_CODES` order. */
export function allClientIds(env: Environment): string[] {
  return [corporateClientId(env), ...BRAND_REGION_CODES.map((code) => clientId(code, env))];
}
