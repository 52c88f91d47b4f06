// The option catalogue every configurator is made from (issue 13), and the
// generator that turns one model into its configurator: what a plant offers
// on a home of this size, priced for it in whole dollars. Ids are the
// catalogue's, the same on every model ("navy cabinets" is 20103 everywhere);
// each model gets the options that fit it (no island in a single-section
// kitchen) and its own standard exterior (the one its pictures show).
import type {
  Configurator,
  ConfiguratorOption,
  ConfiguratorOptionType,
  ConfiguratorSelection,
  Nav,
  Scene,
} from '../../lib/configurator/types.ts';
import {
  colorName,
  DOOR_COLORS,
  normalizeInput,
  SIDING_COLORS,
  TRIM_COLORS,
  type ModelArtSource,
  type ModelStyle,
  type PorchStyle,
  type RoofStyle,
  type SidingStyle,
} from '../images/model-art.ts';

/**
 * Bump when the catalogue or its prices change: models get a new configurator
 * version; saved designs keep theirs. 2: what a model's page lists as coming
 * with it is its designer's standard (INCLUDED_BY_FEATURE), and granite and
 * solid-surface countertops joined the catalogue. 3: an "Entertainer's
 * kitchen" ("a big island") comes with its island.
 */
export const CONFIGURATOR_VERSION = 3;

export type FloorLook = { kind: 'carpet' | 'vinyl-plank' | 'tile'; color: string };
export type CounterLook = { kind: 'laminate' | 'butcher-block' | 'quartz'; color: string };

/** What a selection changes in the pictures; merged over the model's own look. */
export type SelectionLook = {
  exterior?: Partial<ModelStyle>;
  cabinetColor?: string;
  kitchenCounter?: CounterLook;
  appliances?: 'white' | 'black' | 'stainless';
  island?: boolean;
  vanityColor?: string;
  bathCounter?: CounterLook;
  shower?: 'tub-combo' | 'walk-in';
  fixtures?: 'chrome' | 'brushed-nickel' | 'matte-black';
  livingFloor?: FloorLook;
  wetFloor?: FloorLook;
  wallColor?: string;
  ceiling?: 'flat' | 'vaulted';
  fireplace?: boolean;
};

export const SCENES = {
  exterior: { sceneId: 1, sceneName: 'Exterior' },
  kitchen: { sceneId: 2, sceneName: 'Kitchen' },
  bath: { sceneId: 3, sceneName: 'Bathroom' },
  living: { sceneId: 4, sceneName: 'Living room' },
} as const satisfies Record<string, Scene>;

/** The model facts a configurator is priced from. */
export type ConfiguratorModel = ModelArtSource & {
  salesModelId: string;
  lowPrice: number | null;
  /** The names of the features its page lists (SPEC §3 features): what comes with it. */
  featureNames: readonly string[];
};

type SelectionDef = Omit<ConfiguratorSelection, 'ordinal' | 'price' | 'subText' | 'helpText'> & {
  subText?: string;
  helpText?: string;
  price: number;
  look: SelectionLook;
};

type OptionDef = {
  id: number;
  type: ConfiguratorOptionType;
  title: string;
  shortName: string;
  subText?: string;
  helpText?: string;
  /** The standard selection first. */
  selections: SelectionDef[];
};

type GroupDef = { id: number; title: string; subText?: string; options: OptionDef[] };

/** Whole dollars, to the nearest $10: what a price list shows. */
const dollars = (value: number) => Math.max(0, Math.round(value / 10) * 10);

