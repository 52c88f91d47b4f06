// Welcome-home photos: families on delivery day. The gallery shows only when a
// dealer has at least 12 flagged images (SPEC §9), so the data has both cases.
import type { welcomeHomeImages } from '../schema.ts';
import type { SeedModel } from './catalogue.ts';
import { openedOn, type DealerRow } from './dealers.ts';
import type { HomeListingRow } from './listings.ts';
import { LAST_NAMES } from './names.ts';
import { forkRandom, type Random } from './random.ts';
import { afterOpening, randomPastDate } from './reference-date.ts';
import { fill } from './text.ts';

export type WelcomeHomeImageRow = typeof welcomeHomeImages.$inferInsert & {
  welcomeHomeImageId: number;
  dealerId: number;
  isShownInGallery: boolean;
};

const CAPTIONS = [
  '{family} on delivery day with their new {model}',
  'Keys in hand: {family} at their new {model}',
  'Welcome home, {short}! Their {model} was set in {month}.',
  '{family} moved into their {model} near {city}',
  'First night in the {model} for {family_lower}',
  '{family} and their new {model}, porch and all',
];
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]; // prettier-ignore

/** The flagship has a full gallery; the second dealer has too few images to show one. */
function imagePlan(
  r: Random,
  dealerId: number,
): { count: number; flagged: (i: number) => boolean } {
  if (dealerId === 1) return { count: 16, flagged: (i) => i < 14 };
  if (dealerId === 2) return { count: 5, flagged: () => true };
  return { count: r.int(0, 20), flagged: () => r.chance(0.85) };
}

export function generateWelcomeHomeImages(
  seed: number,
  dealers: readonly DealerRow[],
  models: readonly SeedModel[],
  homes: readonly HomeListingRow[],
): WelcomeHomeImageRow[] {
  const homesByDealer = Map.groupBy(homes, (home) => home.dealerId);
  const names = new Map(models.map((m) => [m.row.id, m.row.name.replace(/^The /, '')]));
  const rows: WelcomeHomeImageRow[] = [];
  for (const dealer of dealers) {
    const r = forkRandom(seed, `welcome-home:${dealer.dealerId}`);
    const plan = imagePlan(r, dealer.dealerId);
    // Families bought what this home center sells.
    const stocked =
      homesByDealer.get(dealer.dealerId)?.map((home) => home.modelId) ??
      models.map((m) => m.row.id);
    const used = new Set<string>();
    for (let i = 0; i < plan.count; i++) {
      if (stocked.length === 0) break;
      const modelId = r.pick(stocked);
      // One family to a name at a home center (three "Scott families" read as made up): a
      // name already used there moves on to the next unused one, with no extra draw.
      const last = unusedName(r.pick(LAST_NAMES), used);
      used.add(last);
      const deliveredOn = afterOpening(randomPastDate(r, 10, 1000), openedOn(dealer), 10);
      const family = `The ${last} family`;
      rows.push({
        welcomeHomeImageId: rows.length + 1,
        dealerId: dealer.dealerId,
        modelId,
        familyName: family,
        caption: fill(r.pick(CAPTIONS), {
          family,
          family_lower: `the ${last} family`,
          short: /(s|z|x|ch|sh)$/.test(last) ? `${last}es` : `${last}s`,
          model: names.get(modelId) ?? 'home',
          city: dealer.city,
          month: MONTHS[deliveredOn.getUTCMonth()] ?? 'spring',
        }),
        isShownInGallery: plan.flagged(i),
        deliveredOn,
      });
    }
  }
  return rows;
}

/** `name`, or the next of LAST_NAMES (in order, wrapping) that is not in `used`. */
function unusedName(name: string, used: ReadonlySet<string>): string {
  const start = (LAST_NAMES as readonly string[]).indexOf(name);
  for (let step = 0; step < LAST_NAMES.length; step++) {
    const candidate = LAST_NAMES[(start + step) % LAST_NAMES.length]!;
    if (!used.has(candidate)) return candidate;
  }
  return name;
}
