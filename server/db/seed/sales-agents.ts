// Each home center's team: one manager, mostly sales professionals, and every
// title of the team order (SPEC §9) somewhere in the data.
import { AGENT_TITLES } from '../../../lib/team-order.ts';
import type { salesAgents } from '../schema.ts';
import type { DealerRow } from './dealers.ts';
import { FictionalPhones, openedOn } from './dealers.ts';
import { FIRST_NAMES, LAST_NAMES, SECONDARY_TITLES } from './names.ts';
import { forkRandom, type Random } from './random.ts';
import { fill, slugify } from './text.ts';

export type SalesAgentRow = typeof salesAgents.$inferInsert & {
  salesAgentId: number;
  dealerId: number;
  firstName: string;
  salesAgentTitle: string;
};

const MANAGER = AGENT_TITLES[0];

/** Titles after the manager; Sales Professional is the bulk of every team. */
const TEAM_TITLES: readonly (readonly [string, number])[] = [
  ['Sales Professional', 55],
  ['Sales Manager', 10],
  ['Manager in Training', 7],
  ['Project Manager', 8],
  ['Admin', 10],
  [SECONDARY_TITLES[0], 6],
  [SECONDARY_TITLES[1], 4],
];

/** Titles one team has at most once. */
const SINGLE_SEAT = new Set(['Sales Manager', 'Manager in Training', 'Project Manager']);

const BIOS: Record<string, readonly string[]> = {
  'Home Center Manager': [
    '{first} has run the {city} home center since {year} and has handed keys to more than {families} families.',
    '{first} started on the sales floor in {year} and now leads the {city} team. Ask about trading in your current home.',
  ],
  'Manager in Training': [
    '{first} is learning every side of the home center, from ordering homes to coordinating delivery day.',
  ],
  'Sales Manager': [
    '{first} leads our sales team and makes sure every buyer gets straight answers on price, land and timing.',
    'With {years} years in manufactured housing, {first} knows which floor plans fit which budgets.',
  ],
  'Sales Professional': [
    '{first} loves helping first-time buyers find the right floor plan. Ask about homes on sale this month.',
    '{first} grew up near {city} and can tell you which communities and land fit your family.',
    'Since joining us in {year}, {first} has helped families compare models, options and financing side by side.',
    '{first} will walk you through every home on the lot and help you design one of your own.',
    '{first} has sold homes around {city} since {year} and still visits buyers after move-in day.',
    'Ask {first} about land: {first} has helped buyers find lots, check utilities and plan the site work.',
    '{first} speaks plainly about price: the home, delivery, setup and the monthly payment, all on one page.',
  ],
  'Project Manager': [
    '{first} coordinates site work, delivery and setup so move-in day happens on schedule.',
  ],
  Admin: [
    '{first} keeps paperwork moving, from purchase agreement to closing.',
    '{first} answers the phone, books visits and makes sure no question waits for an answer.',
    '{first} tracks every order from the factory to your land, and can tell you where your home is.',
  ],
  'Finance Specialist': [
    '{first} helps buyers compare loan options and get pre-qualified before they shop.',
    '{first} explains chattel loans, land-and-home mortgages and what each costs a month.',
    '{first} works with lenders who finance factory-built homes every day, and with your own bank too.',
  ],
  'Lot Attendant': [
    '{first} keeps the display homes open, clean and ready for your visit.',
    '{first} knows every model on the lot and is glad to show you around, even on a Saturday.',
    '{first} opens the display homes each morning and can tell you which one gets the best light.',
  ],
};

/**
 * A team member's words. At a home center that opened within the seed's
 * history (the news tells of it) nobody has run it for years or joined it
 * before it opened: its manager opened it. The draws are the same either way,
 * so the rest of the seed does not change.
 */
function bioOf(
  r: Random,
  title: string,
  who: { first: string; city: string },
  opened: Date | null,
  /** The templates already used at this home center: nobody there shares another's words. */
  used: Set<string>,
): string {
  const templates = BIOS[title] ?? BIOS['Sales Professional'] ?? [''];
  const drawn = r.pick(templates);
  // The next template not yet used here (the draw stays, so the rest of the seed is as it was).
  const start = templates.indexOf(drawn);
  const template =
    templates
      .map((_, i) => templates[(start + i) % templates.length]!)
      .find((candidate) => !used.has(candidate)) ?? drawn;
  used.add(template);
  const values = {
    ...who,
    year: r.int(2008, 2024),
    years: r.int(5, 25),
    families: r.int(3, 12) * 100,
  };
  if (!opened) return fill(template, values);
  const openedYear = opened.getUTCFullYear();
  if (title === MANAGER) {
    return fill(
      '{first} opened the {city} home center in {year} after {years} years in manufactured housing.',
      { ...values, year: openedYear },
    );
  }
  return fill(template, { ...values, year: Math.max(values.year, openedYear) });
}

function pickTitle(r: Random, taken: Set<string>): string {
  const title = r.weighted(TEAM_TITLES);
  return SINGLE_SEAT.has(title) && taken.has(title) ? 'Sales Professional' : title;
}

export function generateSalesAgents(
  seed: number,
  dealerRows: readonly DealerRow[],
): SalesAgentRow[] {
  const agents: SalesAgentRow[] = [];
  const emails = new Set<string>();
  // Team members' lines differ from every home center's and from each other's.
  const phones = new FictionalPhones(dealerRows.map((dealer) => dealer.phone));
  for (const dealer of dealerRows) {
    const r = forkRandom(seed, `agents:${dealer.dealerId}`);
    const size = r.int(3, 8);
    const taken = new Set<string>([MANAGER]);
    const usedBios = new Set<string>();
    for (let i = 0; i < size; i++) {
      const title = i === 0 ? MANAGER : pickTitle(r, taken);
      taken.add(title);
      const firstName = r.pick(FIRST_NAMES);
      const lastName = r.pick(LAST_NAMES);
      let local = `${slugify(firstName)}.${slugify(lastName)}`.replace(/-/g, '');
      if (emails.has(local)) local = `${local}${dealer.dealerId}`;
      for (let n = 2; emails.has(local); n++)
        local = `${slugify(firstName)}.${slugify(lastName)}${n}`;
      emails.add(local);
      agents.push({
        salesAgentId: agents.length + 1,
        dealerId: dealer.dealerId,
        firstName,
        lastName,
        salesAgentTitle: title,
        email: `${local}@hearthstonehomes.example`,
        phone: phones.take(r, dealer.phone.slice(0, 3)),
        bio: bioOf(r, title, { first: firstName, city: dealer.city }, openedOn(dealer), usedBios),
      });
    }
  }
  ensureEveryTitle(agents);
  return agents;
}

/** Small seeds could miss a rare title; give each missing one to a sales professional. */
function ensureEveryTitle(agents: SalesAgentRow[]): void {
  const present = new Set(agents.map((a) => a.salesAgentTitle));
  for (const title of [...AGENT_TITLES, ...SECONDARY_TITLES]) {
    if (present.has(title)) continue;
    const stand = agents.find((a) => a.salesAgentTitle === 'Sales Professional');
    if (!stand) continue;
    stand.salesAgentTitle = title;
    present.add(title);
  }
}