const swatch = (hex: string) => `swatch-${hex.replace('#', '').toLowerCase()}.svg`;
const pattern = (kind: string, hex: string) => `${kind}-${hex.replace('#', '').toLowerCase()}.svg`;

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ROOF_TITLES: Record<RoofStyle, string> = {
  gable: 'Gable roof',
  hip: 'Hip roof',
  'dutch-gable': 'Dutch gable roof',
};
const SIDING_TITLES: Record<SidingStyle, string> = {
  lap: 'Lap siding',
  'board-and-batten': 'Board and batten',
  shake: 'Shake-look siding',
};
const PORCH_TITLES: Record<PorchStyle, string> = {
  none: 'No porch (steps only)',
  stoop: 'Front stoop with rail',
  covered: 'Covered front porch',
  wrap: 'Wrap-around porch',
};

/** The standard first, then the rest in the catalogue's order. */
function standardFirst<T>(items: readonly T[], isStandard: (item: T) => boolean): T[] {
  return [...items.filter(isStandard), ...items.filter((i) => !isStandard(i))];
}

/**
 * A colour option: the model's own colour first ("as pictured", selection
 * {id}00), then the palette without the colour of the same name.
 */
function colourSelections(
  firstId: number,
  ownHex: string,
  palette: readonly { name: string; hex: string }[],
  price: (name: string) => number,
  look: (hex: string) => SelectionLook,
): SelectionDef[] {
  const own = colorName(ownHex);
  return [
    {
      selectionId: firstId,
      title: `${titleCase(own)} (as pictured)`,
      shortName: own,
      icon: swatch(ownHex),
      price: 0,
      look: {},
    },
    ...palette
      .filter((c) => c.name !== own)
      .map((c) => ({
        selectionId: firstId + 1 + palette.indexOf(c),
        title: titleCase(c.name),
        shortName: c.name,
        icon: swatch(c.hex),
        price: price(c.name),
        look: look(c.hex),
      })),
  ];
}

/** The roof a model's page lists (its roof feature), which every roof line has. */
function roofMaterial(featureNames: ReadonlySet<string>): string {
  if (featureNames.has('Metal roof')) return 'a standing-seam metal roof';
  if (featureNames.has('Shingled roof')) return '25-year three-tab shingles';
  return '30-year architectural shingles';
}

