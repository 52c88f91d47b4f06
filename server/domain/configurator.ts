// SPEC §7 getConfigurator and visualizer images (issue 13): a model's
// configurator (its latest version; a saved design reads its own), and the
// pictures of a set of selections. Configurator versions never change once
// written, so every process may keep them in memory.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  visualizerPictures,
  choicesOfCustomizations,
  type VisualizerPicture,
} from '../../lib/configurator/selections.ts';
import type { Configurator } from '../../lib/configurator/types.ts';
import type { Db } from '../db/client.ts';
import { configurators, features, modelFeatures, models } from '../db/schema.ts';
import { LruCache } from '../images/lru-cache.ts';
import { checkZipCode } from './catalogue.ts';
import { CONFIGURATOR_VERSION, generateConfigurator } from './configurator-catalogue.ts';
import type { DomainContext } from './context.ts';
import { NotFoundError, UserInputError } from './errors.ts';
import { parseInput, textField } from './input.ts';

/** Models per insert when a database gets its configurators. */
const CONFIGURATORS_PER_STATEMENT = 50;

/**
 * Every model gets a configurator at CONFIGURATOR_VERSION: at seed time, and
 * at start for a database seeded before (or with models added since). Most
 * starts find none missing: one read.
 */
export async function ensureConfigurators(db: Db): Promise<number> {
  const missing = await db
    .select({
      id: models.id,
      salesModelId: models.salesModelId,
      modelNumber: models.modelNumber,
      name: models.name,
      sections: models.sections,
      widthFt: models.widthFt,
      lengthFt: models.lengthFt,
      beds: models.beds,
      baths: models.baths,
      squareFeet: models.squareFeet,
      isModular: models.isModular,
      style: models.style,
      seed: models.artSeed,
      lowPrice: models.lowPrice,
    })
    .from(models)
    .leftJoin(
      configurators,
      and(
        eq(configurators.salesModelId, models.salesModelId),
        eq(configurators.version, CONFIGURATOR_VERSION),
      ),
    )
    .where(isNull(configurators.configuratorId))
    .orderBy(models.id);
  for (let start = 0; start < missing.length; start += CONFIGURATORS_PER_STATEMENT) {
    const batch = missing.slice(start, start + CONFIGURATORS_PER_STATEMENT);
    // What each model's page lists as coming with it is its designer's standard.
    const featureNames = new Map<number, string[]>();
    const listed = await db
      .select({ modelId: modelFeatures.modelId, name: features.name })
      .from(modelFeatures)
      .innerJoin(features, eq(features.featureId, modelFeatures.featureId))
      .where(
        inArray(
          modelFeatures.modelId,
          batch.map((model) => model.id),
        ),
      );
    for (const { modelId, name } of listed) {
      featureNames.set(modelId, [...(featureNames.get(modelId) ?? []), name]);
    }
    const rows = batch.map(({ id, ...model }) => {
      const made = generateConfigurator({
        ...model,
        sections: Math.min(3, Math.max(1, model.sections)) as 1 | 2 | 3,
        featureNames: featureNames.get(id) ?? [],
      });
      return {
        configuratorGuid: made.configuratorGuid,
        version: made.version,
        salesModelId: made.salesModelId,
        basePrice: made.basePrice,
        navs: made.navs,
      };
    });
    await db.insert(configurators).values(rows).onConflictDoNothing();
  }
  return missing.length;
}

type ConfiguratorRow = typeof configurators.$inferSelect;

function toConfigurator(row: ConfiguratorRow): Configurator {
  return {
    salesModelId: row.salesModelId,
    configuratorId: row.configuratorId,
    version: row.version,
    configuratorGuid: row.configuratorGuid,
    basePrice: row.basePrice,
    navs: row.navs,
  };
}

/** Written once, never changed: safe to keep in every process. */
const versions = new LruCache<string, Configurator>(2_000);

/** One version by the model it belongs to, or null. */
export async function configuratorOfModelVersion(
  ctx: Pick<DomainContext, 'db'>,
  salesModelId: string,
  version: number,
): Promise<Configurator | null> {
  const key = `${salesModelId}\u0000${version}`;
  const cached = versions.get(key);
  if (cached) return cached;
  const [row] = await ctx.db
    .select()
    .from(configurators)
    .where(and(eq(configurators.salesModelId, salesModelId), eq(configurators.version, version)));
  if (!row) return null;
  const configurator = toConfigurator(row);
  versions.set(key, configurator);
  return configurator;
}

