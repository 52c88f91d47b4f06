// Home centers (dealers) in the states where manufactured homes sell, at real
// city ZIP coordinates, with their teams.
import { brandLabel } from '../../../lib/brands.ts';
import type { dealers } from '../schema.ts';
import { MAIN_BRAND, type SeedBrandCode } from './catalogue.ts';
import { LOT_STREETS } from './names.ts';
import { forkRandom, type Random } from './random.ts';
import { randomPastDate } from './reference-date.ts';
import { slugify } from './text.ts';
import { isTownName, usZipEntries, zipsOfCity, type ZipEntry } from './zip-data.ts';

export type DealerRow = typeof dealers.$inferInsert & {
  dealerId: number;
  lotNumber: string;
  slug: string;
  name: string;
  brandAcronym: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
};

/**
 * Home centers that opened within the seed's history, by "City, ST", and the
 * day: content/news/new-home-center-tullahoma.md tells of Tullahoma's. Their
 * deliveries and reviews come after it (reference-date.ts afterOpening).
 */
const OPENINGS: Readonly<Record<string, string>> = { 'Tullahoma, TN': '2026-08-24' };

/** The day a home center opened, when it opened within the seed's history; else null. */
export function openedOn(dealer: { city: string; state: string }): Date | null {
  const day = OPENINGS[`${dealer.city}, ${dealer.state}`];
  return day ? new Date(`${day}T00:00:00Z`) : null;
}

export const DEALER_STATES = [
  'TN', 'NC', 'SC', 'GA', 'AL', 'MS', 'LA', 'TX', 'OK', 'AR', 'KY',
  'WV', 'VA', 'FL', 'MO', 'IN', 'OH', 'MI', 'PA', 'NM', 'AZ', 'KS',
] as const; // prettier-ignore
export type DealerState = (typeof DEALER_STATES)[number];

/** Real cities with home centers; the default 120 dealers come from here. */
// prettier-ignore
const CITIES: Record<DealerState, readonly string[]> = {
  TN: ['Knoxville', 'Maryville', 'Morristown', 'Crossville', 'Cleveland', 'Clarksville', 'Jackson', 'Cookeville', 'Columbia', 'Johnson City', 'Murfreesboro', 'Athens', 'Lebanon', 'Tullahoma', 'Sevierville'],
  NC: ['Hickory', 'Fayetteville', 'Greenville', 'Goldsboro', 'Statesville', 'Asheboro', 'Lumberton', 'Wilmington', 'Rocky Mount', 'Sanford', 'Monroe', 'Boone'],
  SC: ['Florence', 'Spartanburg', 'Anderson', 'Sumter', 'Conway', 'Aiken', 'Orangeburg', 'Rock Hill', 'Greenwood'],
  GA: ['Macon', 'Valdosta', 'Dalton', 'Albany', 'Rome', 'Statesboro', 'Douglas', 'Waycross', 'Gainesville', 'Tifton'],
  AL: ['Dothan', 'Cullman', 'Tuscaloosa', 'Anniston', 'Decatur', 'Opelika', 'Gadsden', 'Foley', 'Florence'],
  MS: ['Hattiesburg', 'Tupelo', 'Meridian', 'Jackson', 'Columbus', 'Laurel', 'Gulfport'],
  LA: ['Lafayette', 'Lake Charles', 'Shreveport', 'Alexandria', 'Monroe', 'Hammond', 'Houma'],
  TX: ['Lubbock', 'Amarillo', 'Tyler', 'Odessa', 'Midland', 'Abilene', 'Waco', 'Conroe', 'Beaumont', 'Longview', 'San Angelo', 'Temple', 'Lufkin', 'Seguin', 'Weatherford', 'Kerrville', 'Nacogdoches', 'Victoria'],
  OK: ['Ardmore', 'Lawton', 'Shawnee', 'Muskogee', 'Enid', 'Stillwater', 'Durant'],
  AR: ['Conway', 'Jonesboro', 'Russellville', 'Hot Springs National Park', 'Texarkana', 'Searcy', 'Mountain Home'],
  KY: ['Bowling Green', 'London', 'Somerset', 'Elizabethtown', 'Paducah', 'Owensboro', 'Richmond'],
  WV: ['Beckley', 'Parkersburg', 'Morgantown', 'Princeton', 'Clarksburg', 'Huntington'],
  VA: ['Lynchburg', 'Danville', 'Roanoke', 'Winchester', 'Abingdon', 'Martinsville', 'Christiansburg'],
  FL: ['Ocala', 'Lakeland', 'Lake City', 'Crestview', 'Sebring', 'Brooksville', 'Okeechobee', 'Tallahassee', 'Lady Lake', 'Pensacola'],
  MO: ['Springfield', 'Joplin', 'Poplar Bluff', 'Sedalia', 'Lebanon', 'Rolla'],
  IN: ['Lafayette', 'Terre Haute', 'Evansville', 'Muncie', 'Elkhart', 'Columbus'],
  OH: ['Chillicothe', 'Lancaster', 'Zanesville', 'Mansfield', 'Findlay', 'Lima'],
  MI: ['Lansing', 'Grand Rapids', 'Traverse City', 'Saginaw', 'Kalamazoo', 'Jackson'],
  PA: ['Altoona', 'Williamsport', 'Chambersburg', 'Clearfield', 'Greensburg', 'Butler'],
  NM: ['Albuquerque', 'Las Cruces', 'Farmington', 'Roswell', 'Hobbs', 'Clovis'],
  AZ: ['Tucson', 'Casa Grande', 'Kingman', 'Prescott Valley', 'Yuma', 'Cottonwood'],
  KS: ['Wichita', 'Hutchinson', 'Salina', 'Garden City', 'Emporia', 'Pittsburg'],
};

