// The planner (SPEC §2, §3, §9; issue 10): the current planner content of a
// type, a buyer's progress through its four sections, and marking contents
// done. Articles and tasks are marked by the buyer; questions are answered by
// the profile, so their state is derived from it on every read and they
// cannot be marked.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  isPlannerType,
  plannerPercent,
  plannerSectionByInternalName,
  type PlannerSectionName,
  type PlannerType,
} from '../../lib/planner.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  plannerContents,
  planners,
  plannerSections,
  profileLikedFeatures,
  profiles,
  userPlannerCompletions,
  userPlanners,
} from '../db/schema.ts';
import { SCOPES, requireViewer, type DomainContext } from './context.ts';
import { givenLotNumber } from './dealers.ts';
import { NotFoundError, UserInputError } from './errors.ts';
import { findViewerUser, requireViewerUser, type UserRow } from './viewer-user.ts';

export type PlannerContentRow = typeof plannerContents.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export type PlannerSectionView = {
  plannerSectionId: number;
  name: PlannerSectionName;
  /** SPEC §2's display name: Home Buying Journey, Budget, Land, Home Aspirations. */
  title: string;
  contents: PlannerContentRow[];
};

export type PlannerView = {
  plannerId: number;
  plannerType: PlannerType;
  version: number;
  activeDate: Date;
  sections: PlannerSectionView[];
};

/** Which planner of a user: its type and, for retail, the home center's lot number. */
export type PlannerKey = { type: PlannerType; lotNumber: string | null };

/**
 * SPEC §6: retail needs a lot number (the home center's); a corporate planner
 * has none, so a lot number given with corporate is ignored.
 */
export function plannerKey(type: string, lotNumber: string | null | undefined): PlannerKey {
  if (!isPlannerType(type)) {
    throw new UserInputError('plannerType must be retail or corporate', 'plannerType');
  }
  if (type === 'corporate') return { type, lotNumber: null };
  const lot = givenLotNumber(lotNumber);
  if (lot === null) {
    throw new UserInputError('lotNumber is required for a retail planner', 'lotNumber');
  }
  return { type, lotNumber: lot };
}

/** A row's lot number equals the key's (null for corporate). */
export function lotIs(column: AnyPgColumn, lotNumber: string | null): SQL {
  return sql`coalesce(${column}, '') = ${lotNumber ?? ''}`;
}

// ---- content ----

/** Content changes only with a new version at start; re-read now and then all the same. */
const PLANNER_REFRESH_MS = 60_000;
const plannerCache = new WeakMap<
  Db,
  Map<PlannerType, Promise<{ at: number; view: PlannerView }>>
>();

async function loadPlanner(db: Db, type: PlannerType): Promise<PlannerView> {
  const [planner] = await db
    .select()
    .from(planners)
    .where(and(eq(planners.plannerType, type), lte(planners.activeDate, sql`now()`)))
    .orderBy(desc(planners.version))
    .limit(1);
  // ensurePlannerContent runs before the server takes requests.
  if (!planner) throw new Error(`No ${type} planner content: ensurePlannerContent did not run`);
  const sections = await db
    .select()
    .from(plannerSections)
    .where(eq(plannerSections.plannerId, planner.plannerId))
    .orderBy(asc(plannerSections.ordinal));
  const contents = await db
    .select()
    .from(plannerContents)
    .where(
      inArray(
        plannerContents.plannerSectionId,
        sections.map((s) => s.plannerSectionId),
      ),
    )
    .orderBy(asc(plannerContents.ordinal), asc(plannerContents.contentId));
  return {
    plannerId: planner.plannerId,
    plannerType: planner.plannerType,
    version: planner.version,
    activeDate: planner.activeDate,
    sections: sections.map((section) => {
      const known = plannerSectionByInternalName(section.name);
      if (!known) throw new Error(`Unknown planner section ${section.name}`);
      return {
        plannerSectionId: section.plannerSectionId,
        name: known.internalName,
        title: known.name,
        contents: contents.filter((c) => c.plannerSectionId === section.plannerSectionId),
      };
    }),
  };
}

