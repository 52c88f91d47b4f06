// A home's estimate as a buyer sees it (issue 14): the all-in lines and the
// monthly payment together, from a home center's dated defaults and the
// buyer's own choices. Pure, shared by the server (cards, search) and the
// browser (the adjustable panel); docs/pricing.md lists every default.
import {
  allInEstimate,
  DEFAULT_ALL_IN,
  type AllInDefaults,
  type AllInEstimate,
  type CostRange,
  type FoundationKind,
  type HomePriced,
  type LandChoice,
  type UtilityKind,
} from './all-in.ts';
import {
  MAX_ANNUAL_RATE_PERCENT,
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  monthlyPayment,
  type LoanKind,
  type MonthlyPayment,
} from './payment.ts';

export type LoanTerms = { ratePercent: number; downPercent: number; termMonths: number };

export type FinanceDefaults = {
  /** A starting point per loan kind; the buyer changes each one. */
  loans: Record<LoanKind, LoanTerms>;
  /** Property tax a year, percent of the home's price. */
  propertyTaxPercent: number;
  /** Home insurance a year, dollars. */
  insurancePerYear: number;
  /** Lot rent a month on a leased site in a community, dollars. */
  lotRentPerMonth: number;
};

/** Everything an estimate assumes, as a home center (or the company) set it, and when. */
export type PricingDefaults = {
  /** The day these figures were last checked (YYYY-MM-DD); shown beside every estimate. */
  asOf: string;
  allIn: AllInDefaults;
  finance: FinanceDefaults;
};

/** The company's defaults: each figure's source is in docs/pricing.md. */
export const DEFAULT_PRICING: PricingDefaults = {
  asOf: '2026-11-26',
  allIn: DEFAULT_ALL_IN,
  finance: {
    loans: {
      // Freddie Mac's 30-year average (5.98%, 26 Feb 2026) plus the 4.4 points
      // chattel loans cost more (Urban Institute), rounded up.
      'home-only': { ratePercent: 10.5, downPercent: 10, termMonths: 240 },
      'land-and-home': { ratePercent: 6.5, downPercent: 5, termMonths: 360 },
    },
    propertyTaxPercent: 1,
    insurancePerYear: 1_000,
    lotRentPerMonth: 600,
  },
};

/**
 * FHA Title I's loan limits from 29 March 2024 (Title I Letter 488), indexed
 * yearly since: shown as a date-stamped note, never used to refuse an estimate.
 */
export const FHA_TITLE_I_LIMITS = {
  asOf: '2024-03-29',
  homeOnly: { single: 105_532, multi: 193_719 },
  homeAndLot: { single: 148_909, multi: 237_096 },
} as const;

// ---- A buyer's choices ----

export const FOUNDATION_KINDS = ['piers', 'crawlspace', 'slab', 'basement'] as const;
export const UTILITY_KINDS = ['public', 'well-and-septic'] as const;
export const LAND_KINDS = ['own', 'buy', 'lease'] as const;
export type LandKind = (typeof LAND_KINDS)[number];

export const FOUNDATION_LABELS: Record<FoundationKind, string> = {
  piers: 'Piers and anchors',
  crawlspace: 'Crawl space',
  slab: 'Concrete slab',
  basement: 'Basement',
};
export const UTILITY_LABELS: Record<UtilityKind, string> = {
  public: 'Public water and sewer',
  'well-and-septic': 'Well and septic',
};
export const LAND_LABELS: Record<LandKind, string> = {
  own: 'I have land',
  buy: 'I need land',
  lease: 'A leased site in a community',
};

/** What a buyer chose on the panel; null means "the home center's default". */
export type EstimateChoices = {
  foundation: FoundationKind | null;
  utilities: UtilityKind | null;
  land: LandKind;
  /** What the buyer expects to pay for land, dollars (with land 'buy'). */
  landPrice: number | null;
  downPayment: number | null;
  ratePercent: number | null;
  termYears: number | null;
};

