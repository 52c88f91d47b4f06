import { describe, it, expect } from 'vitest';
import {
  OPT_IN_FIELDS,
  USER_TEXT_FIELDS,
  buildProfilePatch,
  buildUserPatch,
  normalizeUser,
  primaryContactMethod,
} from './user-patch.ts';

const user = normalizeUser({ userId: 'u1', firstName: 'Ada', email: 'ada@example.com' });
const noOptIns = { optInEmail: false, optInText: false, optInCall: false };

describe('constants', () => {
  it('pins the opt-in and text fields', () => {
    expect(OPT_IN_FIELDS).toEqual(['optInEmail', 'optInText', 'optInCall']);
    expect(USER_TEXT_FIELDS).toEqual([
      'userId',
      'firstName',
      'lastName',
      'phone',
      'preferredPronouns',
      'zipcode',
      'preferredName',
      'suffix',
    ]);
  });
});

describe('buildUserPatch', () => {
  it('sends nothing without both a token and a user', () => {
    const patch = { firstName: 'Ada' };
    expect(buildUserPatch({ token: null, user, patch })).toBeNull();
    expect(buildUserPatch({ token: undefined, user, patch })).toBeNull();
    expect(buildUserPatch({ token: '', user, patch })).toBeNull();
    expect(buildUserPatch({ token: '   ', user, patch })).toBeNull();
    expect(buildUserPatch({ token: 't', user: null, patch })).toBeNull();
    expect(buildUserPatch({ token: 't', user: undefined, patch })).toBeNull();
    expect(buildUserPatch({ patch })).toBeNull();
  });

  it('keeps non-empty fields', () => {
    expect(
      buildUserPatch({ token: 't', user, patch: { firstName: 'Ada', lastName: 'Lovelace' } }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', ...noOptIns });
  });

  it('drops empty and falsy fields', () => {
    const patch = {
      firstName: '',
      lastName: '   ',
      phone: null,
      suffix: undefined,
      count: 0,
      flag: false,
      nan: Number.NaN,
      list: [],
      obj: {},
      preferredName: 'Addie',
    };
    expect(buildUserPatch({ token: 't', user, patch })).toEqual({
      preferredName: 'Addie',
      ...noOptIns,
    });
  });

  it('treats an empty null-prototype object as empty', () => {
    const patch = { meta: Object.create(null) as object, firstName: 'Ada' };
    expect(buildUserPatch({ token: 't', user, patch })).toEqual({ firstName: 'Ada', ...noOptIns });
  });

  it('keeps non-empty arrays, objects and truthy values', () => {
    const when = new Date(0);
    const patch = {
      preferredContactMethod: ['text'],
      address: { city: 'Maryville' },
      count: 3,
      flag: true,
      when,
    };
    expect(buildUserPatch({ token: 't', user, patch })).toEqual({ ...patch, ...noOptIns });
  });

  it('always sends the three opt-in flags, default false', () => {
    expect(buildUserPatch({ token: 't', user, patch: {} })).toEqual(noOptIns);
    expect(buildUserPatch({ token: 't', user, patch: null })).toEqual(noOptIns);
    expect(buildUserPatch({ token: 't', user })).toEqual(noOptIns);
  });

  it('sends false opt-ins from the patch even though false is falsy', () => {
    const current = { ...user, optInEmail: true, optInText: true, optInCall: true };
    expect(
      buildUserPatch({
        token: 't',
        user: current,
        patch: { optInEmail: false, optInText: false, optInCall: false },
      }),
    ).toEqual(noOptIns);
  });

  it("falls back to the user's current opt-ins when the patch does not give them", () => {
    const current = { ...user, optInEmail: true, optInText: false, optInCall: true };
    expect(buildUserPatch({ token: 't', user: current, patch: { optInCall: false } })).toEqual({
      optInEmail: true,
      optInText: false,
      optInCall: false,
    });
  });

  it('ignores non-boolean opt-in values', () => {
    const current = { ...user, optInEmail: true };
    expect(
      buildUserPatch({
        token: 't',
        user: current,
        patch: { optInEmail: 'false', optInText: 'true', optInCall: 1 },
      }),
    ).toEqual({ optInEmail: true, optInText: false, optInCall: false });
  });

  it('renames zipcode to zipCode', () => {
    expect(buildUserPatch({ token: 't', user, patch: { zipcode: '37801' } })).toEqual({
      zipCode: '37801',
      ...noOptIns,
    });
    expect(buildUserPatch({ token: 't', user, patch: { zipCode: '37801' } })).toEqual({
      zipCode: '37801',
      ...noOptIns,
    });
  });

  it('prefers a non-empty zipcode over zipCode, and drops an empty one', () => {
    expect(
      buildUserPatch({ token: 't', user, patch: { zipCode: '11111', zipcode: '37801' } }),
    ).toEqual({ zipCode: '37801', ...noOptIns });
    expect(buildUserPatch({ token: 't', user, patch: { zipCode: '11111', zipcode: '' } })).toEqual({
      zipCode: '11111',
      ...noOptIns,
    });
    expect(buildUserPatch({ token: 't', user, patch: { zipcode: '' } })).toEqual(noOptIns);
  });

  it('removes email', () => {
    expect(
      buildUserPatch({ token: 't', user, patch: { email: 'new@example.com', firstName: 'Ada' } }),
    ).toEqual({ firstName: 'Ada', ...noOptIns });
  });

  it('keeps likedFeatures (only profile patches drop it)', () => {
    expect(buildUserPatch({ token: 't', user, patch: { likedFeatures: ['porch'] } })).toEqual({
      likedFeatures: ['porch'],
      ...noOptIns,
    });
  });

  it('does not modify the patch', () => {
    const patch = { zipcode: '37801', email: 'x@example.com' };
    buildUserPatch({ token: 't', user, patch });
    expect(patch).toEqual({ zipcode: '37801', email: 'x@example.com' });
  });
});

describe('buildProfilePatch', () => {
  it('keeps false, 0 and null: a buyer’s “no land” and “no cash budget” are answers', () => {
    expect(
      buildProfilePatch({ hasLand: false, isPreApproved: false, cashBudget: 0, budget: null }),
    ).toEqual({ hasLand: false, isPreApproved: false, cashBudget: 0, budget: null });
  });

  it('keeps given values as they are', () => {
    expect(
      buildProfilePatch({ budget: 120000, landType: 'family-land', preferredBaths: 2.5 }),
    ).toEqual({ budget: 120000, landType: 'family-land', preferredBaths: 2.5 });
  });

  it("turns '', whitespace-only text and NaN into null (an emptied input clears the answer)", () => {
    expect(buildProfilePatch({ landZip: '', propertyDescription: '  ', budget: NaN })).toEqual({
      landZip: null,
      propertyDescription: null,
      budget: null,
    });
  });

  it('drops undefined, email and likedFeatures', () => {
    expect(
      buildProfilePatch({
        budget: undefined,
        email: 'ada@example.com',
        likedFeatures: [{ featureId: 1 }],
        hasLand: true,
      }),
    ).toEqual({ hasLand: true });
  });

  it('never sends opt-in flags, which a profile does not have', () => {
    expect(buildProfilePatch({ optInEmail: false, optInText: true, optInCall: 'yes' })).toEqual({});
  });

  it('sends nothing for no patch', () => {
    expect(buildProfilePatch({})).toEqual({});
    expect(buildProfilePatch(null)).toEqual({});
    expect(buildProfilePatch(undefined)).toEqual({});
  });

  it('does not modify the patch', () => {
    const patch = { landZip: '', email: 'a@example.com' };
    buildProfilePatch(patch);
    expect(patch).toEqual({ landZip: '', email: 'a@example.com' });
  });
});

describe('normalizeUser', () => {
  it('fills missing text fields with empty strings and defaults the rest', () => {
    expect(normalizeUser({})).toEqual({
      userId: '',
      firstName: '',
      lastName: '',
      phone: '',
      preferredPronouns: '',
      zipcode: '',
      preferredName: '',
      suffix: '',
      optInEmail: false,
      optInText: false,
      optInCall: false,
      preferredContactMethod: [],
      preferredContactTime: [],
    });
    expect(normalizeUser(null)).toEqual(normalizeUser({}));
    expect(normalizeUser(undefined)).toEqual(normalizeUser({}));
  });

  it('keeps present values', () => {
    const raw = {
      userId: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '8655550123',
      preferredPronouns: 'she/her',
      zipcode: '37801',
      preferredName: 'Addie',
      suffix: 'III',
      email: 'ada@example.com',
      optInEmail: true,
      optInText: true,
      optInCall: true,
      preferredContactMethod: ['text', 'email'],
      preferredContactTime: ['morning'],
    };
    expect(normalizeUser(raw)).toEqual(raw);
  });

  it('replaces null and non-text values of text fields with empty strings', () => {
    const result = normalizeUser({ firstName: null, phone: 8655550123, suffix: undefined });
    expect(result.firstName).toBe('');
    expect(result.phone).toBe('');
    expect(result.suffix).toBe('');
  });

  it('counts only true as an opt-in', () => {
    const result = normalizeUser({ optInEmail: 'true', optInText: 1, optInCall: null });
    expect([result.optInEmail, result.optInText, result.optInCall]).toEqual([false, false, false]);
  });

  it('keeps only strings in the contact lists', () => {
    const result = normalizeUser({
      preferredContactMethod: ['text', 3, null, 'call'],
      preferredContactTime: 'morning',
    });
    expect(result.preferredContactMethod).toEqual(['text', 'call']);
    expect(result.preferredContactTime).toEqual([]);
  });

  it('keeps email only when it is text, and passes other fields through', () => {
    expect(normalizeUser({ email: null })).not.toHaveProperty('email');
    expect(normalizeUser({ email: 'a@b.c' }).email).toBe('a@b.c');
    expect(normalizeUser({ likedFeatures: ['porch'] }).likedFeatures).toEqual(['porch']);
  });

  it('does not share arrays with the input', () => {
    const methods = ['text'];
    const result = normalizeUser({ preferredContactMethod: methods });
    expect(result.preferredContactMethod).not.toBe(methods);
  });
});

describe('primaryContactMethod', () => {
  it('is the first preferred contact method', () => {
    expect(primaryContactMethod({ preferredContactMethod: ['text', 'email'] })).toBe('text');
  });

  it("is '' when there is none", () => {
    expect(primaryContactMethod({ preferredContactMethod: [] })).toBe('');
    expect(primaryContactMethod({ preferredContactMethod: null })).toBe('');
    expect(primaryContactMethod({})).toBe('');
    expect(primaryContactMethod(null)).toBe('');
    expect(primaryContactMethod(undefined)).toBe('');
    expect(primaryContactMethod(normalizeUser({}))).toBe('');
  });
});
