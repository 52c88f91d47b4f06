// Places: US postal codes and their coordinates (SPEC §3 Location, §5).
import { eq } from 'drizzle-orm';
import { POSTAL_CODE_LENGTH } from '../../lib/location-source.ts';
import { locations } from '../db/schema.ts';
import type { DomainContext } from './context.ts';

export type Location = {
  postalCode: string;
  city: string;
  county: string | null;
  state: string;
  latitude: number;
  longitude: number;
  cityStateFormatted: string;
};

export function toLocation(row: typeof locations.$inferSelect): Location {
  return { ...row, cityStateFormatted: `${row.city}, ${row.state}` };
}

/** SPEC §5: the postal-code lookup runs only when the code is exactly 5 characters. */
export async function locationByPostalCode(
  ctx: DomainContext,
  postalCode: string,
): Promise<Location | null> {
  const code = postalCode.trim();
  if (code.length !== POSTAL_CODE_LENGTH) return null;
  const [row] = await ctx.db.select().from(locations).where(eq(locations.postalCode, code));
  return row ? toLocation(row) : null;
}