/** Display names where the postal name differs from what people call the town. */
const CITY_DISPLAY: Record<string, string> = { 'Hot Springs National Park': 'Hot Springs' };

/**
 * Each curated town's own area code, by the name it is shown with (the older
 * code where an overlay shares it), so a home center's number looks like its town's; a fictional 555-01xx
 * line behind it.
 */
// prettier-ignore
export const CITY_AREA_CODES: Record<DealerState, Readonly<Record<string, string>>> = {
  TN: { Knoxville: '865', Maryville: '865', Morristown: '423', Crossville: '931', Cleveland: '423', Clarksville: '931', Jackson: '731', Cookeville: '931', Columbia: '931', 'Johnson City': '423', Murfreesboro: '615', Athens: '423', Lebanon: '615', Tullahoma: '931', Sevierville: '865' },
  NC: { Hickory: '828', Fayetteville: '910', Greenville: '252', Goldsboro: '919', Statesville: '704', Asheboro: '336', Lumberton: '910', Wilmington: '910', 'Rocky Mount': '252', Sanford: '919', Monroe: '704', Boone: '828' },
  SC: { Florence: '843', Spartanburg: '864', Anderson: '864', Sumter: '803', Conway: '843', Aiken: '803', Orangeburg: '803', 'Rock Hill': '803', Greenwood: '864' },
  GA: { Macon: '478', Valdosta: '229', Dalton: '706', Albany: '229', Rome: '706', Statesboro: '912', Douglas: '912', Waycross: '912', Gainesville: '770', Tifton: '229' },
  AL: { Dothan: '334', Cullman: '256', Tuscaloosa: '205', Anniston: '256', Decatur: '256', Opelika: '334', Gadsden: '256', Foley: '251', Florence: '256' },
  MS: { Hattiesburg: '601', Tupelo: '662', Meridian: '601', Jackson: '601', Columbus: '662', Laurel: '601', Gulfport: '228' },
  LA: { Lafayette: '337', 'Lake Charles': '337', Shreveport: '318', Alexandria: '318', Monroe: '318', Hammond: '985', Houma: '985' },
  TX: { Lubbock: '806', Amarillo: '806', Tyler: '903', Odessa: '432', Midland: '432', Abilene: '325', Waco: '254', Conroe: '936', Beaumont: '409', Longview: '903', 'San Angelo': '325', Temple: '254', Lufkin: '936', Seguin: '830', Weatherford: '817', Kerrville: '830', Nacogdoches: '936', Victoria: '361' },
  OK: { Ardmore: '580', Lawton: '580', Shawnee: '405', Muskogee: '918', Enid: '580', Stillwater: '405', Durant: '580' },
  AR: { Conway: '501', Jonesboro: '870', Russellville: '479', 'Hot Springs': '501', Texarkana: '870', Searcy: '501', 'Mountain Home': '870' },
  KY: { 'Bowling Green': '270', London: '606', Somerset: '606', Elizabethtown: '270', Paducah: '270', Owensboro: '270', Richmond: '859' },
  WV: { Beckley: '304', Parkersburg: '304', Morgantown: '304', Princeton: '304', Clarksburg: '304', Huntington: '304' },
  VA: { Lynchburg: '434', Danville: '434', Roanoke: '540', Winchester: '540', Abingdon: '276', Martinsville: '276', Christiansburg: '540' },
  FL: { Ocala: '352', Lakeland: '863', 'Lake City': '386', Crestview: '850', Sebring: '863', Brooksville: '352', Okeechobee: '863', Tallahassee: '850', 'Lady Lake': '352', Pensacola: '850' },
  MO: { Springfield: '417', Joplin: '417', 'Poplar Bluff': '573', Sedalia: '660', Lebanon: '417', Rolla: '573' },
  IN: { Lafayette: '765', 'Terre Haute': '812', Evansville: '812', Muncie: '765', Elkhart: '574', Columbus: '812' },
  OH: { Chillicothe: '740', Lancaster: '740', Zanesville: '740', Mansfield: '419', Findlay: '419', Lima: '419' },
  MI: { Lansing: '517', 'Grand Rapids': '616', 'Traverse City': '231', Saginaw: '989', Kalamazoo: '269', Jackson: '517' },
  PA: { Altoona: '814', Williamsport: '570', Chambersburg: '717', Clearfield: '814', Greensburg: '724', Butler: '724' },
  NM: { Albuquerque: '505', 'Las Cruces': '575', Farmington: '505', Roswell: '575', Hobbs: '575', Clovis: '575' },
  AZ: { Tucson: '520', 'Casa Grande': '520', Kingman: '928', 'Prescott Valley': '928', Yuma: '928', Cottonwood: '928' },
  KS: { Wichita: '316', Hutchinson: '620', Salina: '785', 'Garden City': '620', Emporia: '620', Pittsburg: '620' },
};