function exteriorGroups(
  style: ModelStyle,
  sections: number,
  lengthFt: number,
  featureNames: ReadonlySet<string>,
): GroupDef[] {
  const fiberCement = featureNames.has('Fiber-cement siding');
  const perSection = (amount: number) => dollars(amount * sections);
  const sidingCost: Record<SidingStyle, number> = {
    lap: 0,
    'board-and-batten': perSection(1_150),
    shake: perSection(1_450),
  };
  const roofCost: Record<RoofStyle, number> = {
    gable: 0,
    hip: perSection(1_600),
    'dutch-gable': perSection(2_100),
  };
  const porchCost: Record<PorchStyle, number> = {
    none: 0,
    stoop: 950,
    covered: dollars(5_800 + 40 * lengthFt),
    wrap: dollars(11_500 + 95 * lengthFt),
  };
  // A standard that costs more than an alternative: the alternative is no credit, it is $0.
  const over = <K extends string>(costs: Record<K, number>, standard: K, key: K) =>
    Math.max(0, costs[key] - costs[standard]);
  // Named in the colour option's help text below: keep the two together.
  const darkPigment = new Set(['charcoal', 'olive', 'slate blue']);
  return [
    {
      id: 11,
      title: 'Siding',
      subText: fiberCement
        ? 'Fiber-cement siding, painted at the plant: it resists rot, insects and fire.'
        : 'Vinyl siding with the colour through the panel: it does not need painting.',
      options: [
        {
          id: 101,
          type: 'material',
          title: 'Siding style',
          shortName: 'Siding',
          selections: standardFirst(
            (['lap', 'board-and-batten', 'shake'] as const).map((s, i) => ({
              selectionId: 10101 + i,
              title: SIDING_TITLES[s],
              shortName: SIDING_TITLES[s],
              icon: '',
              price: over(sidingCost, style.siding, s),
              look: { exterior: { siding: s } },
            })),
            (s) => s.look.exterior?.siding === style.siding,
          ),
        },
        {
          id: 102,
          type: 'material',
          title: 'Siding colour',
          shortName: 'Colour',
          helpText: fiberCement
            ? 'The colour pictured is included. Any other charcoal, olive or slate blue takes a fade-resistant paint, which costs a little more.'
            : 'The colour pictured is included. Any other charcoal, olive or slate blue uses a fade-resistant pigment, which costs a little more.',
          selections: colourSelections(
            10200,
            style.sidingColor,
            SIDING_COLORS,
            (name) => (darkPigment.has(name) ? perSection(350) : 0),
            (hex) => ({ exterior: { sidingColor: hex } }),
          ),
        },
      ],
    },
    {
      id: 12,
      title: 'Roof',
      options: [
        {
          id: 103,
          type: 'structural',
          title: 'Roof line',
          shortName: 'Roof',
          helpText: `All roof lines have ${roofMaterial(featureNames)}.`,
          selections: standardFirst(
            (['gable', 'hip', 'dutch-gable'] as const).map((r, i) => ({
              selectionId: 10301 + i,
              title: ROOF_TITLES[r],
              shortName: ROOF_TITLES[r],
              icon: '',
              price: over(roofCost, style.roof, r),
              look: { exterior: { roof: r } },
            })),
            (s) => s.look.exterior?.roof === style.roof,
          ),
        },
      ],
    },
    {
      id: 13,
      title: 'Porch, shutters and door',
      subText: 'Porches are built on site by the home center’s crew, to local code.',
      options: [
        {
          id: 104,
          type: 'structural',
          title: 'Front porch',
          shortName: 'Porch',
          selections: standardFirst(
            (['none', 'stoop', 'covered', 'wrap'] as const).map((p, i) => ({
              selectionId: 10401 + i,
              title: PORCH_TITLES[p],
              shortName: PORCH_TITLES[p],
              icon: '',
              price: over(porchCost, style.porch, p),
              look: { exterior: { porch: p } },
            })),
            (s) => s.look.exterior?.porch === style.porch,
          ),
        },
        {
          id: 105,
          type: 'material',
          title: 'Shutters',
          shortName: 'Shutters',
          selections: standardFirst(
            [
              {
                selectionId: 10501,
                title: 'No shutters',
                shortName: 'No shutters',
                icon: '',
                price: 0,
                look: { exterior: { shutters: false } },
              },
              {
                selectionId: 10502,
                title: 'Louvered shutters',
                shortName: 'Shutters',
                icon: '',
                price: style.shutters ? 0 : perSection(240),
                look: { exterior: { shutters: true } },
              },
            ],
            (s) => s.look.exterior?.shutters === style.shutters,
          ),
        },
        {
          id: 106,
          type: 'material',
          title: 'Front door colour',
          shortName: 'Door',
          selections: colourSelections(
            10600,
            style.doorColor,
            DOOR_COLORS,
            () => 120,
            (hex) => ({ exterior: { doorColor: hex } }),
          ),
        },
        {
          id: 107,
          type: 'material',
          title: 'Trim colour',
          shortName: 'Trim',
          selections: colourSelections(
            10700,
            style.trimColor,
            TRIM_COLORS,
            () => 0,
            (hex) => ({ exterior: { trimColor: hex } }),
          ),
        },
      ],
    },
  ];
}

/** Kitchens grow a little with the home; a single-section kitchen is the smallest. */
const KITCHEN_SCALE = { 1: 0.8, 2: 1, 3: 1.2 } as const;

