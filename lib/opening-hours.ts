/** A home center's opening hours as it lists them: "Mon–Fri" "9 am – 6 pm", "Sun" "Closed". */
export type OpeningHours = readonly { days: string; open: string }[];

/**
 * The hours a home center keeps on Sundays ("1 pm – 5 pm"), or null when it
 * is closed then. Visits are booked Monday to Saturday (SPEC §5's eligible
 * date is never a Sunday), so a center open on Sundays says to drop in.
 */
export function sundayOpening(hours: OpeningHours): string | null {
  const sunday = hours.find((entry) => /\bSun/.test(entry.days));
  if (!sunday || /^\s*closed\s*$/i.test(sunday.open)) return null;
  return sunday.open;
}
