// What homeowners write (issue 12: the old eight templates read as one voice
// with the model name swapped). A testimonial is put together the way people
// write one: where they were before, one thing they notice about this home
// (drawn from its own beds, baths, size and sections), and sometimes how
// delivery went or what they would tell a friend. A four-star one says why.
import type { Random } from './random.ts';
import { fill } from './text.ts';

type ModelFacts = {
  name: string;
  beds: number;
  baths: number;
  squareFeet: number;
  sections: number;
  widthFt: number;
  /** As pictured: what a homeowner says of its porch must be so. */
  style: { porch: string };
};

/** A line a homeowner may write, or one only true of some homes (null where it is not). */
type Line = string | ((m: ModelFacts) => string | null);

const BEFORE: Line[] = [
  'We rented a two-bedroom apartment for {years} years before we bought our {bare}.',
  'After our kids moved out we wanted something smaller that was still easy to keep up.',
  "My wife and I put our {bare} on her family's land outside {city}.",
  'We needed a home quickly after a storm took our old place.',
  'I am retired and wanted a home with no stairs to climb.',
  'We priced site-built houses around {city} first and could not make the numbers work.',
  'This is our first home, and we were nervous about every step.',
  (m) =>
    m.beds >= 3 ? 'My mother moved in with us, so we needed a bedroom away from the kids.' : null,
  'We traded up from a 1980s single-wide.',
  'We both work from home and needed a room we could close the door on.',
  'We moved back to {state} to be near family and did not want to wait a year for a builder.',
  'Our old house needed a new roof, new windows and new wiring, so we started over instead.',
];

const NOTICED: Line[] = [
  (m) =>
    m.beds >= 3
      ? `The ${m.beds} bedrooms are split, so our room is at the other end from the kids.`
      : null,
  (m) =>
    `At ${m.squareFeet.toLocaleString('en-US')} square feet it feels bigger than the number, mostly because the living room opens onto the kitchen.`,
  // An island needs a multi-section kitchen's width (the designer offers one from 24 ft).
  (m) =>
    m.widthFt >= 24
      ? 'The kitchen island is where everything happens now, homework included.'
      : null,
  () => 'The laundry room by the back door turned out to matter more than I expected.',
  (m) =>
    m.baths >= 2
      ? `Having ${m.baths === 2 ? 'two' : m.baths} bathrooms ended the morning line for the shower.`
      : null,
  () => 'There is so much daylight that we rarely turn a lamp on before supper.',
  () => 'The closet in the main bedroom holds more than our whole old bedroom did.',
  (m) =>
    m.style.porch === 'covered' || m.style.porch === 'wrap'
      ? 'The porch is what sold us. Coffee out there is how every morning starts now.'
      : null,
  () => 'With drywall and real cabinet doors it looks like any other house on our road.',
  (m) =>
    m.sections >= 2
      ? 'You cannot see where the two halves meet, inside or out.'
      : 'For a single-section home it never feels narrow; the furniture fits without a fight.',
  (m) => (m.beds <= 2 ? 'Two bedrooms is exactly right for the two of us and a guest.' : null),
  () => 'Our power bill last winter was lower than at the old place, and it was a colder winter.',
];

const AFTER = [
  'It was set and trimmed out about {weeks} weeks after the permits came through.',
  'The setup crew leveled everything and came back once to adjust a door.',
  'A year in, the only repair has been a loose cabinet hinge.',
  'We would pick the same floor plan again.',
  'If you are on the fence, walk through one. Pictures do not show how roomy it is.',
  'The grandkids still call it the new house.',
  'We wish we had done it sooner.',
];

const FOUR_STARS = [
  'Four stars only because delivery slipped two weeks while the site dried out.',
  'Four stars: the skirting took longer to finish than we were told.',
  'I took off a star because we waited on the county inspection longer than expected, though that was not the home center’s fault.',
];

/** A homeowner's words about a model. */
export function modelTestimonialText(
  r: Random,
  model: ModelFacts,
  place: { city: string; state: string },
  stars: number,
): string {
  const trueOf = (lines: Line[]) =>
    lines
      .map((line) => (typeof line === 'string' ? line : line(model)))
      .filter((line): line is string => line !== null);
  const parts = [r.pick(trueOf(BEFORE)), r.pick(trueOf(NOTICED))];
  if (r.chance(0.6)) parts.push(r.pick(AFTER));
  if (stars < 5) parts.push(r.pick(FOUR_STARS));
  return fill(parts.join(' '), {
    bare: model.name.replace(/^The /, ''),
    city: place.city,
    state: place.state,
    years: r.int(3, 12),
    weeks: r.int(3, 8),
  });
}

const DEALER_OPENINGS = [
  '{agent} at the {city} home center answered every question and never pushed.',
  'We visited three lots before we found the {city} home center.',
  'We were first-time buyers and did not know where to start.',
  'We already owned our land and just needed a home on it.',
  'We walked in on a Saturday just to look.',
  'I called with questions about an older home we wanted to replace.',
  'We live two hours away, so most of it happened by phone.',
  '{agent} remembered our names from the first visit.',
  'My husband is a carpenter and he went over every home on the {city} lot with a flashlight.',
  'We started online and the {city} home center called us back the same afternoon.',
  'We were turned away by two banks before we talked to the people in {city}.',
  'The {city} team was straight with us about what we could afford.',
];

const DEALER_MIDDLES = [
  'They explained the difference between a home-only loan and a land-and-home mortgage until it made sense.',
  'They came out to look at our land before we signed anything.',
  'We got a written list of what the price included and what was extra.',
  'They walked us through the septic permit and the perc test.',
  'They showed us two floor plans we had not thought of, and one was right.',
  '{agent} sent us pictures from the plant while our home was being built.',
  'Nobody rushed us, even when we came back for a fourth walk-through.',
  'They handled the county paperwork we were dreading.',
  'They told us which homes on the lot would fit our narrow lot and which would not.',
  'When the road to our place turned out too tight for the truck, they found another way in.',
  'They kept every promise about the date, and called when the weather moved it a day.',
  'They never once tried to sell us more house than we asked for.',
];

const DEALER_ENDINGS = [
  'We closed in about six weeks.',
  'Delivery day went like clockwork.',
  'We have sent two friends their way since.',
  'Ask for {agent}.',
  'The setup crew cleaned up after themselves.',
  '',
];

/** One of `lines` not in `told` (the drawn one, else the next untold), with one draw as r.pick. */
function untold(r: Random, lines: readonly string[], told: Set<string>): string {
  const drawn = lines.indexOf(r.pick(lines));
  const line =
    lines.map((_, k) => lines[(drawn + k) % lines.length]!).find((l) => !told.has(l)) ??
    lines[drawn]!;
  told.add(line);
  return line;
}

/**
 * A homeowner's words about their home center and its people. `toldBefore`:
 * what homeowners already said about this home center; two do not open, tell
 * their story or take off a star in the same words (the draws stay the same).
 */
export function dealerTestimonialText(
  r: Random,
  place: { city: string },
  agent: string,
  stars: number,
  toldBefore: Set<string> = new Set(),
): string {
  const parts = [
    untold(r, DEALER_OPENINGS, toldBefore),
    untold(r, DEALER_MIDDLES, toldBefore),
    r.pick(DEALER_ENDINGS),
  ];
  if (stars < 5) parts.push(untold(r, FOUR_STARS, toldBefore));
  return fill(parts.filter(Boolean).join(' '), { city: place.city, agent });
}
