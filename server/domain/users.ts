// Portal users (SPEC §3 User, §4 profile bootstrap, §5; issue 10): the
// caller's own user, made once with its first profile and planner, and
// changed by patches. The email is the account's and is never patched; names
// are copied from the account at creation, and a change of them goes back to
// the account too, so the ID token's names follow on the next renewal.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTACT_METHODS,
  CONTACT_TIMES,
  MAX_NAME_LENGTH,
  MAX_PREFERRED_NAME_LENGTH,
  MAX_PRONOUNS_LENGTH,
  MAX_SUFFIX_LENGTH,
  ZIP_CODE_LENGTH,
} from '../../lib/portal-fields.ts';
import { typedPhoneDigits } from '../../lib/phone.ts';
import { accounts, dealers, users } from '../db/schema.ts';
import { requireViewer, SCOPES, type DomainContext, type Viewer } from './context.ts';
import { NotFoundError, UserInputError } from './errors.ts';
import { oneOf, parseInput, textField, uuidOrNull } from './input.ts';
import { requireKnownPostalCode } from './places.ts';
import { currentPlanner, ensureProfileAndPlanner, plannerKey, type PlannerKey } from './planner.ts';
import {
  findViewerUser,
  isOwnUserId,
  NO_SUCH_USER,
  requireOwnUser,
  requireViewerUser,
  type UserRow,
} from './viewer-user.ts';
import { UNKNOWN_LOT_NUMBER } from './dealers.ts';

/** A user as the API shows it: the row and the account's email. */
export type PortalUser = UserRow & { email: string };

