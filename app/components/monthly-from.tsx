import { formatPrice } from '../../lib/price.ts';

/**
 * A card's "from $X/mo" (issue 14): the low end of the standard monthly
 * estimate, set-up included; for a home standing on the land it is sold with,
 * the two as they stand. The card's page has the itemised panel.
 */
export function MonthlyFrom({
  dollars,
  onItsLand = false,
}: {
  dollars: number | null;
  onItsLand?: boolean;
}) {
  if (dollars === null) return null;
  return (
    <p className="text-sm text-ink">
      from <span className="font-semibold">{formatPrice(dollars)}</span>
      <span aria-hidden="true">/mo</span>
      <span className="sr-only"> a month</span>{' '}
      <span className="text-muted">{onItsLand ? 'est. with its land' : 'est. with set-up'}</span>
    </p>
  );
}
