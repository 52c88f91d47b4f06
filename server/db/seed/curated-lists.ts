// The curated lists of /{hash} (issue 12): floor plans picked the way the
// marketing team would for a mailer, from the catalogue's web-enabled models.
import type { curatedLists } from '../schema.ts';
import type { SeedModel } from './catalogue.ts';

export type CuratedListRow = typeof curatedLists.$inferInsert;

const SHOWN = 6;

export function generateCuratedLists(models: readonly SeedModel[]): CuratedListRow[] {
  const web = models.map((m) => m.row).filter((row) => row.isWebEnabled !== false);
  const pick = (rows: typeof web) => rows.slice(0, SHOWN).map((row) => row.id);
  return [
    {
      hash: 'family4br',
      title: 'Four bedrooms or more, and room to grow',
      description:
        'Our largest floor plans with four bedrooms or more, for a family that needs the space.',
      modelIds: pick(
        web
          .filter((row) => row.beds >= 4)
          .sort((a, b) => b.squareFeet - a.squareFeet || a.id - b.id),
      ),
    },
    {
      hash: 'cozy1100',
      title: 'Cozy homes under 1,100 square feet',
      description:
        'Smaller floor plans that are easy to heat, cool and keep up: for a first home, a lake lot or retirement.',
      modelIds: pick(
        web
          .filter((row) => row.squareFeet < 1100)
          .sort((a, b) => a.squareFeet - b.squareFeet || a.id - b.id),
      ),
    },
    {
      hash: 'modular26',
      title: 'Modular homes built to your local code',
      description:
        'Homes built in sections indoors to the same building code as a site-built house, and set on a permanent foundation.',
      modelIds: pick(web.filter((row) => row.isModular === true).sort((a, b) => a.id - b.id)),
    },
  ].filter((list) => list.modelIds.length > 0);
}