/** Area codes by state, for the towns of scale runs beyond the curated list. */
// prettier-ignore
const AREA_CODES: Record<DealerState, readonly string[]> = {
  TN: ['865', '423', '615', '931', '731'], NC: ['828', '910', '252', '919', '704', '336'],
  SC: ['843', '864', '803'], GA: ['478', '229', '706', '912'], AL: ['334', '256', '205', '251'],
  MS: ['601', '662', '228'], LA: ['337', '318', '985'], TX: ['806', '903', '432', '325', '254', '936', '409', '830'],
  OK: ['580', '405', '918'], AR: ['501', '870', '479'], KY: ['270', '606', '859'], WV: ['304', '681'],
  VA: ['434', '540', '276'], FL: ['352', '863', '386', '850'], MO: ['417', '573', '660'],
  IN: ['765', '812', '574'], OH: ['740', '419', '567'], MI: ['517', '616', '231', '989', '269'],
  PA: ['814', '570', '717', '724'], NM: ['505', '575'], AZ: ['520', '928'], KS: ['316', '620', '785'],
};

const ZONES: Record<DealerState, string> = {
  TN: 'Z1', KY: 'Z1', NC: 'Z2', SC: 'Z2', VA: 'Z2', WV: 'Z2', GA: 'Z3', FL: 'Z3', AL: 'Z4',
  MS: 'Z4', LA: 'Z5', AR: 'Z5', TX: 'Z6', OK: 'Z7', KS: 'Z7', MO: 'Z7', IN: 'Z8', OH: 'Z8',
  MI: 'Z8', PA: 'Z8', NM: 'Z9', AZ: 'Z9',
}; // prettier-ignore

