// Planner content is reference data, not seed (issue 10): every database,
// new or existing, needs the current version of each planner type. Called
// where the server migrates (server/main.ts prepareDatabase) and by the test
// databases (server/db/test-database.ts). Idempotent, and safe with two
// processes starting at once: the planner row is inserted with ON CONFLICT
// DO NOTHING on unique (planner_type, version), so one transaction wins and
// writes the sections and contents, the other writes nothing.
//
// Changing the words: add a version (PLANNER_CONTENT_VERSION + 1) rather than
// editing stored rows. Progress is kept by tag, so buyers keep what they
// completed of the tags the new version still has.
import { and, eq } from 'drizzle-orm';
import { PLANNER_SECTIONS, PLANNER_TYPES, type PlannerType } from '../../lib/planner.ts';
import type { Db } from './client.ts';
import { plannerContents, planners, plannerSections } from './schema.ts';
import { plannerItems } from './planner-text.ts';

export const PLANNER_CONTENT_VERSION = 1;

/** Inserts what is missing of the current version; returns the planner types it wrote. */
export async function ensurePlannerContent(db: Db): Promise<PlannerType[]> {
  const written: PlannerType[] = [];
  for (const type of PLANNER_TYPES) {
    // Most starts find it there: a read, no lock.
    const [existing] = await db
      .select({ plannerId: planners.plannerId })
      .from(planners)
      .where(and(eq(planners.plannerType, type), eq(planners.version, PLANNER_CONTENT_VERSION)));
    if (existing) continue;
    const wrote = await db.transaction(async (tx) => {
      const [planner] = await tx
        .insert(planners)
        .values({ plannerType: type, version: PLANNER_CONTENT_VERSION })
        .onConflictDoNothing()
        .returning({ plannerId: planners.plannerId });
      if (!planner) return false;
      for (const [sectionIndex, section] of PLANNER_SECTIONS.entries()) {
        const [row] = await tx
          .insert(plannerSections)
          .values({
            plannerId: planner.plannerId,
            name: section.internalName,
            ordinal: sectionIndex + 1,
          })
          .returning({ plannerSectionId: plannerSections.plannerSectionId });
        await tx.insert(plannerContents).values(
          plannerItems(type, section.internalName).map((item, index) => ({
            plannerSectionId: row!.plannerSectionId,
            tag: item.tag,
            contentType: item.contentType,
            title: item.title,
            summary: item.summary,
            body: item.body,
            actionLabel: item.action?.label ?? null,
            actionPath: item.action?.path ?? null,
            ordinal: index + 1,
          })),
        );
      }
      return true;
    });
    if (wrote) written.push(type);
  }
  return written;
}
