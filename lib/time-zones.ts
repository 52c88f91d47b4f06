// A home center's local time (issue 12: events say when in the home
// center's own time). One zone per state, the one most of it keeps; in the
// states the line runs through (TN, KY, FL, IN, TX, ID) the ZIP code decides.
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago',
  CA: 'America/Los_Angeles', CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York',
  DC: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York', HI: 'Pacific/Honolulu',
  ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis', IA: 'America/Chicago',
  KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago',
  MS: 'America/Chicago', MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago',
  NV: 'America/Los_Angeles', NH: 'America/New_York', NJ: 'America/New_York', NM: 'America/Denver',
  NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago', OH: 'America/New_York',
  OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago',
  UT: 'America/Denver', VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles',
  WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver',
}; // prettier-ignore

/**
 * The states whose line runs through them, by ZIP code: the prefixes (or
 * whole ZIP codes) that keep another zone than the state's above. Written
 * from the counties on each side of the line; a ZIP code that straddles it
 * takes the zone of its post office's town.
 */
// prettier-ignore
const CENTRAL_EAST_TENNESSEE = [
  '37301', '37305', '37306', '37313', '37318', '37324', '37327', '37328', '37330', '37334',
  '37335', '37339', '37340', '37342', '37345', '37347', '37348', '37349', '37352', '37355',
  '37356', '37359', '37360', '37365', '37366', '37367', '37374', '37375', '37376', '37380',
  '37382', '37383', '37387', '37388', '37389', '37396', '37397', '37398', '37723',
];

const SPLIT_STATES: Record<string, readonly { zone: string; zips: RegExp; except?: RegExp }[]> = {
  // East Tennessee (373–379) keeps Eastern time, but not the Cumberland Plateau and the
  // counties west of Chattanooga: Coffee, Franklin, Grundy, Marion, Sequatchie, Bledsoe,
  // Lincoln, Moore (Tullahoma, Manchester, Winchester, Jasper, Dunlap, Pikeville …) and
  // Cumberland's Crab Orchard.
  TN: [
    {
      zone: 'America/New_York',
      zips: /^37[3-9]/,
      except: new RegExp(`^(${CENTRAL_EAST_TENNESSEE.join('|')})$`),
    },
  ],
  // Western Kentucky (Paducah, Bowling Green, Owensboro, Henderson, Madisonville) keeps Central.
  KY: [{ zone: 'America/Chicago', zips: /^42[0-4]/ }],
  // The Panhandle west of the Apalachicola keeps Central, but for Gulf County's Port St. Joe.
  FL: [{ zone: 'America/Chicago', zips: /^32[45]/, except: /^3245[67]$/ }],
  // Indiana's corners near Chicago and Evansville keep Central.
  IN: [{ zone: 'America/Chicago', zips: /^(46[34]|47[67]|47520|47586|47951|47978)/ }],
  // El Paso keeps Mountain time; the Idaho Panhandle, Pacific.
  TX: [{ zone: 'America/Denver', zips: /^799/ }],
  ID: [{ zone: 'America/Los_Angeles', zips: /^83[58]/ }],
};

export function timeZoneOf(place: { state: string; postalCode?: string | null }): string {
  const state = place.state.toUpperCase();
  const zip = (place.postalCode ?? '').trim().slice(0, 5);
  for (const split of SPLIT_STATES[state] ?? []) {
    if (split.zips.test(zip) && !split.except?.test(zip)) return split.zone;
  }
  return STATE_TIME_ZONES[state] ?? 'America/Chicago';
}

/** The instant a wall-clock time happens in a zone ("2026-11-14", 10 → 10 am there). */
export function zonedInstant(day: string, hour: number, zone: string): Date {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // What the zone's clock reads at `guess`, as if it were UTC: the difference is its offset.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
  );
  return new Date(guess - (local - guess));
}

// Formatters by zone, made once each: toLocaleDateString and toLocaleTimeString
// with options build a new one per call (about 70 µs; three per event card).
const formatters = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; timeWithZone: Intl.DateTimeFormat }
>();

function formattersFor(zone: string) {
  let made = formatters.get(zone);
  if (!made) {
    made = {
      day: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: zone,
      }),
      time: new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }),
      timeWithZone: new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
        timeZoneName: 'short',
      }),
    };
    formatters.set(zone, made);
  }
  return made;
}

/** "Saturday, Nov 14, 10:00 AM – 4:00 PM EST" in the home center's zone. */
export function eventTimeText(
  startsAt: Date | string,
  endsAt: Date | string,
  zone: string,
): string {
  const { day, time, timeWithZone } = formattersFor(zone);
  const start = new Date(startsAt);
  return `${day.format(start)}, ${time.format(start)} – ${timeWithZone.format(new Date(endsAt))}`;
}
