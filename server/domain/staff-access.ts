// What staff pages may change (app/context.ts StaffAccess), for requests the
// staff gate (server/http/staff-gate.ts) let through: never reachable from
// the public API.
import { asc } from 'drizzle-orm';
import type { StaffAccess } from '../../app/context.ts';
import type { Db } from '../db/client.ts';
import { dealers, pricingDefaults } from '../db/schema.ts';
import { forgetPricingDefaults, pricingFor, savePricingDefaults } from './pricing.ts';

export function createStaffAccess(db: Db): StaffAccess {
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
    },
    forgetPricing: (dealerId) => forgetPricingDefaults(db, dealerId),
  };
}
