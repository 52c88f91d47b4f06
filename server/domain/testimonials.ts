// What homeowners say about a home center (SPEC §1 testimonials; issue 12).
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { dealers, testimonials } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';

export type Testimonial = typeof testimonials.$inferSelect;
export const TESTIMONIAL_APPROVED = 'approved';
export const TESTIMONIAL_PENDING = 'pending';
export const TESTIMONIAL_DECLINED = 'declined';
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
      and(
        input.lotNumber ? eq(dealers.lotNumber, input.lotNumber) : isNotNull(testimonials.dealerId),
        // Issue 12: a visitor's words show only once the home center published them.
        eq(testimonials.status, TESTIMONIAL_APPROVED),
      ),
    )
    .orderBy(desc(testimonials.createdAt), desc(testimonials.testimonialId))
    .limit(input.first);
  return rows.map((row) => row.testimonial);
}

export type TestimonialDecision = Testimonial & { dealerName: string };

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A visitor's testimonial behind a decision link from the home center's mail, or null. */
export async function testimonialForDecision(
  ctx: DomainContext,
  token: string,
): Promise<TestimonialDecision | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await ctx.db
    .select({ testimonial: testimonials, dealerName: dealers.name })
    .from(testimonials)
    .innerJoin(dealers, eq(dealers.dealerId, testimonials.dealerId))
    .where(eq(testimonials.decisionToken, token));
  return row ? { ...row.testimonial, dealerName: row.dealerName } : null;
}

/**
 * The home center publishes a visitor's testimonial, or keeps it off the
 * site. The link stays good, so a decision can be changed; the link is the
 * only key, 24 random bytes, mailed to the home center alone.
 */
export async function decideTestimonial(
  ctx: DomainContext,
  input: { token: string; publish: boolean },
  now = new Date(),
): Promise<TestimonialDecision> {
  const found = await testimonialForDecision(ctx, input.token);
  if (!found) throw new UserInputError('That link is not one we sent', 'token');
  await ctx.db
    .update(testimonials)
    .set({
      status: input.publish ? TESTIMONIAL_APPROVED : TESTIMONIAL_DECLINED,
      decidedAt: now,
    })
    .where(eq(testimonials.testimonialId, found.testimonialId));
  return (await testimonialForDecision(ctx, input.token))!;
}