function kitchenGroups(sections: 1 | 2 | 3, widthFt: number): GroupDef[] {
  const k = (amount: number) => dollars(amount * KITCHEN_SCALE[sections]);
  const cabinets = [
    ['White shaker', '#f2f0ea', 0],
    ['Dove grey shaker', '#a9aba6', 950],
    ['Navy shaker', '#2f3e56', 1_150],
    ['Natural oak', '#b98a55', 1_400],
    ['Espresso', '#4a3426', 1_150],
  ] as const;
  const counters = [
    ['Laminate, warm stone', { kind: 'laminate', color: '#b9ab95' }, 0],
    ['Laminate, white marble look', { kind: 'laminate', color: '#ebe8e2' }, 0],
    ['Butcher block', { kind: 'butcher-block', color: '#b57f4b' }, 1_100],
    ['Quartz, white', { kind: 'quartz', color: '#f1f0ec' }, 2_600],
    ['Quartz, grey', { kind: 'quartz', color: '#9a9a97' }, 2_600],
    ['Granite, river stone', { kind: 'quartz', color: '#857b70' }, 2_300],
    ['Solid surface, white', { kind: 'laminate', color: '#efede8' }, 1_600],
  ] as const;
  const options: OptionDef[] = [
    {
      id: 203,
      type: 'appliance',
      title: 'Appliance package',
      shortName: 'Appliances',
      subText: 'Refrigerator, range, range hood and dishwasher.',
      selections: [
        ['White', 'white', 0],
        ['Black', 'black', 600],
        ['Stainless steel', 'stainless', 1_450],
      ].map(([title, finish, cost], i) => ({
        selectionId: 20301 + i,
        title: title as string,
        shortName: title as string,
        icon: swatch(finish === 'white' ? '#f4f4f2' : finish === 'black' ? '#222426' : '#c4c8cc'),
        price: k(cost as number),
        look: { appliances: finish as 'white' | 'black' | 'stainless' },
      })),
    },
  ];
  // An island needs the width of a multi-section kitchen.
  if (widthFt >= 24) {
    options.push({
      id: 204,
      type: 'structural',
      title: 'Kitchen island',
      shortName: 'Island',
      selections: [
        {
          selectionId: 20401,
          title: 'No island',
          shortName: 'No island',
          icon: '',
          price: 0,
          look: { island: false },
        },
        {
          selectionId: 20402,
          title: 'Island with seating for three',
          shortName: 'Island',
          icon: '',
          price: k(2_400),
          look: { island: true },
        },
      ],
    });
  }
  return [
    {
      id: 21,
      title: 'Cabinets and countertops',
      options: [
        {
          id: 201,
          type: 'material',
          title: 'Cabinets',
          shortName: 'Cabinets',
          helpText: 'Solid-wood face frames and soft-close doors on every colour.',
          selections: cabinets.map(([title, hex, cost], i) => ({
            selectionId: 20101 + i,
            title,
            shortName: title,
            icon: pattern(title === 'Natural oak' ? 'wood' : 'swatch', hex),
            price: k(cost),
            look: { cabinetColor: hex },
          })),
        },
        {
          id: 202,
          type: 'material',
          title: 'Countertops',
          shortName: 'Counters',
          selections: counters.map(([title, look, cost], i) => ({
            selectionId: 20201 + i,
            title,
            shortName: title,
            icon: pattern(look.kind === 'laminate' ? 'swatch' : look.kind, look.color),
            price: k(cost),
            look: { kitchenCounter: { ...look } },
          })),
        },
      ],
    },
    { id: 22, title: 'Appliances and island', options },
  ];
}

