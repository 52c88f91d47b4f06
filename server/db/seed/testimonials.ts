// What buyers say: about a model (for a third of the catalogue) and about a
// home center (every dealer), in words put together by testimonial-text.ts.
import type { testimonials } from '../schema.ts';
import type { SeedModel } from './catalogue.ts';
import { openedOn, type DealerRow } from './dealers.ts';
import type { SalesAgentRow } from './sales-agents.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { forkRandom, type Random } from './random.ts';
import { afterOpening, randomPastDate } from './reference-date.ts';
import { dealerTestimonialText, modelTestimonialText } from './testimonial-text.ts';

export type TestimonialRow = typeof testimonials.$inferInsert & { testimonialId: number };

/**
 * "First L., Town ST". `team`: the home center's people as "First L."; a
 * homeowner who reads as one of them (Brenda G. beside Brenda Graham) takes the
 * next first name instead, with the same draws.
 */
function reviewer(r: Random, city: string, state: string, team: Set<string> = new Set()): string {
  const last = r.pick(LAST_NAMES);
  const drawn = FIRST_NAMES.indexOf(r.pick(FIRST_NAMES));
  const first =
    FIRST_NAMES.map((_, k) => FIRST_NAMES[(drawn + k) % FIRST_NAMES.length]!).find(
      (name) => !team.has(`${name} ${last.charAt(0)}.`),
    ) ?? FIRST_NAMES[drawn]!;
  return `${first} ${last.charAt(0)}., ${city} ${state}`;
}

/** Mostly five stars, some fours; nobody writes a one-star testimonial for the website. */
function rating(r: Random): number {
  return r.chance(0.78) ? 5 : 4;
}

/** New words for this model or home center: one page never shows the same testimonial twice. */
function distinct(said: Set<string>, write: () => string): string {
  let text = write();
  for (let tries = 0; said.has(text) && tries < 20; tries++) text = write();
  said.add(text);
  return text;
}

export function generateTestimonials(
  seed: number,
  models: readonly SeedModel[],
  dealers: readonly DealerRow[],
  agents: readonly SalesAgentRow[],
): TestimonialRow[] {
  const rows: TestimonialRow[] = [];
  const r = forkRandom(seed, 'testimonials');
  for (const model of models) {
    if (!r.chance(1 / 3) || dealers.length === 0) continue;
    const count = r.weighted([
      [1, 1],
      [2, 3],
      [3, 1],
    ]);
    const said = new Set<string>();
    for (let i = 0; i < count; i++) {
      const home = r.pick(dealers);
      const stars = rating(r);
      rows.push({
        testimonialId: rows.length + 1,
        modelId: model.row.id,
        dealerId: null,
        name: reviewer(r, home.city, home.state),
        content: distinct(said, () => modelTestimonialText(r, model.row, home, stars)),
        rating: stars,
        createdAt: afterOpening(randomPastDate(r, 5, 720), openedOn(home), 5),
      });
    }
  }
  const agentsByDealer = Map.groupBy(agents, (agent) => agent.dealerId);
  for (const dealer of dealers) {
    const team = agentsByDealer.get(dealer.dealerId) ?? [];
    const count = r.int(2, 5);
    const said = new Set<string>();
    const told = new Set<string>();
    const people = new Set(team.map((a) => `${a.firstName} ${a.lastName.charAt(0)}.`));
    for (let i = 0; i < count; i++) {
      const stars = rating(r);
      const agent = team.length > 0 ? r.pick(team).firstName : 'our salesperson';
      rows.push({
        testimonialId: rows.length + 1,
        modelId: null,
        dealerId: dealer.dealerId,
        name: reviewer(r, dealer.city, dealer.state, people),
        content: distinct(said, () => dealerTestimonialText(r, dealer, agent, stars, told)),
        rating: stars,
        createdAt: afterOpening(randomPastDate(r, 5, 720), openedOn(dealer), 5),
      });
    }
  }
  return rows;
}
