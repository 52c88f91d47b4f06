// The feature catalogue (SPEC §3 Feature): what a model page lists and what a
// buyer can like. getFeatures reads it; model pages read a model's own list.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FEATURE_TYPES, features, modelFeatures, type FeatureType } from '../db/schema.ts';
import {
  FEATURE_ICON_WIDTH,
  FEATURE_THUMBNAIL_WIDTH,
  featureImageUrl,
} from '../../lib/feature-image-url.ts';
import type { FeatureArtInput } from '../images/feature-art.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';
import { referenceCache } from './reference-cache.ts';

export type Feature = typeof features.$inferSelect;
/** A feature as one model lists it: its place in that model's list. */
export type ModelFeature = Feature & { modelId: number; ordinal: number };
export type FeatureCondition = { type?: FeatureType | null; name?: string | null };

export const MAX_FEATURE_NAME_LENGTH = 200;

/**
 * SPEC §7 getFeatures. Every condition given must hold: `type` exactly, `name`
 * equal ignoring case and surrounding spaces. Ordered by feature id.
 */
export async function getFeatures(
  ctx: DomainContext,
  condition: FeatureCondition | null | undefined,
): Promise<Feature[]> {
  const conditions: SQL[] = [];
  const type = condition?.type ?? null;
  if (type !== null) {
    if (!(FEATURE_TYPES as readonly string[]).includes(type)) {
      throw new UserInputError(`type must be one of ${FEATURE_TYPES.join(', ')}`, 'type');
    }
    conditions.push(eq(features.type, type));
  }
  const name = condition?.name?.trim() ?? '';
  if (name !== '') {
    if (name.length > MAX_FEATURE_NAME_LENGTH) {
      throw new UserInputError(
        `name must be at most ${MAX_FEATURE_NAME_LENGTH} characters`,
        'name',
      );
    }
    conditions.push(sql`lower(${features.name}) = lower(${name})`);
  }
  const read = async () =>
    ctx.db
      .select()
      .from(features)
      .where(and(...conditions))
      .orderBy(asc(features.featureId));
  // The whole list (every /homes page's filters) is kept; a named one is read.
  return conditions.length === 0 ? wholeFeatureList.get(ctx.db, '', read) : read();
}
const wholeFeatureList = referenceCache<'', Feature[]>({ maxEntries: 1 });

/** Each model's features in its own display order (ordinal). */
export async function featuresByModelIds(
  ctx: DomainContext,
  ids: readonly number[],
): Promise<ModelFeature[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ feature: features, modelId: modelFeatures.modelId, ordinal: modelFeatures.ordinal })
    .from(modelFeatures)
    .innerJoin(features, eq(features.featureId, modelFeatures.featureId))
    .where(inArray(modelFeatures.modelId, [...ids]))
    .orderBy(asc(modelFeatures.modelId), asc(modelFeatures.ordinal), asc(features.featureId));
  return rows.map((r) => ({ ...r.feature, modelId: r.modelId, ordinal: r.ordinal }));
}

/** One feature by id, or null. */
export async function featureById(ctx: DomainContext, featureId: number): Promise<Feature | null> {
  const [row] = await ctx.db.select().from(features).where(eq(features.featureId, featureId));
  return row ?? null;
}

/** What the feature picture is drawn from (server/images/feature-art.ts). */
export function featureArtInputOf(
  feature: Pick<Feature, 'name' | 'type' | 'featureTags'>,
): FeatureArtInput {
  return { name: feature.name, type: feature.type, tags: feature.featureTags };
}

type FeatureLinks = Pick<Feature, 'featureId' | 'url' | 'icon' | 'thumbnail'>;

// A stored value wins (an editor may point a feature at a photo or a page); a
// row without one gets its drawn picture, so no database needs a reseed.
const stored = (value: string | null): string | null => (value?.trim() ? value : null);

/** The feature's picture for a card: its thumbnail, else the drawn one at 320 px. */
export function featureThumbnail(f: FeatureLinks): string {
  return stored(f.thumbnail) ?? featureImageUrl(f.featureId, FEATURE_THUMBNAIL_WIDTH);
}

/** The small picture: its icon, else the drawn one at 160 px. */
export function featureIcon(f: FeatureLinks): string {
  return stored(f.icon) ?? featureImageUrl(f.featureId, FEATURE_ICON_WIDTH);
}

/** SPEC §3's url: the row's own, else its picture (a liked feature shows one either way). */
export function featureUrl(f: FeatureLinks): string {
  return stored(f.url) ?? featureThumbnail(f);
}
