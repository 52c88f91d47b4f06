// A home center's local time (issue 12: events say when in the home
// center's own time). One zone per state, the one most of it keeps; the few
// split states (TN, KY, FL, TX …) use the zone of most of their people.
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
 * Tennessee splits: the eastern third (ZIP codes 373–379: Knoxville,
 * Chattanooga, the Tri-Cities) keeps Eastern time, the rest Central.
 */
const EASTERN_TENNESSEE = /^37[3-9]/;

export function timeZoneOf(place: { state: string; postalCode?: string | null }): string {
  if (place.state.toUpperCase() === 'TN' && EASTERN_TENNESSEE.test(place.postalCode ?? '')) {
    return 'America/New_York';
  }
  return STATE_TIME_ZONES[place.state.toUpperCase()] ?? 'America/Chicago';
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