/** One version by its guid (a design's), or null. */
export async function configuratorOfGuidVersion(
  ctx: Pick<DomainContext, 'db'>,
  configuratorGuid: string,
  version: number,
): Promise<Configurator | null> {
  if (!z.uuid().safeParse(configuratorGuid).success) return null;
  const [row] = await ctx.db
    .select({ salesModelId: configurators.salesModelId })
    .from(configurators)
    .where(
      and(eq(configurators.configuratorGuid, configuratorGuid), eq(configurators.version, version)),
    );
  return row ? configuratorOfModelVersion(ctx, row.salesModelId, version) : null;
}

/** The latest version of a model's configurator, or null for a model without one. */
export async function latestConfigurator(
  ctx: Pick<DomainContext, 'db'>,
  salesModelId: string,
): Promise<Configurator | null> {
  const [row] = await ctx.db
    .select({ version: configurators.version })
    .from(configurators)
    .where(eq(configurators.salesModelId, salesModelId))
    .orderBy(desc(configurators.version))
    .limit(1);
  return row ? configuratorOfModelVersion(ctx, salesModelId, row.version) : null;
}

const salesModelIdField = textField('salesModelId', 40).pipe(
  z.string().min(1, 'salesModelId is needed'),
);
const NAV_TYPES = ['exterior', 'kitchen', 'bath', 'flooring', 'structural'] as const;

/**
 * SPEC §7 getConfigurator(salesModelId, zipcode, filters). filters names nav
 * types to keep (none: every nav); version (our addition) asks for the one a
 * saved design was made with. The zipcode is checked and echoed: our
 * option prices are the same everywhere (docs/rules.md).
 */
export async function getConfigurator(
  ctx: DomainContext,
  input: {
    salesModelId: string;
    zipcode?: string | null;
    filters?: readonly string[] | null;
    version?: number | null;
  },
): Promise<Configurator & { zipcode: string | null }> {
  const { salesModelId, filters, version } = parseInput(
    z.object({
      salesModelId: salesModelIdField,
      version: z.number().int().min(1, 'version must be 1 or more').nullish(),
      filters: z
        .array(z.enum(NAV_TYPES, { error: `filters are nav types: ${NAV_TYPES.join(', ')}` }))
        .max(NAV_TYPES.length)
        .nullish(),
    }),
    input,
  );
  const zipcode = checkZipCode(input.zipcode);
  const configurator = version
    ? await configuratorOfModelVersion(ctx, salesModelId, version)
    : await latestConfigurator(ctx, salesModelId);
  if (!configurator)
    throw new NotFoundError('No configurator for that salesModelId (and version).');
  const navs =
    filters && filters.length > 0
      ? configurator.navs.filter((n) => filters.includes(n.navType as (typeof NAV_TYPES)[number]))
      : configurator.navs;
  return { ...configurator, navs, zipcode };
}

/**
 * SPEC §7 visualizer images(salesModelId, configuratorGuid, navSelections,
 * version): one picture per scene, drawn from the selections given (an
 * option not named keeps its standard selection).
 */
export async function visualizerImages(
  ctx: DomainContext,
  input: {
    salesModelId: string;
    configuratorGuid: string;
    navSelections: readonly number[];
    version: number;
  },
): Promise<VisualizerPicture[]> {
  const { salesModelId, configuratorGuid, navSelections, version } = parseInput(
    z.object({
      salesModelId: salesModelIdField,
      configuratorGuid: z.uuid('configuratorGuid must be a configurator’s guid'),
      navSelections: z.array(z.number().int()).max(200, 'at most 200 navSelections'),
      version: z.number().int().min(1, 'version must be 1 or more'),
    }),
    input,
  );
  const configurator = await configuratorOfModelVersion(ctx, salesModelId, version);
  if (!configurator || configurator.configuratorGuid !== configuratorGuid) {
    throw new NotFoundError('No configurator with that salesModelId, guid and version.');
  }
  const known = new Map<number, number>();
  for (const nav of configurator.navs)
    for (const group of nav.optionGroups)
      for (const option of group.configuratorOptions)
        for (const selection of option.selections)
          known.set(selection.selectionId, option.configuratorOptionId);
  const unknown = navSelections.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new UserInputError(
      `navSelections: ${unknown} is not a selection of this configurator`,
      'navSelections',
    );
  }
  const choices = choicesOfCustomizations(
    configurator,
    navSelections.map((selectionId) => ({
      configuratorOptionId: known.get(selectionId)!,
      selectionId,
    })),
  );
  return visualizerPictures(configurator, choices);
}
