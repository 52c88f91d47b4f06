// What a home really costs (issue 14): an itemised all-in estimate, each line
// a range in whole dollars with its basis in words. Pure, shared by server and
// browser; the defaults are a home center's to change (docs/pricing.md lists
// each with its source, docs/research/pricing-sources.md how strong it is).
import { formatPrice } from '../price.ts';

export type CostRange = { low: number; high: number };

export type FoundationKind = 'piers' | 'slab' | 'crawlspace' | 'basement';
export type UtilityKind = 'public' | 'well-and-septic';
/**
 * The buyer's land: their own, land they still need (priced by them or not
 * yet), a leased site; or the parcel a built home already stands on and is
 * sold with (its price is the two together), with or without utilities
 * connected at the lot.
 */
export type LandChoice =
  | { kind: 'own' }
  | { kind: 'buy'; price: CostRange | null }
  | { kind: 'lease' }
  | { kind: 'with-home'; connected: boolean };

export type AllInDefaults = {
  /** Delivery within this many miles of the home center is in the home's price. */
  deliveryIncludedMiles: number;
  /** Beyond it, per mile for each section. */
  deliveryPerMilePerSection: CostRange;
  /** The least a delivery beyond the included miles costs, per section. */
  deliveryMinimumPerSection: number;
  /** Setting, blocking, levelling, anchoring; joining the sections. */
  installationPerSection: CostRange;
  foundation: Record<FoundationKind, CostRange>;
  utilities: Record<UtilityKind, CostRange>;
  permits: CostRange;
  sitePrep: CostRange;
};

/** Defaults, with their sources in docs/pricing.md (drafted from docs/research/pricing-sources.md). */
export const DEFAULT_ALL_IN: AllInDefaults = {
  deliveryIncludedMiles: 100,
  deliveryPerMilePerSection: { low: 6, high: 8 },
  deliveryMinimumPerSection: 1_000,
  installationPerSection: { low: 2_500, high: 4_000 },
  foundation: {
    piers: { low: 1_000, high: 2_000 },
    crawlspace: { low: 2_000, high: 6_000 },
    slab: { low: 4_000, high: 9_000 },
    basement: { low: 12_000, high: 25_000 },
  },
  utilities: {
    public: { low: 300, high: 6_300 },
    'well-and-septic': { low: 8_500, high: 15_500 },
  },
  permits: { low: 300, high: 1_000 },
  sitePrep: { low: 1_500, high: 6_500 },
};

export type AllInLineKey =
  | 'home'
  | 'delivery'
  | 'installation'
  | 'foundation'
  | 'utilities'
  | 'permits'
  | 'site-prep'
  | 'land';

export type AllInLine = {
  key: AllInLineKey;
  label: string;
  /** Null when it cannot be estimated yet (land the buyer has not priced). */
  range: CostRange | null;
  basis: string;
  /** Nothing to add because it is already in the price (a home on the land it is sold with, delivery within the included miles). */
  included?: true;
};

/** What the home's price is: a design's, a plan's before options, a built home's. */
export type HomePriced = 'design' | 'plan' | 'built' | 'pre-owned';

const HOME_BASIS: Record<HomePriced, string> = {
  design: 'As priced, with the options chosen.',
  plan: 'The floor plan as priced, before any options you add.',
  built: 'As priced, as built.',
  'pre-owned': 'As priced: a pre-owned home, as it stands.',
};

export type AllInInput = {
  /** The home as priced (a configured design: base price and options). */
  homePrice: number;
  /** What that price covers, for the home line's basis; a design when absent. */
  priced?: HomePriced;
  sections: 1 | 2 | 3;
  /** Road miles from the home center to the site; null when the site is not known. */
  milesFromHomeCenter: number | null;
  /** The site is known, but no home center of ours is near it: no miles to give. */
  siteWithoutHomeCenter?: boolean;
  foundation: FoundationKind;
  utilities: UtilityKind;
  land: LandChoice;
};

export type AllInEstimate = {
  lines: AllInLine[];
  /** The sum of every line's range; lines without one are left out (and `complete` is false). */
  total: CostRange;
  complete: boolean;
};