/** The planner of a type in force now: the highest version already active. */
export async function currentPlanner(ctx: DomainContext, type: PlannerType): Promise<PlannerView> {
  let byType = plannerCache.get(ctx.db);
  if (!byType) plannerCache.set(ctx.db, (byType = new Map()));
  const cached = byType.get(type);
  if (cached) {
    const loaded = await cached.catch(() => null);
    if (loaded && Date.now() - loaded.at < PLANNER_REFRESH_MS) return loaded.view;
  }
  const next = loadPlanner(ctx.db, type).then((view) => ({ at: Date.now(), view }));
  byType.set(type, next);
  return (await next).view;
}

// ---- questions answered by the profile ----

/** The fewest liked features that answer aspirations-features. */
export const MIN_LIKED_FEATURES_ANSWER = 3;

type Answered = (profile: ProfileRow, likedFeatures: number) => boolean;

/**
 * Each question content's tag, and which profile answers complete it. null
 * is "not answered"; false and 0 are answers (no land, no cash budget).
 */
export const QUESTION_ANSWERS: Readonly<Record<string, Answered>> = {
  'budget-amount': (p) => p.budget !== null,
  'budget-funding': (p) => p.fundingSource !== null,
  'budget-move-date': (p) => p.targetMoveDateMonth !== null && p.targetMoveDateYear !== null,
  'land-has-land': (p) => p.hasLand !== null,
  'land-location': (p) => p.landZip !== null,
  'land-type': (p) => p.landType !== null,
  'aspirations-size': (p) => p.preferredBeds !== null && p.preferredBaths !== null,
  'aspirations-features': (_p, liked) => liked >= MIN_LIKED_FEATURES_ANSWER,
  'aspirations-top-home': (p) => p.topFavoriteHome !== null,
};

export type ContentProgress = { type: string; tag: string; isCompleted: boolean };

export type SectionProgress = {
  /** Display name: Home Buying Journey. */
  name: string;
  /** Internal name: journey. */
  section: PlannerSectionName;
  /** plannerSectionId. */
  id: number;
  completed: number;
  total: number;
  percentCompleted: number;
  contents: ContentProgress[];
  completedContents: string[];
};

export type UserPlannerView = {
  plannerType: PlannerType;
  lotNumber: string | null;
  completedContents: string[];
};

export type PlannerProgressResult = {
  planner: PlannerView;
  plannerProgress: SectionProgress[];
  userPlanners: UserPlannerView[];
};

/** A profile's answers and how many features it liked (null: no profile). */
type Answers = { profile: ProfileRow; likedFeatures: number } | null;

function isCompleted(content: PlannerContentRow, marked: ReadonlySet<string>, answers: Answers) {
  if (content.contentType !== 'question') return marked.has(content.tag);
  const answered = QUESTION_ANSWERS[content.tag];
  return (
    answers !== null && answered !== undefined && answered(answers.profile, answers.likedFeatures)
  );
}

/** Each section's progress, in SPEC's order; percent is the fraction × 100, rounded (SPEC §9). */
export function sectionProgress(
  planner: PlannerView,
  marked: ReadonlySet<string>,
  answers: Answers,
): SectionProgress[] {
  return planner.sections.map((section) => {
    const contents = section.contents.map((content) => ({
      type: content.contentType,
      tag: content.tag,
      isCompleted: isCompleted(content, marked, answers),
    }));
    const completedContents = contents.filter((c) => c.isCompleted).map((c) => c.tag);
    const total = contents.length;
    return {
      name: section.title,
      section: section.name,
      id: section.plannerSectionId,
      completed: completedContents.length,
      total,
      percentCompleted: plannerPercent(total === 0 ? 0 : completedContents.length / total),
      contents,
      completedContents,
    };
  });
}

// ---- a user's planners ----

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The user's profile and user planner for a key, made when missing (inside
 * the caller's transaction). Safe when two requests do it at once: the
 * unique indexes keep one of each.
 */
