import { describe, it, expect } from 'vitest';
import {
  BRAND_REGION_CODES,
  ENVIRONMENTS,
  allClientIds,
  brandRegionCode,
  corporateClientId,
  isEnvironment,
  signInClientId,
} from './sign-in-client.ts';

describe('constants', () => {
  it('lists the brand-region codes', () => {
    expect(BRAND_REGION_CODES).toEqual([
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
    ]);
  });

  it('lists the environments', () => {
    expect(ENVIRONMENTS).toEqual(['dev', 'itg', 'qua', 'prod']);
    expect(isEnvironment('prod')).toBe(true);
    expect(isEnvironment('PROD')).toBe(false);
    expect(isEnvironment('staging')).toBe(false);
    expect(isEnvironment(undefined)).toBe(false);
  });
});

describe('brandRegionCode', () => {
  it('uses the acronym when acronym + region is not listed', () => {
    expect(brandRegionCode({ brandAcronym: 'OAK', region: 'TX' })).toBe('OAK');
    expect(brandRegionCode({ brandAcronym: 'HBC', region: 'WVA' })).toBe('HBC');
  });

  it('uses acronym + region when that is listed', () => {
    // No listed combination is reachable today without the main-brand acronym,
    // so a non-CLA acronym whose combination is listed proves the precedence.
    expect(brandRegionCode({ brandAcronym: 'CLAW', region: 'VA' })).toBe('CLAWVA');
    expect(brandRegionCode({ brandAcronym: 'CLAT', region: 'en' })).toBe('CLATEN');
  });

  it('upper-cases and trims both parts', () => {
    expect(brandRegionCode({ brandAcronym: ' oak ', region: ' tx ' })).toBe('OAK');
    expect(brandRegionCode({ brandAcronym: 'claw', region: ' va' })).toBe('CLAWVA');
  });

  it('gives null for the main brand acronym CLA in any case, even with a listed region', () => {
    for (const acronym of ['CLA', 'cla', 'Cla', ' cLa ']) {
      expect(brandRegionCode({ brandAcronym: acronym, region: 'WVA' })).toBeNull();
      expect(brandRegionCode({ brandAcronym: acronym, region: 'SER' })).toBeNull();
    }
  });

  it('gives null when the acronym is empty or missing', () => {
    expect(brandRegionCode({ brandAcronym: '', region: 'TX' })).toBeNull();
    expect(brandRegionCode({ brandAcronym: '  ', region: 'TX' })).toBeNull();
    expect(brandRegionCode({ brandAcronym: null, region: 'TX' })).toBeNull();
    expect(brandRegionCode({ region: 'TX' })).toBeNull();
  });

  it('gives null when the region is empty or missing, even for a listed acronym', () => {
    expect(brandRegionCode({ brandAcronym: 'OAK', region: '' })).toBeNull();
    expect(brandRegionCode({ brandAcronym: 'OAK', region: '   ' })).toBeNull();
    expect(brandRegionCode({ brandAcronym: 'OAK', region: null })).toBeNull();
    expect(brandRegionCode({ brandAcronym: 'OAK' })).toBeNull();
  });

  it('gives null when neither form is listed', () => {
    expect(brandRegionCode({ brandAcronym: 'TRU', region: 'TX' })).toBeNull();
    expect(brandRegionCode({ brandAcronym: 'XYZ', region: 'WVA' })).toBeNull();
  });

  it('gives null for a missing dealer', () => {
    expect(brandRegionCode(null)).toBeNull();
    expect(brandRegionCode(undefined)).toBeNull();
    expect(brandRegionCode({})).toBeNull();
  });
});

describe('signInClientId', () => {
  it('builds web-{code}-{env} in lower case', () => {
    expect(signInClientId({ brandAcronym: 'OAK', region: 'TX' }, 'prod')).toBe('web-oak-prod');
    expect(signInClientId({ brandAcronym: 'luv', region: 'NC' }, 'dev')).toBe('web-luv-dev');
    expect(signInClientId({ brandAcronym: 'CLAW', region: 'VA' }, 'qua')).toBe('web-clawva-qua');
    expect(signInClientId({ brandAcronym: 'SCO', region: 'AL' }, 'itg')).toBe('web-sco-itg');
  });

  it('gives null (use the corporate client) when there is no brand-region code', () => {
    expect(signInClientId({ brandAcronym: 'CLA', region: 'WVA' }, 'prod')).toBeNull();
    expect(signInClientId({ brandAcronym: 'OAK', region: '' }, 'prod')).toBeNull();
    expect(signInClientId({ brandAcronym: '', region: 'TX' }, 'prod')).toBeNull();
    expect(signInClientId(null, 'prod')).toBeNull();
  });
});

describe('corporateClientId', () => {
  it.each(ENVIRONMENTS)('is web-corporate-%s', (env) => {
    expect(corporateClientId(env)).toBe(`web-corporate-${env}`);
  });
});

describe('allClientIds', () => {
  it('lists corporate first, then every code in order', () => {
    const ids = allClientIds('prod');
    expect(ids).toHaveLength(BRAND_REGION_CODES.length + 1);
    expect(ids[0]).toBe('web-corporate-prod');
    expect(ids[1]).toBe('web-oak-prod');
    expect(ids[3]).toBe('web-hbc-prod');
    expect(ids.at(-1)).toBe('web-claser-prod');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses the given environment throughout', () => {
    expect(allClientIds('itg').every((id) => id.startsWith('web-') && id.endsWith('-itg'))).toBe(
      true,
    );
  });

  it('contains every id signInClientId can produce', () => {
    const ids = allClientIds('dev');
    for (const dealer of [
      { brandAcronym: 'OAK', region: 'TX' },
      { brandAcronym: 'CLAW', region: 'CR' },
      { brandAcronym: 'csl', region: 'x' },
    ]) {
      const id = signInClientId(dealer, 'dev');
      expect(id).not.toBeNull();
      expect(ids).toContain(id);
    }
  });
});