function bathGroups(baths: number): GroupDef[] {
  // Vanity and fixture upgrades are per bathroom; a half bath counts as half.
  const b = (amount: number) => dollars(amount * Math.max(1, baths));
  return [
    {
      id: 31,
      title: 'Vanity',
      subText: 'For every bathroom of the home.',
      options: [
        {
          id: 301,
          type: 'material',
          title: 'Vanity colour',
          shortName: 'Vanity',
          selections: [
            ['White', '#f2f0ea', 0],
            ['Grey', '#9fa3a3', 380],
            ['Navy', '#2f3e56', 420],
            ['Natural oak', '#b98a55', 460],
          ].map(([title, hex, cost], i) => ({
            selectionId: 30101 + i,
            title: title as string,
            shortName: title as string,
            icon: pattern(title === 'Natural oak' ? 'wood' : 'swatch', hex as string),
            price: b(cost as number),
            look: { vanityColor: hex as string },
          })),
        },
        {
          id: 302,
          type: 'material',
          title: 'Vanity top',
          shortName: 'Vanity top',
          selections: [
            ['Cultured marble', { kind: 'laminate', color: '#efece6' }, 0],
            ['Quartz, white', { kind: 'quartz', color: '#f1f0ec' }, 690],
          ].map(([title, look, cost], i) => ({
            selectionId: 30201 + i,
            title: title as string,
            shortName: title as string,
            icon: pattern(
              (look as CounterLook).kind === 'quartz' ? 'quartz' : 'swatch',
              (look as CounterLook).color,
            ),
            price: b(cost as number),
            look: { bathCounter: look as CounterLook },
          })),
        },
      ],
    },
    {
      id: 32,
      title: 'Shower and fixtures',
      options: [
        {
          id: 303,
          type: 'structural',
          title: 'Main bathroom shower',
          shortName: 'Shower',
          selections: [
            {
              selectionId: 30301,
              title: 'Tub and shower combination',
              shortName: 'Tub and shower',
              icon: '',
              price: 0,
              look: { shower: 'tub-combo' },
            },
            {
              selectionId: 30302,
              title: 'Walk-in tiled shower with glass door',
              shortName: 'Walk-in shower',
              helpText: 'Replaces the tub in the main bathroom; a low curb, easy to step into.',
              icon: '',
              price: 2_850,
              look: { shower: 'walk-in' },
            },
          ],
        },
        {
          id: 304,
          type: 'material',
          title: 'Faucets and fixtures',
          shortName: 'Fixtures',
          selections: [
            ['Chrome', 'chrome', '#d9dde0', 0],
            ['Brushed nickel', 'brushed-nickel', '#b9b5ab', 290],
            ['Matte black', 'matte-black', '#2a2a2a', 380],
          ].map(([title, finish, hex, cost], i) => ({
            selectionId: 30401 + i,
            title: title as string,
            shortName: title as string,
            icon: swatch(hex as string),
            price: b(cost as number),
            look: { fixtures: finish as 'chrome' | 'brushed-nickel' | 'matte-black' },
          })),
        },
      ],
    },
  ];
}

