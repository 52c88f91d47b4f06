import { formatPrice } from '../../lib/price.ts';

/**
 * A card's "from $X/mo" (issue 14): the low end of the standard monthly
 * estimate, set-up included; for a home standing on the land it is sold with,
 * the two as they stand. The card's page has the itemised panel. Where the
 * card knows the build, it names the loan the figure assumes: a modular home
 * on a mortgage, a manufactured one on a home-only loan at a higher rate, so a
 * dearer modular home may cost less a month (lib/pricing/estimate.ts loanKindFor).
 */
export function MonthlyFrom({
  dollars,
  onItsLand = false,
  isModular,
}: {
  dollars: number | null;
  onItsLand?: boolean;
  isModular?: boolean;
}) {
  if (dollars === null) return null;
  return (
    <p className="text-sm text-ink">
      from <span className="font-semibold">{formatPrice(dollars)}</span>
      <span aria-hidden="true">/mo</span>
      <span className="sr-only"> a month</span>{' '}
      <span className="text-muted">
        {onItsLand
          ? 'est. with its land'
          : isModular === undefined
            ? 'est. with set-up'
            : isModular
              ? 'est. with set-up, mortgage'
              : 'est. with set-up, home-only loan'}
      </span>
    </p>
  );
}