/** Short sales regions used by the brand dealers. */
const BRAND_REGIONS: Record<DealerState, string> = {
  TN: 'SE', NC: 'SE', SC: 'SE', GA: 'SE', AL: 'SE', MS: 'SE', FL: 'SE', TX: 'SW', OK: 'SW',
  NM: 'SW', AZ: 'SW', LA: 'SW', AR: 'SW', MO: 'MW', IN: 'MW', OH: 'MW', MI: 'MW', KS: 'MW',
  KY: 'E', WV: 'E', VA: 'E', PA: 'E',
}; // prettier-ignore

/** The main brand's regions: 'CLA' + region is a brand-region code of SPEC §6. */
function mainBrandRegion(state: DealerState, latitude: number, longitude: number): string {
  switch (state) {
    case 'TN':
      return longitude > -85.5 ? 'TEN' : 'TNT';
    case 'TX':
      return latitude >= 31.5 ? 'TXN' : 'TXS';
    case 'WV':
      return 'WVA';
    case 'VA':
      return 'VIR';
    case 'AL':
      return 'BAM';
    case 'FL':
      return 'FLG';
    case 'GA':
      return latitude < 32 ? 'FLG' : 'SER';
    case 'NC':
      return 'SER';
    case 'SC':
      return 'SCA';
    case 'LA':
    case 'MS':
      return 'GUL';
    case 'KY':
      return 'KEN';
    case 'PA':
      return 'NER';
    case 'OH':
    case 'MI':
    case 'IN':
      return 'ECR';
    case 'MO':
    case 'AR':
    case 'OK':
    case 'KS':
      return 'WCR';
    case 'NM':
    case 'AZ':
      return 'ROC';
  }
}

const SOUTHWEST = new Set<string>(['TX', 'OK', 'NM', 'AZ', 'KS', 'LA', 'AR']);
const COASTAL = new Set<string>(['FL', 'SC', 'NC', 'GA', 'AL', 'MS', 'LA', 'TX']);
const DEEP_SOUTH = new Set<string>(['AL', 'MS', 'GA', 'SC', 'LA', 'TN']);
const NORTHERN = new Set<string>(['IN', 'OH', 'MI', 'PA', 'KY', 'WV']);

/** Brands cluster where their plants are; the main brand is everywhere. */
function dealerBrand(r: Random, state: string): SeedBrandCode {
  return r.weighted<SeedBrandCode>([
    [MAIN_BRAND, 45],
    ['OAK', SOUTHWEST.has(state) ? 18 : 4],
    ['FRE', 8],
    ['CSL', COASTAL.has(state) ? 10 : 2],
    ['LUV', 7],
    ['INT', NORTHERN.has(state) ? 14 : 4],
    ['TRU', 8],
    ['SCO', DEEP_SOUTH.has(state) ? 12 : 3],
  ]);
}

export type DealerPlace = { city: string; state: DealerState; zip: ZipEntry };

/** Curated cities in a stable shuffled order, Knoxville and Maryville first. */
function curatedPlaces(seed: number): DealerPlace[] {
  const all: DealerPlace[] = [];
  for (const state of DEALER_STATES) {
    for (const city of CITIES[state]) {
      const zips = zipsOfCity(city, state);
      // Dealer 1 is the Knoxville home center on the north side (37918).
      const zip = zips.find((z) => z.zip === '37918') ?? zips[0];
      if (!zip) throw new Error(`seed: no ZIP for ${city}, ${state}`);
      all.push({ city: CITY_DISPLAY[city] ?? city, state, zip });
    }
  }
  const [knoxville, maryville, ...rest] = all;
  if (!knoxville || !maryville)
    throw new Error('seed: city list must start with Knoxville, Maryville');
  return [knoxville, maryville, ...forkRandom(seed, 'dealer-cities').shuffle(rest)];
}