function floorGroups(squareFeet: number): GroupDef[] {
  // Living areas are about half the floor; kitchen, baths and laundry about a fifth.
  const living = Math.max(300, squareFeet * 0.5);
  const wet = Math.max(120, squareFeet * 0.2);
  return [
    {
      id: 41,
      title: 'Floors',
      options: [
        {
          id: 401,
          type: 'material',
          title: 'Living room and bedrooms',
          shortName: 'Living floors',
          selections: [
            ['Carpet, oatmeal', { kind: 'carpet', color: '#c9b99f' }, 0],
            ['Carpet, soft grey', { kind: 'carpet', color: '#a7a5a0' }, 0],
            ['Vinyl plank, natural oak', { kind: 'vinyl-plank', color: '#b8895a' }, 2.25],
            ['Vinyl plank, weathered grey', { kind: 'vinyl-plank', color: '#9c968c' }, 2.25],
            ['Vinyl plank, walnut', { kind: 'vinyl-plank', color: '#6e4a32' }, 2.5],
          ].map(([title, look, perFoot], i) => ({
            selectionId: 40101 + i,
            title: title as string,
            shortName: title as string,
            icon: pattern((look as FloorLook).kind, (look as FloorLook).color),
            price: dollars(living * (perFoot as number)),
            look: { livingFloor: look as FloorLook },
          })),
        },
        {
          id: 402,
          type: 'material',
          title: 'Kitchen, bathrooms and laundry',
          shortName: 'Wet-area floors',
          selections: [
            ['Vinyl tile, slate', { kind: 'tile', color: '#8b8a86' }, 0],
            ['Vinyl plank, natural oak', { kind: 'vinyl-plank', color: '#b8895a' }, 1.1],
            ['Ceramic tile, white', { kind: 'tile', color: '#e9e7e1' }, 3.4],
          ].map(([title, look, perFoot], i) => ({
            selectionId: 40201 + i,
            title: title as string,
            shortName: title as string,
            icon: pattern((look as FloorLook).kind, (look as FloorLook).color),
            price: dollars(wet * (perFoot as number)),
            look: { wetFloor: look as FloorLook },
          })),
        },
      ],
    },
    {
      id: 42,
      title: 'Walls',
      options: [
        {
          id: 403,
          type: 'material',
          title: 'Wall colour',
          shortName: 'Walls',
          helpText: 'Painted at the plant, throughout the home.',
          selections: [
            ['Soft white', '#eeebe3'],
            ['Agreeable grey', '#d3cec4'],
            ['Pale sage', '#cfd5c4'],
            ['Warm linen', '#e6dac6'],
          ].map(([title, hex], i) => ({
            selectionId: 40301 + i,
            title: title!,
            shortName: title!,
            icon: swatch(hex!),
            price: 0,
            look: { wallColor: hex! },
          })),
        },
      ],
    },
  ];
}

function structureGroups(sections: 1 | 2 | 3, squareFeet: number): GroupDef[] {
  return [
    {
      id: 51,
      title: 'Ceiling and fireplace',
      options: [
        {
          id: 501,
          type: 'structural',
          title: 'Living room ceiling',
          shortName: 'Ceiling',
          selections: [
            {
              selectionId: 50101,
              title: 'Flat ceiling',
              shortName: 'Flat',
              icon: '',
              price: 0,
              look: { ceiling: 'flat' },
            },
            {
              selectionId: 50102,
              title: 'Vaulted ceiling',
              shortName: 'Vaulted',
              helpText:
                'Raised in the living room and kitchen; the roof line outside does not change.',
              icon: '',
              price: dollars(900 + 700 * sections),
              look: { ceiling: 'vaulted' },
            },
          ],
        },
        {
          id: 502,
          type: 'appliance',
          title: 'Fireplace',
          shortName: 'Fireplace',
          selections: [
            {
              selectionId: 50201,
              title: 'No fireplace',
              shortName: 'No fireplace',
              icon: '',
              price: 0,
              look: { fireplace: false },
            },
            {
              selectionId: 50202,
              title: 'Electric fireplace with mantel',
              shortName: 'Fireplace',
              helpText: 'Plugs into its own circuit: no chimney or gas line.',
              icon: '',
              price: 2_350,
              look: { fireplace: true },
            },
          ],
        },
      ],
    },
    {
      id: 52,
      title: 'Heating, cooling and energy',
      subText: 'Not in the pictures: ask the home center what suits your climate.',
      options: [
        {
          id: 503,
          type: 'appliance',
          title: 'Heating and cooling',
          shortName: 'Heating',
          selections: [
            {
              selectionId: 50301,
              title: 'Electric furnace, ready for central air',
              shortName: 'Electric furnace',
              icon: '',
              price: 0,
              look: {},
            },
            {
              selectionId: 50302,
              title: 'Heat pump with central air',
              shortName: 'Heat pump',
              icon: '',
              price: dollars(2_600 + 0.6 * squareFeet),
              look: {},
            },
          ],
        },
        {
          id: 504,
          type: 'material',
          title: 'Insulation',
          shortName: 'Insulation',
          helpText:
            'Every home meets the insulation its HUD thermal zone (or local code) asks for.',
          selections: [
            {
              selectionId: 50401,
              title: 'For the home’s thermal zone',
              shortName: 'Standard',
              icon: '',
              price: 0,
              look: {},
            },
            {
              selectionId: 50402,
              title: 'Extra ceiling and floor insulation',
              shortName: 'Extra',
              icon: '',
              price: dollars(0.9 * squareFeet),
              look: {},
            },
          ],
        },
      ],
    },
  ];
}