export async function ensureProfileAndPlanner(
  tx: Tx | Db,
  userId: string,
  key: PlannerKey,
): Promise<{ profileId: number; userPlannerId: number }> {
  const [newProfile] = await tx
    .insert(profiles)
    .values({ userId, profileType: key.type, lotNumber: key.lotNumber })
    .onConflictDoNothing()
    .returning({ profileId: profiles.profileId });
  if (newProfile) await startFromLatestProfile(tx, userId, newProfile.profileId);
  const [newPlanner] = await tx
    .insert(userPlanners)
    .values({ userId, plannerType: key.type, lotNumber: key.lotNumber })
    .onConflictDoNothing()
    .returning({ userPlannerId: userPlanners.userPlannerId });
  if (newPlanner) await startFromLatestPlanner(tx, userId, newPlanner.userPlannerId);
  const [profile] = await tx
    .select({ profileId: profiles.profileId })
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, userId),
        eq(profiles.profileType, key.type),
        lotIs(profiles.lotNumber, key.lotNumber),
      ),
    );
  const [planner] = await tx
    .select({ userPlannerId: userPlanners.userPlannerId })
    .from(userPlanners)
    .where(
      and(
        eq(userPlanners.userId, userId),
        eq(userPlanners.plannerType, key.type),
        lotIs(userPlanners.lotNumber, key.lotNumber),
      ),
    );
  return { profileId: profile!.profileId, userPlannerId: planner!.userPlannerId };
}

/** A profile's answers: every column but its keys and times. */
const PROFILE_ANSWERS = Object.keys(getTableColumns(profiles)).filter(
  (column) =>
    !['profileId', 'userId', 'profileType', 'lotNumber', 'createdAt', 'updatedAt'].includes(column),
) as (keyof typeof profiles.$inferSelect)[];

/**
 * A buyer who starts a planner somewhere new (a home center's site after the
 * main site, or another home center) keeps what they already told us: the new
 * profile starts with the answers and liked features of their profile changed
 * last (docs/rules.md). Nothing is copied later: from then on each is its own.
 */
async function startFromLatestProfile(tx: Tx | Db, userId: string, profileId: number) {
  const [latest] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), sql`${profiles.profileId} <> ${profileId}`))
    .orderBy(desc(profiles.updatedAt), desc(profiles.profileId))
    .limit(1);
  if (!latest) return;
  const answers = Object.fromEntries(PROFILE_ANSWERS.map((column) => [column, latest[column]]));
  await tx.update(profiles).set(answers).where(eq(profiles.profileId, profileId));
  await tx.execute(
    sql`insert into ${profileLikedFeatures} (profile_id, feature_id, created_at)
        select ${profileId}, feature_id, created_at from ${profileLikedFeatures}
        where profile_id = ${latest.profileId}
        on conflict do nothing`,
  );
}

/** The same for the steps marked done: those of the planner the buyer worked in last. */
async function startFromLatestPlanner(tx: Tx | Db, userId: string, userPlannerId: number) {
  const [latest] = await tx
    .select({ userPlannerId: userPlanners.userPlannerId })
    .from(userPlanners)
    .leftJoin(
      userPlannerCompletions,
      eq(userPlannerCompletions.userPlannerId, userPlanners.userPlannerId),
    )
    .where(
      and(eq(userPlanners.userId, userId), sql`${userPlanners.userPlannerId} <> ${userPlannerId}`),
    )
    .groupBy(userPlanners.userPlannerId)
    .orderBy(
      sql`max(${userPlannerCompletions.completedAt}) desc nulls last`,
      desc(userPlanners.userPlannerId),
    )
    .limit(1);
  if (!latest) return;
  await tx.execute(
    sql`insert into ${userPlannerCompletions} (user_planner_id, tag, completed_at)
        select ${userPlannerId}, tag, completed_at from ${userPlannerCompletions}
        where user_planner_id = ${latest.userPlannerId}
        on conflict do nothing`,
  );
}

const keyOf = (type: string, lotNumber: string | null) => `${type}:${lotNumber ?? ''}`;

/**
 * A user's progress in the planner of a key, with all their planners; null
 * when they have no such planner.
 */
