/** A home center's opening hours as it lists them: "Mon–Fri" "9 am – 6 pm", "Sun" "Closed". */
export type OpeningHours = readonly { days: string; open: string }[];

/**
 * The hours a home center keeps on Sundays ("1 pm – 5 pm"), or null when it
 * is closed then. Visits are booked Monday to Saturday (SPEC §5's eligible
 * date is never a Sunday), so a center open on Sundays says to drop in.
 */
export function sundayOpening(hours: OpeningHours): string | null {
  const sunday = hours.find((entry) => covers(entry.days, 'Sun'));
  if (!sunday || /^\s*closed\s*$/i.test(sunday.open)) return null;
  return sunday.open;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A line's days ("Mon–Sat", "Sat", "Sat–Sun") as its first and last weekday; null when not days. */
function dayRange(days: string): { first: Weekday; last: Weekday } | null {
  const [first, last = first] = days.split(/\s*[–-]\s*/).map((d) => d.trim().slice(0, 3));
  return WEEKDAYS.includes(first as Weekday) && WEEKDAYS.includes(last as Weekday)
    ? { first: first as Weekday, last: last as Weekday }
    : null;
}

/** Whether a line's days take in a weekday. */
function covers(days: string, day: Weekday): boolean {
  const range = dayRange(days);
  if (!range) return false;
  const from = WEEKDAYS.indexOf(range.first);
  const to = WEEKDAYS.indexOf(range.last);
  const wanted = WEEKDAYS.indexOf(day);
  return from <= to ? wanted >= from && wanted <= to : wanted >= from || wanted <= to;
}

/** "9 am" → 9, "5 pm" → 17, "12:30 pm" → 12.5; null when not a time. */
function hourOf(text: string): number | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return hour + Number(match[2] ?? 0) / 60;
}

/** A day's opening and closing hour (24-hour clock), or null when closed or not said. */
export function openOn(
  hours: OpeningHours,
  day: Weekday,
): { opens: number; closes: number } | null {
  const line = hours.find((entry) => covers(entry.days, day));
  return line ? timesOf(line.open) : null;
}

/** A line's hours ("9 am – 6 pm") on a 24-hour clock; null when closed or not said. */
function timesOf(open: string): { opens: number; closes: number } | null {
  const [opens, closes] = open.split(/\s*[–-]\s*/).map(hourOf);
  return opens != null && closes != null && closes > opens ? { opens, closes } : null;
}

/** 9.5 → "09:30". */
const clock = (hour: number) =>
  `${String(Math.floor(hour)).padStart(2, '0')}:${String(Math.round((hour % 1) * 60)).padStart(2, '0')}`;

/**
 * The hours in schema.org's `openingHours` form ("Mo-Fr 09:00-18:00"), a line each day
 * range it is open; a line that is closed, or not said in days and times, is left out.
 */
export function schemaOpeningHours(hours: OpeningHours): string[] {
  return hours.flatMap(({ days, open }) => {
    const range = dayRange(days);
    const times = timesOf(open);
    if (!range || !times) return [];
    const day = (d: Weekday) => d.slice(0, 2);
    const said =
      range.first === range.last ? day(range.first) : `${day(range.first)}-${day(range.last)}`;
    return [`${said} ${clock(times.opens)}-${clock(times.closes)}`];
  });
}