/** Rough share of home centers per state, for scale runs. */
const STATE_WEIGHTS: Record<DealerState, number> = {
  TX: 14, NC: 8, GA: 7, TN: 7, FL: 7, AL: 6, SC: 6, LA: 5, MS: 5, KY: 5, MI: 5,
  OK: 4, AR: 4, MO: 4, VA: 4, IN: 4, OH: 4, PA: 4, AZ: 4, WV: 3, NM: 3, KS: 2,
}; // prettier-ignore

/**
 * More towns of the same states, for scale runs beyond the curated list: states
 * drawn by market share, and within a state towns with more ZIPs (bigger) first.
 */
function extraPlaces(seed: number, exclude: Set<string>, count: number): DealerPlace[] {
  const towns = new Map<string, { place: DealerPlace; zips: number }>();
  const states = new Set<string>(DEALER_STATES);
  for (const zip of usZipEntries()) {
    if (!states.has(zip.state) || !isTownName(zip.city)) continue;
    const key = `${zip.city.toUpperCase()}|${zip.state}`;
    if (exclude.has(key)) continue;
    const town = towns.get(key);
    if (town) town.zips++;
    else
      towns.set(key, { place: { city: zip.city, state: zip.state as DealerState, zip }, zips: 1 });
  }
  const r = forkRandom(seed, 'dealer-extra-cities');
  const byState = new Map<DealerState, DealerPlace[]>();
  for (const state of DEALER_STATES) {
    const inState = r.shuffle([...towns.values()].filter((t) => t.place.state === state));
    // Stable sort: the shuffle only breaks ties between towns of the same size.
    byState.set(
      state,
      inState.sort((a, b) => b.zips - a.zips).map((t) => t.place),
    );
  }
  const places: DealerPlace[] = [];
  while (places.length < count) {
    const open = DEALER_STATES.filter((state) => (byState.get(state)?.length ?? 0) > 0);
    if (open.length === 0) break;
    const state = r.weighted(open.map((s) => [s, STATE_WEIGHTS[s]] as const));
    const next = byState.get(state)?.shift();
    if (next) places.push(next);
  }
  return places;
}

export function dealerPlaces(seed: number, count: number): DealerPlace[] {
  const curated = curatedPlaces(seed);
  if (count <= curated.length) return curated.slice(0, count);
  const exclude = new Set(curated.map((p) => `${p.zip.city.toUpperCase()}|${p.state}`));
  return [...curated, ...extraPlaces(seed, exclude, count - curated.length)];
}

const HOURS = [
  [
    { days: 'Mon–Fri', open: '9 am – 6 pm' },
    { days: 'Sat', open: '9 am – 5 pm' },
    { days: 'Sun', open: 'Closed' },
  ],
  [
    { days: 'Mon–Sat', open: '9 am – 7 pm' },
    { days: 'Sun', open: '1 pm – 5 pm' },
  ],
  [
    { days: 'Mon–Fri', open: '8 am – 5 pm' },
    { days: 'Sat', open: '10 am – 4 pm' },
    { days: 'Sun', open: 'Closed' },
  ],
];

/**
 * Fictional numbers: an area code, then 555-0100…0199 (the range set aside for
 * fiction). Each is handed out once while its area code has one left, so no
 * two home centers or team members share a line in a seed of usual size.
 */
export class FictionalPhones {
  private readonly used = new Map<string, Set<number>>();

  constructor(taken: readonly string[] = []) {
    for (const phone of taken) this.usedIn(phone.slice(0, 3)).add(Number(phone.slice(-2)));
  }

  private usedIn(areaCode: string): Set<number> {
    let used = this.used.get(areaCode);
    if (!used) this.used.set(areaCode, (used = new Set()));
    return used;
  }

