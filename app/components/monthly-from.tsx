import { formatPrice } from '../../lib/price.ts';

/**
 * A card's "from $X/mo" (issue 14): the low end of the standard monthly
 * estimate, set-up included. The card's page has the itemised panel.
 */
export function MonthlyFrom({ dollars }: { dollars: number | null }) {
  if (dollars === null) return null;
  return (
    <p className="text-sm text-ink">
      from <span className="font-semibold">{formatPrice(dollars)}</span>
      <span aria-hidden="true">/mo</span>
      <span className="sr-only"> a month</span> <span className="text-muted">est. with set-up</span>
    </p>
  );
}
