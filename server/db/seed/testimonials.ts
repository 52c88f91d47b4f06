// What buyers say: about a model (for a third of the catalogue) and about a
// home center (every dealer).
import type { testimonials } from '../schema.ts';
import type { SeedModel } from './catalogue.ts';
import type { DealerRow } from './dealers.ts';
import type { SalesAgentRow } from './sales-agents.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { forkRandom, type Random } from './random.ts';
import { randomPastDate } from './reference-date.ts';
import { fill } from './text.ts';

export type TestimonialRow = typeof testimonials.$inferInsert & { testimonialId: number };

const MODEL_QUOTES = [
  'We toured a dozen homes and kept coming back to {model}. The kitchen is where everyone ends up.',
  '{Model} costs us less each month than our old rent did, and it is all ours.',
  'Our {bare} feels bigger than the numbers say. The ceilings and the open living room make all the difference.',
  'We love the primary bath in {model}. The walk-in shower alone sold my husband.',
  'Two winters in our {bare} and the power bills are lower than in our old brick house.',
  '{Model} was delivered and set in under a month. It was ready for our first Thanksgiving.',
  'We wanted room for my mother to live with us, and the split floor plan of {model} gives everyone privacy.',
  'Quality is better than we expected: drywall, solid cabinets, and the doors all close right.',
  'We compared {model} with a site-built home and got more house for the money.',
];
const DEALER_QUOTES = [
  '{agent} at the {city} home center answered every question and never pushed. We closed in six weeks.',
  'The team in {city} helped us find land and a home in one package. Delivery day was a party.',
  'We were first-time buyers and nervous about financing. {agent} walked us through every step.',
  'Honest prices and no surprises. The {city} crew even came back to level a door after move-in.',
  "Best home-buying experience we've had. Ask for {agent}!",
  'From the first visit to the keys, the {city} home center made it easy. Our grandkids love the new place.',
  'They kept us posted from the factory to our driveway. The setup crew was careful and cleaned up after.',
  'We shopped three lots; {city} was the only one that took time to understand what we needed.',
];

function reviewer(r: Random, city: string, state: string): string {
  const last = r.pick(LAST_NAMES);
  return `${r.pick(FIRST_NAMES)} ${last.charAt(0)}., ${city} ${state}`;
}

/** Mostly five stars, some fours; nobody writes a one-star testimonial for the website. */
function rating(r: Random): number {
  return r.chance(0.78) ? 5 : 4;
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
    for (const quote of r.sample(MODEL_QUOTES, count)) {
      const home = r.pick(dealers);
      rows.push({
        testimonialId: rows.length + 1,
        modelId: model.row.id,
        dealerId: null,
        name: reviewer(r, home.city, home.state),
        content: fill(quote, {
          Model: model.row.name,
          model: model.row.name.replace(/^The /, 'the '),
          bare: model.row.name.replace(/^The /, ''),
        }),
        rating: rating(r),
        createdAt: randomPastDate(r, 5, 720),
      });
    }
  }
  const agentsByDealer = Map.groupBy(agents, (agent) => agent.dealerId);
  for (const dealer of dealers) {
    const team = agentsByDealer.get(dealer.dealerId) ?? [];
    for (const quote of r.sample(DEALER_QUOTES, r.int(2, 5))) {
      rows.push({
        testimonialId: rows.length + 1,
        modelId: null,
        dealerId: dealer.dealerId,
        name: reviewer(r, dealer.city, dealer.state),
        content: fill(quote, {
          city: dealer.city,
          agent: team.length > 0 ? r.pick(team).firstName : 'our salesperson',
        }),
        rating: rating(r),
        createdAt: randomPastDate(r, 5, 720),
      });
    }
  }
  return rows;
}
