// Profiles (SPEC §3 Profile; issue 10): a buyer's answers for one planner.
// Every answer is nullable: null is "not answered", so false (no land, not
// pre-approved) and 0 (no cash budget) are stored as answers. A patch keeps
// what it does not name and clears what it names as null.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  BATHS_STEP,
  BUDGET_CONFIDENCES,
  BUYER_SITUATIONS,
  FUNDING_SOURCES,
  LAND_TYPES,
  MAX_BATHS,
  MAX_BEDS,
  MAX_DOLLARS,
  MAX_LIKED_FEATURES,
  MAX_PROPERTY_DESCRIPTION_LENGTH,
  MAX_TOP_FAVORITE_HOME_LENGTH,
  MIN_BATHS,
  MIN_BEDS,
  MOVE_YEARS_AHEAD,
  ZIP_CODE_LENGTH,
} from '../../lib/portal-fields.ts';
import {
  features,
  homeListings,
  models,
  profileLikedFeatures,
  profiles,
  users,
} from '../db/schema.ts';
import { requireViewer, SCOPES, type DomainContext, type Scope } from './context.ts';
import { NotFoundError, UserInputError } from './errors.ts';
import type { Feature } from './features.ts';
import { oneOf, parseInput, textField, wholeNumber } from './input.ts';
import { requireKnownPostalCode } from './places.ts';
import { lotIs, plannerKey, type ProfileRow } from './planner.ts';
import { isViewer, type UserRow } from './viewer-user.ts';

export type { ProfileRow };