const FOUNDATION_WORDS: Record<FoundationKind, string> = {
  piers: 'Piers with ground anchors, the most common foundation for a manufactured home.',
  crawlspace: 'A perimeter wall with a crawl space under the home.',
  slab: 'A concrete slab under the whole home.',
  basement: 'A full basement under the whole home: dug, poured and waterproofed.',
};

const UTILITY_WORDS: Record<UtilityKind, string> = {
  public:
    'Connecting to public water, sewer and power: from permit fees to tap fees where towns charge them.',
  'well-and-septic': 'Drilling a well with its pump, and a conventional septic system.',
};

const NONE: CostRange = { low: 0, high: 0 };

const times = (range: CostRange, by: number): CostRange => ({
  low: Math.round(range.low * by),
  high: Math.round(range.high * by),
});

function checkInput(input: AllInInput): void {
  if (!Number.isInteger(input.homePrice) || input.homePrice < 0) {
    throw new RangeError('homePrice must be whole dollars, 0 or more');
  }
  if (
    input.milesFromHomeCenter !== null &&
    (!Number.isFinite(input.milesFromHomeCenter) || input.milesFromHomeCenter < 0)
  ) {
    throw new RangeError('milesFromHomeCenter must be 0 or more');
  }
}

/**
 * Farther than this (straight-line miles) a per-mile figure says nothing true:
 * the road may be much longer, or there is none (Hawaii), and a home center
 * may not deliver at all. The line is left to the home center.
 */
export const DELIVERY_ESTIMATE_LIMIT_MILES = 600;

/** The delivery line: in the price within the included miles, per mile and section beyond. */
function delivery(input: AllInInput, d: AllInDefaults): AllInLine {
  const label = 'Delivery';
  if (input.milesFromHomeCenter === null) {
    return {
      key: 'delivery',
      label,
      range: null,
      basis: input.siteWithoutHomeCenter
        ? 'None of our home centers is near your site to deliver from: ask us whether and how we deliver there.'
        : `In the price within ${d.deliveryIncludedMiles} miles of the home center; give your ZIP code to estimate it.`,
    };
  }
  const beyond = Math.max(0, input.milesFromHomeCenter - d.deliveryIncludedMiles);
  if (beyond === 0) {
    return {
      key: 'delivery',
      label,
      range: NONE,
      basis: `In the price: your site is within ${d.deliveryIncludedMiles} miles of the home center.`,
      included: true,
    };
  }
  if (
    input.milesFromHomeCenter > Math.max(DELIVERY_ESTIMATE_LIMIT_MILES, d.deliveryIncludedMiles)
  ) {
    return {
      key: 'delivery',
      label,
      range: null,
      basis: `Too far for us to estimate (over ${DELIVERY_ESTIMATE_LIMIT_MILES} miles in a straight line): ask the home center whether and how it delivers there.`,
    };
  }
  const miles = Math.round(beyond);
  const perSection = (rate: number) => Math.max(d.deliveryMinimumPerSection, rate * miles);
  // Said only where it sets the figure: a short way beyond costs the minimum, not miles × rate.
  const minimumApplies = d.deliveryPerMilePerSection.low * miles < d.deliveryMinimumPerSection;
  return {
    key: 'delivery',
    label,
    range: {
      low: perSection(d.deliveryPerMilePerSection.low) * input.sections,
      high: perSection(d.deliveryPerMilePerSection.high) * input.sections,
    },
    basis: `${miles.toLocaleString('en-US')} miles beyond the ${d.deliveryIncludedMiles.toLocaleString('en-US')} included, at $${d.deliveryPerMilePerSection.low}–$${d.deliveryPerMilePerSection.high} a mile ${input.sections === 1 ? 'for the home’s one section' : `for each of the home’s ${input.sections} sections`}${minimumApplies ? `, and at least ${formatPrice(d.deliveryMinimumPerSection)} a section` : ''}.`,
  };
}

function land(choice: LandChoice): AllInLine {
  const label = 'Land';
  switch (choice.kind) {
    case 'with-home':
      return {
        key: 'land',
        label,
        range: NONE,
        basis: 'In the price: the home is sold with its land.',
        included: true,
      };
    case 'own':
      return { key: 'land', label, range: { low: 0, high: 0 }, basis: 'You have your land.' };
    case 'lease':
      return {
        key: 'land',
        label,
        range: { low: 0, high: 0 },
        basis: 'A leased site in a community: no land to buy, lot rent is in the monthly payment.',
      };
    case 'buy':
      return choice.price
        ? {
            key: 'land',
            label,
            range: choice.price,
            basis: 'What you expect to pay for land.',
          }
        : {
            key: 'land',
            label,
            range: null,
            basis: 'Not priced yet: choose land near you, or add what you expect to pay.',
          };
  }
}