export const STANDARD_CHOICES: EstimateChoices = {
  foundation: null,
  utilities: null,
  land: 'own',
  landPrice: null,
  downPayment: null,
  ratePercent: null,
  termYears: null,
};

/** The URL's names for the panel's choices (lib/page-query.ts keeps them). */
export const ESTIMATE_PARAMS = {
  foundation: 'foundation',
  utilities: 'utilities',
  land: 'land',
  landPrice: 'landPrice',
  downPayment: 'down',
  ratePercent: 'rate',
  termYears: 'years',
} as const satisfies Record<keyof EstimateChoices, string>;

export const MAX_ESTIMATE_AMOUNT = 5_000_000;

/** The panel's typed numbers (the rest are choices from lists). */
export const ESTIMATE_NUMBER_KEYS = [
  'landPrice',
  'downPayment',
  'ratePercent',
  'termYears',
] as const;
export type EstimateNumberKey = (typeof ESTIMATE_NUMBER_KEYS)[number];

/**
 * A term typed longer than any loan runs is still read: the estimate shortens
 * it to the loan kind's longest and says so (docs/pricing.md). Past this it is
 * not a term.
 */
export const MAX_TYPED_TERM_YEARS = 50;

const NUMBER_RULES: Record<
  EstimateNumberKey,
  { max: number; min: number; decimals: number; percent: boolean; error: string }
> = {
  landPrice: {
    max: MAX_ESTIMATE_AMOUNT,
    min: 0,
    decimals: 0,
    percent: false,
    error: `Enter the land's price in whole dollars, up to ${MAX_ESTIMATE_AMOUNT.toLocaleString('en-US')}.`,
  },
  downPayment: {
    max: MAX_ESTIMATE_AMOUNT,
    min: 0,
    decimals: 0,
    percent: false,
    error: 'Enter the down payment in whole dollars (not a percent), like 5000.',
  },
  ratePercent: {
    max: MAX_ANNUAL_RATE_PERCENT,
    min: 0,
    decimals: 3,
    percent: true,
    error: `Enter a rate from 0 to ${MAX_ANNUAL_RATE_PERCENT} percent, like 7.25.`,
  },
  termYears: {
    max: MAX_TYPED_TERM_YEARS,
    min: MIN_TERM_MONTHS / 12,
    decimals: 0,
    percent: false,
    error: `Enter a term in whole years, from ${MIN_TERM_MONTHS / 12} to ${MAX_TYPED_TERM_YEARS}.`,
  },
};

/**
 * One typed number of the panel, read the same way from a URL (the server)
 * and as it is typed (the browser): empty is the default (null); "$", "," and
 * spaces are ignored, "%" only in the rate; anything else unreadable or out of
 * range is an error and no value.
 */