  take(r: Random, areaCode: string): string {
    const used = this.usedIn(areaCode);
    let n = r.int(0, 99);
    for (let tries = 0; tries < 100 && used.has(n); tries++) n = (n + 1) % 100;
    used.add(n);
    return `${areaCode}55501${String(n).padStart(2, '0')}`;
  }
}

/** Unique dealer numbers 1000–9999 in a stable order, then five digits. */
function dealerNumbers(seed: number, count: number): string[] {
  const pool = forkRandom(seed, 'dealer-numbers').shuffle(
    Array.from({ length: 9000 }, (_, i) => String(1000 + i)),
  );
  return Array.from({ length: count }, (_, i) => pool[i] ?? String(10_000 + i));
}

export function generateDealers(seed: number, count: number): DealerRow[] {
  const places = dealerPlaces(seed, count);
  const numbers = dealerNumbers(seed, count);
  const slugs = new Set<string>();
  const hostNames = new Set<string>();
  // Fixed ids, so the same dealers lack a region whatever the dealer count.
  const noRegion = new Set(forkRandom(seed, 'dealer-no-region').sample(rangeFrom(3, 120), 5));
  const phones = new FictionalPhones();
  return places.map((place, index) => {
    const dealerId = index + 1;
    // One stream per dealer: dealer 7 is the same home center in a 120 or a 1,000 dealer seed.
    const r = forkRandom(seed, `dealer:${dealerId}`);
    const brand: SeedBrandCode =
      dealerId === 1 ? 'OAK' : dealerId === 2 ? MAIN_BRAND : dealerBrand(r, place.state);
    const slug = uniqueSlug(place, slugs);
    const label = brandLabel(brand);
    let hostName: string | null = null;
    if (dealerId === 1 || (dealerId > 2 && r.chance(0.04))) {
      const candidate = `${slugify(label.replace(/ Homes$/, '')).replace(/-/g, '')}${slug.replace(/-/g, '')}.example`;
      if (!hostNames.has(candidate)) {
        hostNames.add(candidate);
        hostName = candidate;
      }
    }
    const region =
      noRegion.has(dealerId) || (dealerId > 120 && r.chance(0.04))
        ? ''
        : brand === MAIN_BRAND
          ? mainBrandRegion(place.state, place.zip.latitude, place.zip.longitude)
          : BRAND_REGIONS[place.state];
    // Drawn for every town, so the rest of the seed does not change with the table above.
    const drawn = r.pick(AREA_CODES[place.state]);
    const areaCode = CITY_AREA_CODES[place.state][place.city] ?? drawn;
    const createdAt = randomPastDate(r, 400, 3650);
    return {
      dealerId,
      dealerNumber: numbers[index] ?? String(10_000 + index),
      lotNumber: String(dealerId),
      slug,
      hostName,
      name: `${label} of ${place.city}`,
      brandAcronym: brand,
      region,
      zone: ZONES[place.state],
      websiteTemplate: dealerId > 2 && r.chance(0.05) ? 'builder-model' : 'standard',
      phone: phones.take(r, areaCode),
      email: `${slug}@hearthstonehomes.example`,
      address1: `${r.int(100, 9899)} ${r.pick(LOT_STREETS)}`,
      city: place.city,
      state: place.state,
      postalCode: place.zip.zip,
      latitude: place.zip.latitude,
      longitude: place.zip.longitude,
      hours: r.pick(HOURS),
      description: '',
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function rangeFrom(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** DNS-label slugs: the city, then city-state, then a number, never over 63 characters. */
function uniqueSlug(place: DealerPlace, taken: Set<string>): string {
  const base = slugify(place.city).slice(0, 50).replace(/-+$/, '') || 'home-center';
  const candidates = [base, `${base}-${place.state.toLowerCase()}`];
  let slug = candidates.find((c) => !taken.has(c));
  for (let n = 2; !slug; n++) {
    const numbered = `${base}-${place.state.toLowerCase()}-${n}`;
    if (!taken.has(numbered)) slug = numbered;
  }
  taken.add(slug);
  return slug;
}