/**
 * A home that already stands on the land it is sold with: delivered, set and on
 * its foundation, on a ready lot; utilities still to connect when the lot has
 * none. Permits stay an estimate: the home center knows which are left.
 */
function onItsLandLines(
  input: AllInInput,
  choice: { connected: boolean },
  d: AllInDefaults,
): AllInLine[] {
  const done = (key: AllInLineKey, label: string, basis: string): AllInLine => ({
    key,
    label,
    range: NONE,
    basis,
    included: true,
  });
  return [
    done('delivery', 'Delivery', 'The home already stands on its land.'),
    done('installation', 'Installation and set-up', 'Done: the home is set on its land.'),
    done(
      'foundation',
      'Foundation',
      'The home already stands on its foundation: ask the home center which kind.',
    ),
    choice.connected
      ? done('utilities', 'Utility hook-ups', 'Water, sewer and power are connected at the lot.')
      : {
          key: 'utilities',
          label: 'Utility hook-ups',
          range: d.utilities[input.utilities],
          basis: `Not yet connected at the lot. ${UTILITY_WORDS[input.utilities]}`,
        },
    {
      key: 'permits',
      label: 'Permits and inspections',
      range: d.permits,
      basis: 'Any permits still needed to move in (the home center knows which).',
    },
    done('site-prep', 'Site preparation', 'The lot is ready, with the home on it.'),
  ];
}

/** The itemised estimate: every line a range with its basis, and their sum. */
export function allInEstimate(
  input: AllInInput,
  defaults: AllInDefaults = DEFAULT_ALL_IN,
): AllInEstimate {
  checkInput(input);
  const home: AllInLine = {
    key: 'home',
    label: 'The home',
    range: { low: input.homePrice, high: input.homePrice },
    basis: HOME_BASIS[input.priced ?? 'design'],
  };
  const lines: AllInLine[] =
    input.land.kind === 'with-home'
      ? [
          { ...home, basis: 'As priced: the home and its land together.' },
          ...onItsLandLines(input, input.land, defaults),
          land(input.land),
        ]
      : standardLines(input, home, defaults);
  const priced = lines.filter((l): l is AllInLine & { range: CostRange } => l.range !== null);
  return {
    lines,
    total: {
      low: priced.reduce((sum, l) => sum + l.range.low, 0),
      high: priced.reduce((sum, l) => sum + l.range.high, 0),
    },
    complete: priced.length === lines.length,
  };
}

/** The lines of a home still to be delivered and set on the buyer's site. */
function standardLines(input: AllInInput, home: AllInLine, defaults: AllInDefaults): AllInLine[] {
  return [
    home,
    delivery(input, defaults),
    {
      key: 'installation',
      label: 'Installation and set-up',
      range: times(defaults.installationPerSection, input.sections),
      basis: `Setting, levelling and anchoring the home${input.sections > 1 ? ' and joining its sections' : ''}, per section.`,
    },
    {
      key: 'foundation',
      label: 'Foundation',
      range: defaults.foundation[input.foundation],
      basis: FOUNDATION_WORDS[input.foundation],
    },
    {
      key: 'utilities',
      label: 'Utility hook-ups',
      range: defaults.utilities[input.utilities],
      basis: UTILITY_WORDS[input.utilities],
    },
    {
      key: 'permits',
      label: 'Permits and inspections',
      range: defaults.permits,
      basis: 'Placement and trade permits; towns with impact or tap fees charge more.',
    },
    {
      key: 'site-prep',
      label: 'Site preparation',
      range: input.land.kind === 'lease' ? { low: 0, high: 0 } : defaults.sitePrep,
      basis:
        input.land.kind === 'lease'
          ? 'A community site comes ready.'
          : 'Clearing, grading and a gravel drive and pad.',
    },
    land(input.land),
  ];
}