const ZIP = new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`);

/** The profile fields a patch may carry, each nullable (null clears the answer). */
export function profilePatchSchema(now: Date) {
  // "This year" is still the old one in Hawaii (UTC−10) when UTC's has turned.
  const thisYear = new Date(now.getTime() - 10 * 3_600_000).getUTCFullYear();
  const latestYear = now.getUTCFullYear() + MOVE_YEARS_AHEAD;
  const dollars = (field: string) => wholeNumber(field, 0, MAX_DOLLARS).nullable().optional();
  const choice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
    oneOf(field, values).nullable().optional();
  return z.object({
    budget: dollars('budget'),
    budgetConfidence: choice('budgetConfidence', BUDGET_CONFIDENCES),
    buyerSituation: choice('buyerSituation', BUYER_SITUATIONS),
    cashBudget: dollars('cashBudget'),
    fundingSource: choice('fundingSource', FUNDING_SOURCES),
    hasLand: z.boolean().nullable().optional(),
    isPreApproved: z.boolean().nullable().optional(),
    landType: choice('landType', LAND_TYPES),
    landZip: textField('landZip', 20)
      .refine((value) => ZIP.test(value), 'landZip must be 5 digits')
      .nullable()
      .optional(),
    preApprovalAmount: dollars('preApprovalAmount'),
    preferredBeds: wholeNumber('preferredBeds', MIN_BEDS, MAX_BEDS).nullable().optional(),
    preferredBaths: z
      .number({ error: 'preferredBaths must be a number' })
      .min(MIN_BATHS, `preferredBaths must be from ${MIN_BATHS} to ${MAX_BATHS}`)
      .max(MAX_BATHS, `preferredBaths must be from ${MIN_BATHS} to ${MAX_BATHS}`)
      .refine(
        (value) => Number.isInteger(value / BATHS_STEP),
        `preferredBaths goes in steps of ${BATHS_STEP}`,
      )
      .nullable()
      .optional(),
    propertyDescription: textField('propertyDescription', MAX_PROPERTY_DESCRIPTION_LENGTH, {
      multiline: true,
    })
      .nullable()
      .optional(),
    targetMoveDateMonth: wholeNumber('targetMoveDateMonth', 1, 12).nullable().optional(),
    targetMoveDateYear: wholeNumber('targetMoveDateYear', thisYear, latestYear)
      .nullable()
      .optional(),
    topFavoriteHome: textField('topFavoriteHome', MAX_TOP_FAVORITE_HOME_LENGTH)
      .nullable()
      .optional(),
  });
}

export type ProfilePatch = z.output<ReturnType<typeof profilePatchSchema>>;

/** Text answers: surrounding space trimmed, and '' (or spaces) is "not answered" (null). */
function blankTextIsNull(patch: unknown): unknown {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
}

/**
 * The caller's profile by id; NOT_FOUND for another user's, as for one that
 * does not exist (same words, nothing changed).
 */
export async function requireOwnProfile(
  ctx: DomainContext,
  scope: Scope,
  profileId: number,
): Promise<ProfileRow> {
  const viewer = requireViewer(ctx, scope);
  const [row] = await ctx.db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(users, eq(users.userId, profiles.userId))
    .where(and(eq(profiles.profileId, profileId), isViewer(viewer)));
  if (!row) throw new NotFoundError('No such profile.');
  return row.profile;
}

/** A user's profile for a type and lot (null when none; retail without a lot number is refused). */
export async function profileOf(
  ctx: DomainContext,
  user: UserRow,
  input: { profileType?: string | null; lotNumber?: string | null },
): Promise<ProfileRow | null> {
  // SPEC §5: the profile is included only when a profile type is given.
  if (!input.profileType) return null;
  const key = plannerKey(input.profileType, input.lotNumber);
  const [row] = await ctx.db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, user.userId),
        eq(profiles.profileType, key.type),
        lotIs(profiles.lotNumber, key.lotNumber),
      ),
    );
  return row ?? null;
}

/** A model number or a serial number of a built home: what a favorite home can be. */
async function isHomeKey(ctx: DomainContext, key: string): Promise<boolean> {
  const [model] = await ctx.db
    .select({ id: models.id })
    .from(models)
    .where(eq(models.modelNumber, key))
    .limit(1);
  if (model) return true;
  const [home] = await ctx.db
    .select({ id: homeListings.inventoryId })
    .from(homeListings)
    .where(eq(homeListings.serialNumber, key))
    .limit(1);
  return home !== undefined;
}

/**
 * SPEC §7 update profile: a field absent stays, a field given as null is
 * cleared (not answered), false and 0 are stored as given.
 */
export async function updateProfile(
  ctx: DomainContext,
  input: { profileId: number; patch: unknown },
  now = new Date(),
): Promise<ProfileRow> {
  const profile = await requireOwnProfile(ctx, SCOPES.userWrite, input.profileId);
  const patch = parseInput(profilePatchSchema(now), blankTextIsNull(input.patch ?? {}));
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as ProfilePatch;
  if (changes.landZip) await requireKnownPostalCode(ctx, changes.landZip, 'landZip');
  if (changes.topFavoriteHome && !(await isHomeKey(ctx, changes.topFavoriteHome))) {
    throw new UserInputError(
      'topFavoriteHome must be a model number or a home’s serial number',
      'topFavoriteHome',
    );
  }
  if (Object.keys(changes).length === 0) return profile;
  const [row] = await ctx.db
    .update(profiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(profiles.profileId, profile.profileId))
    .returning();
  return row!;
}

/** Each profile's liked features, in the order they were liked. */
export async function likedFeaturesOf(
  ctx: DomainContext,
  profileIds: readonly number[],
): Promise<Map<number, Feature[]>> {
  const byProfile = new Map<number, Feature[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return byProfile;
  const rows = await ctx.db
    .select({ profileId: profileLikedFeatures.profileId, feature: features })
    .from(profileLikedFeatures)
    .innerJoin(features, eq(features.featureId, profileLikedFeatures.featureId))
    .where(inArray(profileLikedFeatures.profileId, [...profileIds]))
    .orderBy(asc(profileLikedFeatures.createdAt), asc(profileLikedFeatures.featureId));
  for (const row of rows) byProfile.get(row.profileId)?.push(row.feature);
  return byProfile;
}

async function catalogueFeature(ctx: DomainContext, featureId: number): Promise<Feature> {
  const [feature] = await ctx.db.select().from(features).where(eq(features.featureId, featureId));
  if (!feature)
    throw new UserInputError('featureId is not a feature of the catalogue', 'featureId');
  return feature;
}

/**
 * SPEC §7 add liked feature: idempotent (liking twice keeps one), at most
 * MAX_LIKED_FEATURES per profile. Returns the feature.
 */
export async function addLikedFeature(
  ctx: DomainContext,
  input: { profileId: number; featureId: number },
): Promise<Feature> {
  const profile = await requireOwnProfile(ctx, SCOPES.userWrite, input.profileId);
  const feature = await catalogueFeature(ctx, input.featureId);
  await ctx.db.transaction(async (tx) => {
    // One like at a time per profile, so two at once cannot pass the limit together.
    await tx
      .select({ profileId: profiles.profileId })
      .from(profiles)
      .where(eq(profiles.profileId, profile.profileId))
      .for('update');
    const [liked] = await tx
      .select({ n: count() })
      .from(profileLikedFeatures)
      .where(eq(profileLikedFeatures.profileId, profile.profileId));
    const [already] = await tx
      .select({ featureId: profileLikedFeatures.featureId })
      .from(profileLikedFeatures)
      .where(
        and(
          eq(profileLikedFeatures.profileId, profile.profileId),
          eq(profileLikedFeatures.featureId, feature.featureId),
        ),
      );
    if (already) return;
    if (Number(liked!.n) >= MAX_LIKED_FEATURES) {
      throw new UserInputError(
        `A profile may like at most ${MAX_LIKED_FEATURES} features`,
        'featureId',
      );
    }
    await tx
      .insert(profileLikedFeatures)
      .values({ profileId: profile.profileId, featureId: feature.featureId })
      .onConflictDoNothing();
  });
  return feature;
}

/** SPEC §7 remove liked feature: idempotent (removing one not liked changes nothing). Returns the feature. */
export async function removeLikedFeature(
  ctx: DomainContext,
  input: { profileId: number; featureId: number },
): Promise<Feature> {
  const profile = await requireOwnProfile(ctx, SCOPES.userWrite, input.profileId);
  const feature = await catalogueFeature(ctx, input.featureId);
  await ctx.db
    .delete(profileLikedFeatures)
    .where(
      and(
        eq(profileLikedFeatures.profileId, profile.profileId),
        eq(profileLikedFeatures.featureId, feature.featureId),
      ),
    );
  return feature;
}