/**
 * What a model's page lists as coming with the home, as the selection its
 * designer starts from: the page's "Stainless steel appliances … come
 * standard" is the designer's standard too, at no extra cost.
 */
const INCLUDED_BY_FEATURE: Readonly<Record<string, readonly number[]>> = {
  'Stainless steel appliances': [20303],
  'Quartz countertops': [20204],
  'Granite countertops': [20206],
  'Solid-surface countertops': [20207],
  'Kitchen island with pendant lights': [20402],
  "Entertainer's kitchen": [20402],
  'Walk-in shower with glass door': [30302],
  'Brushed nickel hardware': [30402],
  'Luxury vinyl plank flooring': [40103, 40202],
  'Vaulted ceilings throughout': [50102],
  'Electric fireplace': [50202],
  'Central heat and air': [50302],
};

/**
 * The option with `selectionId` as its standard: first, and every selection
 * priced from it (one that costs less is no credit: $0), as a model's own
 * exterior is (exteriorGroups).
 */
function withStandard(option: OptionDef, selectionId: number): OptionDef {
  const standard = option.selections.find((s) => s.selectionId === selectionId);
  if (!standard) return option;
  return {
    ...option,
    selections: standardFirst(option.selections, (s) => s === standard).map((s) => ({
      ...s,
      price: Math.max(0, s.price - standard.price),
    })),
  };
}

/** The groups with each feature the model lists made its option's standard. */
function includingFeatures(groups: GroupDef[], featureNames: ReadonlySet<string>): GroupDef[] {
  const standards = [...featureNames].flatMap((name) => INCLUDED_BY_FEATURE[name] ?? []);
  if (standards.length === 0) return groups;
  return groups.map((group) => ({
    ...group,
    options: group.options.map((option) => {
      const included = standards.find((id) => option.selections.some((s) => s.selectionId === id));
      return included === undefined ? option : withStandard(option, included);
    }),
  }));
}

type NavDef = {
  navId: number;
  name: string;
  navType: string;
  icon: string;
  scenes: Scene[];
  groups: GroupDef[];
  /** The options its pictures show (their selections are the nav's whitelist). */
  shows: number[];
};

const EXTERIOR_OPTIONS = [101, 102, 103, 104, 105, 106, 107];
const KITCHEN_OPTIONS = [201, 202, 203, 204, 402, 403];
const BATH_OPTIONS = [301, 302, 303, 304, 402, 403];
const LIVING_OPTIONS = [401, 403, 501, 502];

/** Every selection's look, by its catalogue id (the same on every model). */
const looks = new Map<number, SelectionLook>();

/** What a selection of the catalogue changes in the pictures (undefined for an unknown id). */
export function selectionLook(selectionId: number): SelectionLook | undefined {
  // The catalogue's looks do not depend on the model: a wide model offers every option.
  if (looks.size === 0) generateConfigurator(REFERENCE_MODEL);
  return looks.get(selectionId);
}

const REFERENCE_MODEL: ConfiguratorModel = {
  salesModelId: 'reference',
  modelNumber: 'reference',
  name: 'reference',
  sections: 3,
  widthFt: 42,
  lengthFt: 60,
  beds: 4,
  baths: 2,
  squareFeet: 2_400,
  isModular: false,
  seed: 1,
  lowPrice: null,
  featureNames: [],
};

