/** Sent on every account update so the server never has to guess consent. */
export const OPT_IN_FIELDS = ['optInEmail', 'optInText', 'optInCall'] as const;
export type OptInField = (typeof OPT_IN_FIELDS)[number];

/** Text fields a user read always has, as '' when missing. */
export const USER_TEXT_FIELDS = [
  'userId',
  'firstName',
  'lastName',
  'phone',
  'preferredPronouns',
  'zipcode',
  'preferredName',
  'suffix',
] as const;
export type UserTextField = (typeof USER_TEXT_FIELDS)[number];

export type User = Record<UserTextField, string> &
  Record<OptInField, boolean> & {
    email?: string;
    preferredContactMethod: string[];
    preferredContactTime: string[];
    likedFeatures?: unknown;
  };

export type PatchInput = Readonly<Record<string, unknown>>;
export type UserPatch = Record<OptInField, boolean> & Record<string, unknown>;
export type ProfilePatch = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Falsy, whitespace-only text, `[]` and `{}` count as empty and are not sent. */
function isEmpty(value: unknown): boolean {
  if (!value) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * An account patch's fields: drops empty fields, opt-in flags and `email`
 * (email changes go through their own verified flow), and renames `zipcode`
 * to `zipCode`; a non-empty `zipcode` wins over a `zipCode` sent alongside.
 */
function cleanUserPatch(patch: PatchInput | null | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (key === 'email' || key === 'zipcode' || isEmpty(value)) continue;
    if ((OPT_IN_FIELDS as readonly string[]).includes(key)) continue;
    result[key] = value;
  }
  const zipcode = patch?.['zipcode'];
  if (!isEmpty(zipcode)) result['zipCode'] = zipcode;
  return result;
}

/**
 * The body of an account update, or null (send nothing) without both a token and
 * a user. The opt-in flags are always sent as booleans: the patch's value when it
 * gives a boolean, else the user's current value, else false — so editing a name
 * never silently withdraws consent.
 */
export function buildUserPatch(input: {
  token?: string | null;
  user?: Readonly<Partial<User>> | null;
  patch?: PatchInput | null;
}): UserPatch | null {
  const { token, user, patch } = input;
  if (!token || token.trim() === '' || !user) return null;
  const optIns = {} as Record<OptInField, boolean>;
  for (const field of OPT_IN_FIELDS) {
    const wanted = patch?.[field];
    optIns[field] = typeof wanted === 'boolean' ? wanted : user[field] === true;
  }
  return { ...cleanUserPatch(patch), ...optIns };
}

/** Fields a profile patch never sends: the email is the account's, liked features have their own calls. */
const NOT_PROFILE_FIELDS: readonly string[] = ['email', 'likedFeatures', ...OPT_IN_FIELDS];

/**
 * The body of a profile update. Unlike an account patch, it keeps every
 * answer a buyer can give: `false` (no land) and `0` (no cash budget) are
 * sent, and `null` is sent to clear an answer. Empty or whitespace-only
 * text and `NaN` (an emptied number input) become `null`; `undefined` is
 * dropped, as are `email`, `likedFeatures` and the opt-in flags, which a
 * profile does not have (SPEC §5).
 */
export function buildProfilePatch(patch: PatchInput | null | undefined): ProfilePatch {
  const result: ProfilePatch = {};
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === undefined || NOT_PROFILE_FIELDS.includes(key)) continue;
    const blank =
      (typeof value === 'string' && value.trim() === '') ||
      (typeof value === 'number' && Number.isNaN(value));
    result[key] = blank ? null : value;
  }
  return result;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * A user as read from the API with every text field present ('' when missing or
 * not text), opt-in flags as booleans (only `true` counts) and contact lists as
 * string arrays. Other fields pass through unchanged.
 */
export function normalizeUser(raw: PatchInput | null | undefined): User {
  const source = raw ?? {};
  const text = {} as Record<UserTextField, string>;
  for (const field of USER_TEXT_FIELDS) {
    const value = source[field];
    text[field] = typeof value === 'string' ? value : '';
  }
  const optIns = {} as Record<OptInField, boolean>;
  for (const field of OPT_IN_FIELDS) optIns[field] = source[field] === true;
  const user: User = {
    ...source,
    ...text,
    ...optIns,
    preferredContactMethod: stringList(source['preferredContactMethod']),
    preferredContactTime: stringList(source['preferredContactTime']),
  };
  if (typeof source['email'] === 'string') user.email = source['email'];
  else delete user.email;
  return user;
}

/** The first preferred contact method, or '' when there is none. */
export function primaryContactMethod(
  user: { preferredContactMethod?: readonly string[] | null } | null | undefined,
): string {
  return user?.preferredContactMethod?.[0] ?? '';
}
