// Issue 14's figures in the API: the card's "from $X/mo" on models and homes,
// and the dated figures an estimate assumes, for the adjustable panel.
import { monthlyFromDollars } from '../../../lib/pricing/estimate.ts';
import { dealerByLotNumber, UNKNOWN_LOT_NUMBER } from '../../domain/dealers.ts';
import { UserInputError } from '../../domain/errors.ts';
import { companyPricing, pricingFor } from '../../domain/pricing.ts';
import { builder, type GraphQLContext } from '../builder.ts';

/** The price behind a model's "from $X/mo": cards say it where it is not the plan's "Starting at". */
export const MONTHLY_ESTIMATE_PRICE_DESCRIPTION =
  'The home price monthlyEstimateFrom is figured at: what its home center asks to order the plan where it lists it with a price (on a search with lotNumber, that center for a plan it lists), else lowPrice; null without a price. A card says it where it differs from lowPrice, as the model page does';

export const MONTHLY_ESTIMATE_DESCRIPTION =
  'Issue 14: the low end of the standard monthly estimate in whole dollars (rounded up): the home on the buyer’s own land with set-up, the default loan, property tax and insurance (docs/pricing.md). Null without a price. An estimate, never an offer of credit.';

/**
 * The "from $X/mo" of a priced home or model. A home for sale at one home
 * center (`dealerId`) is estimated with that center's figures, the ones its
 * page's panel uses, so the card is the panel's low end; a model, sold at
 * many, with the company's (what the models search filters and sorts by).
 */
export async function monthlyEstimateFrom(
  ctx: GraphQLContext,
  home: {
    price: number | null;
    sections: number;
    isModular: boolean;
    onItsLand?: { connected: boolean } | null;
  },
  dealerId: number | null = null,
): Promise<number | null> {
  const figures =
    dealerId === null
      ? await companyPricing(ctx.db)
      : (await pricingFor(ctx.db, dealerId)).defaults;
  return monthlyFromDollars(home, figures);
}

type PricingAnswer = { defaults: string; own: boolean; asOf: string };

const PricingDefaultsType = builder.objectRef<PricingAnswer>('PricingDefaults').implement({
  description: 'What an estimate assumes (issue 14), as a home center or the company set it',
  fields: (t) => ({
    asOf: t.exposeString('asOf', { description: 'The day the figures were last checked' }),
    own: t.exposeBoolean('own', {
      description: 'True when the home center set its own figures; false: the company’s',
    }),
    defaults: t.exposeString('defaults', {
      description:
        'JSON text of the figures (lib/pricing/estimate.ts PricingDefaults: asOf, allIn ranges in dollars, finance per loan kind)',
    }),
  }),
});

builder.queryField('pricingDefaults', (t) =>
  t.field({
    type: PricingDefaultsType,
    description:
      'Issue 14: the figures behind a home center’s estimates (its own where it set them, else the company’s); without lotNumber, the company’s',
    args: { lotNumber: t.arg.string({ required: false }) },
    resolve: async (_root, { lotNumber }, ctx) => {
      let dealerId: number | null = null;
      if (lotNumber) {
        const dealer = await dealerByLotNumber(ctx, lotNumber);
        if (!dealer) throw new UserInputError(UNKNOWN_LOT_NUMBER, 'lotNumber');
        dealerId = dealer.dealerId;
      }
      const { defaults, own } = await pricingFor(ctx.db, dealerId);
      return { defaults: JSON.stringify(defaults), own, asOf: defaults.asOf };
    },
  }),
);