export async function plannerProgressOf(
  ctx: DomainContext,
  user: UserRow,
  key: PlannerKey,
): Promise<PlannerProgressResult | null> {
  const planners = await ctx.db
    .select()
    .from(userPlanners)
    .where(eq(userPlanners.userId, user.userId))
    .orderBy(asc(userPlanners.userPlannerId));
  const wanted = planners.find(
    (p) => keyOf(p.plannerType, p.lotNumber) === keyOf(key.type, key.lotNumber),
  );
  if (!wanted) return null;
  const [completions, profileRows, liked] = await Promise.all([
    ctx.db
      .select({
        userPlannerId: userPlannerCompletions.userPlannerId,
        tag: userPlannerCompletions.tag,
      })
      .from(userPlannerCompletions)
      .where(
        inArray(
          userPlannerCompletions.userPlannerId,
          planners.map((p) => p.userPlannerId),
        ),
      ),
    ctx.db.select().from(profiles).where(eq(profiles.userId, user.userId)),
    ctx.db
      .select({ profileId: profileLikedFeatures.profileId, liked: count() })
      .from(profileLikedFeatures)
      .innerJoin(profiles, eq(profiles.profileId, profileLikedFeatures.profileId))
      .where(eq(profiles.userId, user.userId))
      .groupBy(profileLikedFeatures.profileId),
  ]);
  const likedBy = new Map(liked.map((row) => [row.profileId, Number(row.liked)]));
  const answersFor = (type: string, lotNumber: string | null): Answers => {
    const profile = profileRows.find(
      (p) => keyOf(p.profileType, p.lotNumber) === keyOf(type, lotNumber),
    );
    return profile ? { profile, likedFeatures: likedBy.get(profile.profileId) ?? 0 } : null;
  };
  const markedOf = (userPlannerId: number) =>
    new Set(completions.filter((c) => c.userPlannerId === userPlannerId).map((c) => c.tag));

  const types = [...new Set(planners.map((p) => p.plannerType))];
  const views = new Map(
    await Promise.all(types.map(async (type) => [type, await currentPlanner(ctx, type)] as const)),
  );
  const planner = views.get(key.type)!;
  return {
    planner,
    plannerProgress: sectionProgress(
      planner,
      markedOf(wanted.userPlannerId),
      answersFor(key.type, key.lotNumber),
    ),
    userPlanners: planners.map((p) => ({
      plannerType: p.plannerType,
      lotNumber: p.lotNumber,
      completedContents: sectionProgress(
        views.get(p.plannerType)!,
        markedOf(p.userPlannerId),
        answersFor(p.plannerType, p.lotNumber),
      ).flatMap((s) => s.completedContents),
    })),
  };
}

/** SPEC §7 getPlannerProgressService: the caller's progress; null without such a planner (or a user). */
export async function getPlannerProgress(
  ctx: DomainContext,
  input: { plannerType: string; lotNumber?: string | null },
): Promise<PlannerProgressResult | null> {
  const viewer = requireViewer(ctx, SCOPES.userRead);
  const key = plannerKey(input.plannerType, input.lotNumber);
  const user = await findViewerUser(ctx, viewer);
  return user ? plannerProgressOf(ctx, user, key) : null;
}

export const MAX_CONTENT_TAG_LENGTH = 64;

/**
 * SPEC §7 markContentComplete / markContentIncomplete: idempotent. An
 * unknown tag or a question's tag is BAD_USER_INPUT; a planner the caller
 * does not have (another user's lot number included) is NOT_FOUND.
 */
export async function markContent(
  ctx: DomainContext,
  input: { contentTag: string; plannerType: string; lotNumber?: string | null },
  complete: boolean,
): Promise<PlannerProgressResult> {
  const { user } = await requireViewerUser(ctx, SCOPES.userWrite);
  const key = plannerKey(input.plannerType, input.lotNumber);
  const tag = input.contentTag.trim();
  const planner = await currentPlanner(ctx, key.type);
  const section = planner.sections.find((s) => s.contents.some((c) => c.tag === tag));
  const content = section?.contents.find((c) => c.tag === tag);
  if (!section || !content || tag.length > MAX_CONTENT_TAG_LENGTH) {
    throw new UserInputError('contentTag is not a content of this planner', 'contentTag');
  }
  if (content.contentType === 'question') {
    throw new UserInputError(
      `${tag} is answered by the ${section.title} form, not marked done`,
      'contentTag',
    );
  }
  const [userPlanner] = await ctx.db
    .select({ userPlannerId: userPlanners.userPlannerId })
    .from(userPlanners)
    .where(
      and(
        eq(userPlanners.userId, user.userId),
        eq(userPlanners.plannerType, key.type),
        lotIs(userPlanners.lotNumber, key.lotNumber),
      ),
    );
  if (!userPlanner) throw new NotFoundError('No such planner.');
  if (complete) {
    await ctx.db
      .insert(userPlannerCompletions)
      .values({ userPlannerId: userPlanner.userPlannerId, tag })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(userPlannerCompletions)
      .where(
        and(
          eq(userPlannerCompletions.userPlannerId, userPlanner.userPlannerId),
          eq(userPlannerCompletions.tag, tag),
        ),
      );
  }
  return (await plannerProgressOf(ctx, user, key))!;
}
