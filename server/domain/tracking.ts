// First-party tracking of SPEC §9's events (issue 10: no third-party
// script). Anyone may send one; a valid token ties it to the caller's user.
// Location and referrer are cut at 512 characters (SPEC §7), on the server
// too; properties are few and short. Limited per caller address.
import { z } from 'zod';
import {
  MAX_TRACKING_KEY_LENGTH,
  MAX_TRACKING_PROPERTIES,
  MAX_TRACKING_VALUE_LENGTH,
  TRACKING_EVENT_NAMES,
} from '../../lib/portal-fields.ts';
import { truncateForTracking } from '../../lib/tracking.ts';
import { trackingEvents } from '../db/schema.ts';
import { hit, ipKey, TRACKING_PER_IP } from '../rate-limit.ts';
import type { DomainContext } from './context.ts';
import { RateLimitedError, UserInputError } from './errors.ts';
import { oneOf, parseInput, textField } from './input.ts';
import { findViewerUser } from './viewer-user.ts';

const PROPERTY_KEY = /^[A-Za-z][\w.-]*$/;

/** Cut at 512 characters first, then checked like any text (no controls, no broken characters). */
const address = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .transform((value) => truncateForTracking(value.trim()))
    .pipe(textField(field, 512));

const trackEventSchema = z.object({
  name: oneOf('name', TRACKING_EVENT_NAMES),
  location: address('location').nullish(),
  referrer: address('referrer').nullish(),
  properties: z
    .array(
      z.object({
        key: textField('properties', MAX_TRACKING_KEY_LENGTH).regex(
          PROPERTY_KEY,
          'a property key is a letter, then letters, digits, _, . or -',
        ),
        value: textField('properties', MAX_TRACKING_VALUE_LENGTH),
      }),
      { error: 'properties must be a list of key and value' },
    )
    .max(MAX_TRACKING_PROPERTIES, `properties may hold at most ${MAX_TRACKING_PROPERTIES}`)
    .nullish(),
});

/** SPEC §9 tracking event: recorded, tied to the caller's user when a valid token came. */
export async function trackEvent(
  ctx: DomainContext & { ip: string | null },
  input: unknown,
): Promise<boolean> {
  const event = parseInput(trackEventSchema, input);
  const properties = new Map<string, string>();
  for (const { key, value } of event.properties ?? []) {
    if (properties.has(key))
      throw new UserInputError(`property ${key} is given twice`, 'properties');
    properties.set(key, value);
  }
  const allowed = await hit(
    ctx,
    TRACKING_PER_IP.bucket,
    ipKey(ctx.ip ?? 'unknown'),
    TRACKING_PER_IP,
  );
  if (!allowed.allowed) {
    throw new RateLimitedError('Too many events from this address.', allowed.retryAfterSeconds);
  }
  const user = ctx.viewer ? await findViewerUser(ctx, ctx.viewer) : null;
  await ctx.db.insert(trackingEvents).values({
    name: event.name,
    userId: user?.userId ?? null,
    location: event.location ?? '',
    referrer: event.referrer ?? '',
    properties: Object.fromEntries(properties),
  });
  return true;
}