const ZIP = new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`);

const nameField = (field: string, label: string) =>
  textField(field, MAX_NAME_LENGTH).min(1, `Enter your ${label}.`);

/** SPEC §5: 10 digits once separators are removed (stored as digits), or '' for none. */
const phoneField = textField('phone', 40).transform((value, ctx) => {
  const digits = typedPhoneDigits(value);
  if (digits === null) {
    ctx.addIssue({ code: 'custom', message: 'phone must be 10 digits, like (865) 555-0123' });
  }
  return digits ?? '';
});

const zipField = textField('zipCode', 20).refine(
  (value) => value === '' || ZIP.test(value),
  'zipCode must be 5 digits',
);

/** A list of allowed values, each once, in the order given (the first method is the one used). */
const choiceList = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .array(oneOf(field, values), { error: `${field} must be a list` })
    .transform((items) => [...new Set(items)]);

const userFields = {
  firstName: nameField('firstName', 'first name'),
  lastName: nameField('lastName', 'last name'),
  phone: phoneField,
  zipCode: zipField,
  preferredContactMethod: choiceList('preferredContactMethod', CONTACT_METHODS),
  preferredContactTime: choiceList('preferredContactTime', CONTACT_TIMES),
  preferredPronouns: textField('preferredPronouns', MAX_PRONOUNS_LENGTH),
  preferredName: textField('preferredName', MAX_PREFERRED_NAME_LENGTH),
  suffix: textField('suffix', MAX_SUFFIX_LENGTH),
  optInCall: z.boolean(),
  optInEmail: z.boolean(),
  optInText: z.boolean(),
};

type UserFields = { [K in keyof typeof userFields]: z.output<(typeof userFields)[K]> };

/** Every field optional; null is "not given" (a user's fields are never null: see clearFields). */
const userPatchSchema = z.object(
  Object.fromEntries(Object.entries(userFields).map(([key, schema]) => [key, schema.nullish()])),
) as unknown as z.ZodType<{ [K in keyof UserFields]?: UserFields[K] | null }>;

/** Fields clearFields may empty: the texts and lists that may be blank. */
export const USER_CLEARABLE_FIELDS = [
  'phone',
  'preferredPronouns',
  'zipCode',
  'preferredName',
  'suffix',
  'preferredContactMethod',
  'preferredContactTime',
] as const;
export type UserClearableField = (typeof USER_CLEARABLE_FIELDS)[number];

const EMPTY: Pick<UserFields, UserClearableField> = {
  phone: '',
  preferredPronouns: '',
  zipCode: '',
  preferredName: '',
  suffix: '',
  preferredContactMethod: [],
  preferredContactTime: [],
};

/** The given (non-null) fields of a parsed patch. */
function givenFields<T extends Record<string, unknown>>(
  patch: T,
): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== null && value !== undefined),
  ) as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}

/** The account behind a viewer (subject = account id), or null. */
async function accountOf(ctx: DomainContext, viewer: Pick<Viewer, 'subject'>) {
  const accountId = uuidOrNull(viewer.subject);
  if (!accountId) return null;
  const [account] = await ctx.db
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  return account ?? null;
}

async function withEmail(ctx: DomainContext, user: UserRow): Promise<PortalUser> {
  const account = await accountOf(ctx, user);
  return { ...user, email: account?.email ?? '' };
}

/**
 * SPEC §7 getUser: the caller's user, or null when they have none yet (the
 * browser then creates it). A userId that is not the caller's answers
 * NOT_FOUND, as an id that does not exist does.
 */
export async function getUser(
  ctx: DomainContext,
  input: { userId?: string | null },
): Promise<PortalUser | null> {
  const viewer = requireViewer(ctx, SCOPES.userRead);
  const user = await findViewerUser(ctx, viewer);
  const given = input.userId?.trim() ? input.userId : null;
  if (given !== null && (!user || !isOwnUserId(user, given))) {
    throw new NotFoundError(NO_SUCH_USER);
  }
  return user ? withEmail(ctx, user) : null;
}

/** A planner key whose home center exists (to make a planner for it). */
async function plannerKeyToCreate(
  ctx: DomainContext,
  type: string,
  lotNumber: string | null | undefined,
): Promise<PlannerKey> {
  const key = plannerKey(type, lotNumber);
  if (key.lotNumber !== null) {
    const [dealer] = await ctx.db
      .select({ dealerId: dealers.dealerId })
      .from(dealers)
      .where(eq(dealers.lotNumber, key.lotNumber));
    if (!dealer) {
      throw new UserInputError(UNKNOWN_LOT_NUMBER, 'lotNumber');
    }
  }
  return key;
}

/**
 * SPEC §7 create user and planner: the caller's user (names default to the
 * account's), with its profile and planner for the type and lot, in one
 * transaction. Idempotent: when the user exists, what is missing is made
 * and the existing user is returned unchanged (two tabs bootstrapping at
 * once both succeed, with one user).
 */
export async function createUserAndPlanner(
  ctx: DomainContext,
  input: { user: unknown; plannerType: string; lotNumber?: string | null },
): Promise<PortalUser> {
  const viewer = requireViewer(ctx, SCOPES.userWrite);
  const fields = givenFields(parseInput(userPatchSchema, input.user ?? {}));
  if (fields.zipCode) await requireKnownPostalCode(ctx, fields.zipCode, 'zipCode');
  const key = await plannerKeyToCreate(ctx, input.plannerType, input.lotNumber);
  const account = await accountOf(ctx, viewer);
  const user = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        ...fields,
        issuer: viewer.issuer,
        subject: viewer.subject,
        firstName: fields.firstName ?? account?.firstName ?? '',
        lastName: fields.lastName ?? account?.lastName ?? '',
      })
      .onConflictDoNothing();
    const row = await findViewerUser({ db: tx, viewer }, viewer);
    await ensureProfileAndPlanner(tx, row!.userId, key);
    return row!;
  });
  return { ...user, email: account?.email ?? '' };
}

/**
 * SPEC §7 initializePlanner / initializePlannerService: the caller's profile
 * and planner for a type and lot, made when missing. The user must exist.
 */
export async function initializePlanner(
  ctx: DomainContext,
  input: { plannerType: string; lotNumber?: string | null; clientMutationId?: string | null },
): Promise<{ clientMutationId: string | null; profileId: number; plannerId: number }> {
  const { user } = await requireViewerUser(ctx, SCOPES.userWrite);
  const clientMutationId = parseInput(
    textField('clientMutationId', 200).nullish(),
    input.clientMutationId,
  );
  const key = await plannerKeyToCreate(ctx, input.plannerType, input.lotNumber);
  const { profileId } = await ctx.db.transaction((tx) =>
    ensureProfileAndPlanner(tx, user.userId, key),
  );
  const planner = await currentPlanner(ctx, key.type);
  return { clientMutationId: clientMutationId ?? null, profileId, plannerId: planner.plannerId };
}

/**
 * SPEC §7 patchUser: fields absent (or null) stay as they are; clearFields
 * empties the listed ones (SPEC §5's client drops empty values, so a buyer
 * could not remove a phone number otherwise). userId must be the caller's.
 */
export async function patchUser(
  ctx: DomainContext,
  input: { userId: string; patch: unknown; clearFields?: readonly string[] | null },
): Promise<PortalUser> {
  const { viewer, user } = await requireOwnUser(ctx, SCOPES.userWrite, input.userId);
  const fields = givenFields(parseInput(userPatchSchema, input.patch ?? {}));
  const cleared: Partial<Pick<UserFields, UserClearableField>> = {};
  for (const field of input.clearFields ?? []) {
    if (!(USER_CLEARABLE_FIELDS as readonly string[]).includes(field)) {
      throw new UserInputError(
        `clearFields may name ${USER_CLEARABLE_FIELDS.join(', ')}`,
        'clearFields',
      );
    }
    if (field in fields) {
      throw new UserInputError(`${field} is both given and cleared`, field);
    }
    Object.assign(cleared, { [field]: EMPTY[field as UserClearableField] });
  }
  if (fields.zipCode) await requireKnownPostalCode(ctx, fields.zipCode, 'zipCode');
  const changes = { ...fields, ...cleared };
  if (Object.keys(changes).length === 0) return withEmail(ctx, user);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.userId, user.userId))
      .returning();
    const accountId = uuidOrNull(viewer.subject);
    if (accountId && (fields.firstName !== undefined || fields.lastName !== undefined)) {
      await tx
        .update(accounts)
        .set({
          ...(fields.firstName !== undefined ? { firstName: fields.firstName } : {}),
          ...(fields.lastName !== undefined ? { lastName: fields.lastName } : {}),
          updatedAt: new Date(),
        })
        .where(eq(accounts.accountId, accountId));
    }
    return row!;
  });
  return withEmail(ctx, updated);
}