function toOption(def: OptionDef, ordinal: number): ConfiguratorOption {
  return {
    configuratorOptionId: def.id,
    optionType: def.type,
    ordinal,
    title: def.title,
    subText: def.subText ?? '',
    helpText: def.helpText ?? '',
    shortName: def.shortName,
    selections: def.selections.map((s, i) => {
      looks.set(s.selectionId, s.look);
      return {
        selectionId: s.selectionId,
        ordinal: i + 1,
        title: s.title,
        subText: s.subText ?? '',
        helpText: s.helpText ?? '',
        icon: s.icon,
        price: s.price,
        shortName: s.shortName,
      };
    }),
  };
}

/** A stable UUID per model (configuratorGuid), so a reseeded database keeps its designs' guids. */
export function configuratorGuidOf(salesModelId: string): string {
  // FNV-1a over the id, four times with different offsets: 128 bits, formatted as a v4-shaped UUID.
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((offset) => {
    let hash = offset >>> 0;
    for (const ch of `configurator:${salesModelId}`) {
      hash ^= ch.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One model's configurator at CONFIGURATOR_VERSION (configuratorId is the database's). */
export function generateConfigurator(
  model: ConfiguratorModel,
): Omit<Configurator, 'configuratorId'> {
  const art = normalizeInput(model);
  const features = new Set(model.featureNames);
  const navs: NavDef[] = [
    {
      navId: 1,
      name: 'Exterior',
      navType: 'exterior',
      icon: 'nav-exterior.svg',
      scenes: [SCENES.exterior],
      groups: exteriorGroups(art.style, art.sections, art.lengthFt, features),
      shows: EXTERIOR_OPTIONS,
    },
    {
      navId: 2,
      name: 'Kitchen',
      navType: 'kitchen',
      icon: 'nav-kitchen.svg',
      scenes: [SCENES.kitchen],
      groups: kitchenGroups(art.sections, art.widthFt),
      shows: KITCHEN_OPTIONS,
    },
    {
      navId: 3,
      name: 'Bathrooms',
      navType: 'bath',
      icon: 'nav-bath.svg',
      scenes: [SCENES.bath],
      groups: bathGroups(art.baths),
      shows: BATH_OPTIONS,
    },
    {
      navId: 4,
      name: 'Floors and walls',
      navType: 'flooring',
      icon: 'nav-flooring.svg',
      scenes: [SCENES.living],
      groups: floorGroups(art.squareFeet),
      shows: LIVING_OPTIONS,
    },
    {
      navId: 5,
      name: 'Structure and energy',
      navType: 'structural',
      icon: 'nav-structural.svg',
      scenes: [SCENES.living],
      groups: structureGroups(art.sections, art.squareFeet),
      shows: LIVING_OPTIONS,
    },
  ];
  const built: Nav[] = navs.map((nav, navIndex) => ({
    navId: nav.navId,
    name: nav.name,
    ordinal: navIndex + 1,
    whitelistedSelections: [],
    icon: nav.icon,
    navType: nav.navType,
    scenes: nav.scenes,
    optionGroups: includingFeatures(nav.groups, features).map((group, groupIndex) => ({
      optionGroupId: group.id,
      ordinal: groupIndex + 1,
      isHeaderVisible: group.options.length > 1,
      title: group.title,
      subText: group.subText ?? '',
      configuratorOptions: group.options.map((o, i) => toOption(o, i + 1)),
    })),
  }));
  const allOptions = built.flatMap((n) => n.optionGroups.flatMap((g) => g.configuratorOptions));
  for (const [index, nav] of built.entries()) {
    const shows = new Set(navs[index]!.shows);
    nav.whitelistedSelections = allOptions
      .filter((o) => shows.has(o.configuratorOptionId))
      .flatMap((o) => o.selections.map((s) => s.selectionId))
      .sort((a, b) => a - b);
  }
  return {
    salesModelId: model.salesModelId,
    version: CONFIGURATOR_VERSION,
    configuratorGuid: configuratorGuidOf(model.salesModelId),
    basePrice: model.lowPrice,
    navs: built,
  };
}
