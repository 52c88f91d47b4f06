// What staff pages may change (app/context.ts StaffAccess), for requests the
// staff gate (server/http/staff-gate.ts) let through: never reachable from
// the public API.
import { asc } from 'drizzle-orm';
import type { StaffAccess } from '../../app/context.ts';
import type { ChangeBus } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { dealers, pricingDefaults } from '../db/schema.ts';
import { forgetPricingDefaults, pricingFor, savePricingDefaults } from './pricing.ts';

/** Every change is told to every process (server/db/changes.ts), this one included. */
export function createStaffAccess(db: Db, changes: ChangeBus): StaffAccess {
  return {
    async homeCenters() {
      const [centers, own] = await Promise.all([
        db
          .select({ dealerId: dealers.dealerId, lotNumber: dealers.lotNumber, name: dealers.name })
          .from(dealers)
          .orderBy(asc(dealers.state), asc(dealers.name)),
        db.select({ dealerId: pricingDefaults.dealerId }).from(pricingDefaults),
      ]);
      const withOwn = new Set(own.map((row) => row.dealerId));
      return centers.map((center) => ({ ...center, own: withOwn.has(center.dealerId) }));
    },
    pricing: (dealerId) => pricingFor(db, dealerId, { fresh: true }),
    async savePricing(dealerId, defaults) {
      await savePricingDefaults(db, dealerId, defaults);
      await changes.publish({ kind: 'pricing' });
    },
    async forgetPricing(dealerId) {
      await forgetPricingDefaults(db, dealerId);
      await changes.publish({ kind: 'pricing' });
    },
  };
}
