// What homeowners say about a home center (SPEC §1 testimonials; issue 12).
import { desc, eq, isNotNull } from 'drizzle-orm';
import { dealers, testimonials } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';

export type Testimonial = typeof testimonials.$inferSelect;
export const MAX_TESTIMONIALS = 24;

/** A home center's testimonials (or, without a lot number, any home center's), newest first. */
export async function homeCenterTestimonials(
  ctx: DomainContext,
  input: { lotNumber: string | null; first: number },
): Promise<Testimonial[]> {
  if (!Number.isInteger(input.first) || input.first < 1 || input.first > MAX_TESTIMONIALS) {
    throw new UserInputError(`first must be a whole number from 1 to ${MAX_TESTIMONIALS}`, 'first');
  }
  const rows = await ctx.db
    .select({ testimonial: testimonials })
    .from(testimonials)
    .innerJoin(dealers, eq(dealers.dealerId, testimonials.dealerId))
    .where(
      input.lotNumber ? eq(dealers.lotNumber, input.lotNumber) : isNotNull(testimonials.dealerId),
    )
    .orderBy(desc(testimonials.createdAt), desc(testimonials.testimonialId))
    .limit(input.first);
  return rows.map((row) => row.testimonial);
}