export function readEstimateNumber(
  key: EstimateNumberKey,
  typed: string,
): { value: number | null; error: string | null } {
  const rule = NUMBER_RULES[key];
  const raw = typed.trim().replace(rule.percent ? /[$,\s%]/g : /[$,\s]/g, '');
  if (raw === '') return { value: null, error: null };
  const pattern = rule.decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${rule.decimals}})?$`) : /^\d+$/;
  const value = Number(raw);
  if (pattern.test(raw) && value >= rule.min && value <= rule.max) return { value, error: null };
  return { value: null, error: rule.error };
}

/**
 * The panel's choices from a URL: anything unreadable or out of range is left
 * at its default and explained, so a shared address never breaks the page.
 */
export function parseEstimateChoices(params: URLSearchParams): {
  choices: EstimateChoices;
  errors: Partial<Record<keyof EstimateChoices, string>>;
} {
  const errors: Partial<Record<keyof EstimateChoices, string>> = {};
  const choices: EstimateChoices = { ...STANDARD_CHOICES };
  const text = (key: keyof EstimateChoices) => params.get(ESTIMATE_PARAMS[key])?.trim() ?? '';
  const oneOf = <T extends string>(key: keyof EstimateChoices, allowed: readonly T[]): T | null => {
    const raw = text(key);
    if (raw === '') return null;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    errors[key] = 'Choose one from the list.';
    return null;
  };
  choices.foundation = oneOf('foundation', FOUNDATION_KINDS);
  choices.utilities = oneOf('utilities', UTILITY_KINDS);
  choices.land = oneOf('land', LAND_KINDS) ?? 'own';
  for (const key of ESTIMATE_NUMBER_KEYS) {
    const { value, error } = readEstimateNumber(key, text(key));
    if (error) errors[key] = error;
    else choices[key] = value;
  }
  return { choices, errors };
}

/** The canonical query of the panel's choices: defaults left out. */
export function estimateParams(choices: EstimateChoices): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(ESTIMATE_PARAMS) as (keyof EstimateChoices)[]) {
    const value = choices[key];
    if (value === null || (key === 'land' && value === 'own')) continue;
    params.set(ESTIMATE_PARAMS[key], String(value));
  }
  return params;
}

// ---- The estimate ----

export type EstimateHome = {
  /** The home as priced (a design: base and options), dollars. */
  price: number;
  /** What that price covers (lib/pricing/all-in.ts); a design when absent. */
  priced?: HomePriced;
  sections: number;
  isModular: boolean;
  /** Road miles from the home center to the buyer's site; null while the site is not known. */
  milesFromHomeCenter: number | null;
  /** The buyer's site is known, but no home center of ours is near it (lib/pricing/all-in.ts). */
  siteWithoutHomeCenter?: boolean;
  /**
   * A built home standing on the land it is sold with (its price is the two
   * together): no delivery, set-up, foundation or land to add, financed with
   * its land; `connected` when utilities are at the lot. Absent: a home to place.
   */
  onItsLand?: { connected: boolean } | null;
};

/** A modular home sits on a permanent foundation: never on piers alone. */
export function standardFoundation(isModular: boolean): FoundationKind {
  return isModular ? 'crawlspace' : 'piers';
}

/**
 * The loan kind follows the home and the buyer: a modular home is real
 * property, financed with its land; land bought with the home is financed with
 * it; a manufactured home on a leased site or on piers on the buyer's own land
 * is financed alone (chattel); on a permanent foundation on their land, it can
 * carry a land-and-home mortgage.
 */
export function loanKindFor(
  home: { isModular: boolean },
  foundation: FoundationKind,
  land: LandKind,
): { kind: LoanKind; reason: string } {
  if (home.isModular) {
    return {
      kind: 'land-and-home',
      reason: 'A modular home is built to local codes and financed with its land, as a mortgage.',
    };
  }
  if (land === 'lease') {
    return {
      kind: 'home-only',
      reason: 'On a leased site the home is financed on its own (a chattel loan).',
    };
  }
  if (land === 'buy') {
    return {
      kind: 'land-and-home',
      reason:
        foundation === 'piers'
          ? `Buying land with the home, both can be financed together: on piers, as an FHA Title I home-and-lot loan, which runs at most ${TITLE_I_HOME_AND_LOT_MONTHS[1] / 12} years for a single-section home and ${TITLE_I_HOME_AND_LOT_MONTHS[2] / 12} for a multi-section one (most mortgages ask for a permanent foundation).`
          : 'Buying land with the home on a permanent foundation, both can be financed together, as a mortgage.',
    };
  }
  if (foundation === 'piers') {
    return {
      kind: 'home-only',
      reason:
        'On piers the home is usually financed on its own (a chattel loan); a permanent foundation on your land can carry a mortgage.',
    };
  }
  return {
    kind: 'land-and-home',
    reason: 'On a permanent foundation on your land, home and land can be financed together.',
  };
}

const sectionsOf = (sections: number): 1 | 2 | 3 => (sections <= 1 ? 1 : sections >= 3 ? 3 : 2);

/**
 * FHA Title I's longest home-and-lot loan (24 CFR 201.11): 20 years for a
 * single-section home and its lot, 25 for a multi-section one. It is the
 * loan for a manufactured home on piers bought with its land.
 */
export const TITLE_I_HOME_AND_LOT_MONTHS = { 1: 240, 2: 300 } as const;

export type HomeEstimate = {
  allIn: AllInEstimate;
  foundation: FoundationKind;
  utilities: UtilityKind;
  kind: LoanKind;
  kindReason: string;
  terms: { ratePercent: number; termMonths: number };
  /** The down payment at the low and high ends of the all-in range, dollars. */
  downPayment: CostRange;
  /** The monthly payment at the low and high ends of the all-in range. */
  low: MonthlyPayment;
  high: MonthlyPayment;
  /** Choices that could not apply as typed, in words, by the field they are about. */
  notes: EstimateNotes;
};

/** A term longer than the loan kind allows; a down payment above the estimate. */
export type EstimateNotes = Partial<Record<'termYears' | 'downPayment', string>>;

/** The all-in lines and the monthly payment for a home and a buyer's choices. */
export function homeEstimate(
  home: EstimateHome,
  choices: EstimateChoices,
  defaults: PricingDefaults,
): HomeEstimate {
  const onItsLand = home.onItsLand ?? null;
  // On its land the home stands on whatever foundation it has: the buyer's choice does not apply.
  const foundation = (onItsLand ? null : choices.foundation) ?? standardFoundation(home.isModular);
  const utilities = choices.utilities ?? 'public';
  const landChoice: LandChoice = onItsLand
    ? { kind: 'with-home', connected: onItsLand.connected }
    : choices.land === 'buy'
      ? {
          kind: 'buy',
          price:
            choices.landPrice !== null ? { low: choices.landPrice, high: choices.landPrice } : null,
        }
      : { kind: choices.land };
  const allIn = allInEstimate(
    {
      homePrice: home.price,
      priced: home.priced,
      sections: sectionsOf(home.sections),
      milesFromHomeCenter: home.milesFromHomeCenter,
      siteWithoutHomeCenter: home.siteWithoutHomeCenter ?? false,
      foundation,
      utilities,
      land: landChoice,
    },
    defaults.allIn,
  );
  const { kind, reason } = onItsLand
    ? {
        kind: 'land-and-home' as const,
        reason:
          'The home is sold with its land, so the two can be financed together, as a mortgage.',
      }
    : loanKindFor(home, foundation, choices.land);
  const lotRent = !onItsLand && choices.land === 'lease';
  const standard = defaults.finance.loans[kind];
  const notes: EstimateNotes = {};
  // A manufactured home on piers bought with land: the Title I home-and-lot loan the reason names.
  const titleI =
    !onItsLand && !home.isModular && choices.land === 'buy' && foundation === 'piers'
      ? TITLE_I_HOME_AND_LOT_MONTHS[home.sections <= 1 ? 1 : 2]
      : null;
  const longest = titleI ?? MAX_TERM_MONTHS[kind];
  let termMonths =
    choices.termYears !== null ? choices.termYears * 12 : Math.min(standard.termMonths, longest);
  if (termMonths > longest) {
    notes.termYears = titleI
      ? `A home-and-lot loan for a ${home.sections <= 1 ? 'single' : 'multi'}-section home on piers (FHA Title I) runs at most ${longest / 12} years, so the estimate uses ${longest / 12}.`
      : `This kind of loan runs at most ${longest / 12} years, so the estimate uses ${longest / 12}.`;
    termMonths = longest;
  }
  const ratePercent = choices.ratePercent ?? standard.ratePercent;
  const payment = (total: number) => {
    const down = Math.min(
      total,
      choices.downPayment ?? Math.round((total * standard.downPercent) / 100),
    );
    return {
      down,
      payment: monthlyPayment({
        kind,
        priceCents: total * 100,
        downPaymentCents: down * 100,
        annualRatePercent: ratePercent,
        termMonths,
        yearlyTaxCents: Math.round((home.price * 100 * defaults.finance.propertyTaxPercent) / 100),
        yearlyInsuranceCents: defaults.finance.insurancePerYear * 100,
        monthlyLotRentCents: lotRent ? defaults.finance.lotRentPerMonth * 100 : 0,
      }),
    };
  };
  if (choices.downPayment !== null && choices.downPayment >= allIn.total.high) {
    notes.downPayment = 'The down payment covers the whole estimate, so nothing is borrowed.';
  } else if (choices.downPayment !== null && choices.downPayment >= allIn.total.low) {
    notes.downPayment =
      'The down payment is at least the estimate’s low end, so nothing is borrowed there.';
  }
  const low = payment(allIn.total.low);
  const high = payment(allIn.total.high);
  return {
    allIn,
    foundation,
    utilities,
    kind,
    kindReason: reason,
    terms: { ratePercent, termMonths },
    downPayment: { low: low.down, high: high.down },
    low: low.payment,
    high: high.payment,
    notes,
  };
}

/**
 * A home-only loan past FHA Title I's limit for the home's sections: "all" when
 * even the low end's loan is, "high" when only the high end's is (a down
 * payment can bring one end under and not the other), null when neither is.
 */
export function pastTitleOneLimit(
  estimate: Pick<HomeEstimate, 'kind' | 'low' | 'high'>,
  sections: number,
): { limit: number; past: 'all' | 'high' } | null {
  if (estimate.kind !== 'home-only') return null;
  const limit = FHA_TITLE_I_LIMITS.homeOnly[sections > 1 ? 'multi' : 'single'];
  if (estimate.low.loanCents > limit * 100) return { limit, past: 'all' };
  if (estimate.high.loanCents > limit * 100) return { limit, past: 'high' };
  return null;
}

/** Whole dollars a month, never below the estimate: $600.01 shows as $601. */
export const dollarsUp = (cents: number) => Math.ceil(cents / 100);

/**
 * Each set of figures' answers: the figures are one object until they change
 * (server/domain/pricing.ts), and every card and search asks again for the
 * same prices.
 */
const monthlyByFigures = new WeakMap<PricingDefaults, Map<string, number>>();

/**
 * "From $X/mo" on a card and in search: the low end of the standard estimate
 * (the buyer's own land within the included miles, the home's standard
 * foundation, public utilities, the home center's default loan; a home on the
 * land it is sold with, as it stands), in cents. Null for a home without a price.
 */
export function monthlyFromCents(
  home: {
    price: number | null;
    sections: number;
    isModular: boolean;
    onItsLand?: { connected: boolean } | null;
  },
  defaults: PricingDefaults,
): number | null {
  if (home.price === null) return null;
  let answers = monthlyByFigures.get(defaults);
  if (!answers) monthlyByFigures.set(defaults, (answers = new Map()));
  const land = home.onItsLand ? (home.onItsLand.connected ? 'connected' : 'land') : 'none';
  const key = `${home.price} ${home.sections} ${home.isModular} ${land}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  const estimate = homeEstimate(
    {
      price: home.price,
      sections: home.sections,
      isModular: home.isModular,
      milesFromHomeCenter: 0,
      onItsLand: home.onItsLand ?? null,
    },
    STANDARD_CHOICES,
    defaults,
  );
  answers.set(key, estimate.low.totalCents);
  return estimate.low.totalCents;
}

/** A card's "from $X/mo" in whole dollars, rounded up (monthlyFromCents); null without a price. */
export function monthlyFromDollars(
  home: Parameters<typeof monthlyFromCents>[0],
  defaults: PricingDefaults,
): number | null {
  const cents = monthlyFromCents(home, defaults);
  return cents === null ? null : dollarsUp(cents);
}
