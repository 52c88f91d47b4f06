// The budget form's answers that must agree with each other (the fields alone
// are checked by profile-form.tsx's parsed). The API takes each answer on its
// own, as SPEC §3's profile patch does; the form is where a buyer can be told.

import { typedDollars } from '../../lib/portal-fields.ts';

/** January to December, for the move-date list and its messages. */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Date(2000, index, 1).toLocaleString('en-US', { month: 'long' }),
);

/**
 * A move date is a month and a year, and not a month gone by; "pre-approved"
 * is answered the same way twice; the down payment is not more than the
 * budget. `now` is the buyer's own clock: a month has passed where they are.
 */
export function budgetProblems(
  values: Readonly<Record<string, string>>,
  now = new Date(),
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.targetMoveDateMonth && !values.targetMoveDateYear) {
    problems.targetMoveDateYear = 'Choose the year too.';
  }
  if (values.targetMoveDateYear && !values.targetMoveDateMonth) {
    problems.targetMoveDateMonth = 'Choose the month too.';
  }
  if (values.targetMoveDateYear && Number(values.targetMoveDateYear) < now.getFullYear()) {
    problems.targetMoveDateYear = `That year has passed: choose ${now.getFullYear()} or later.`;
  } else if (
    values.targetMoveDateMonth &&
    Number(values.targetMoveDateYear) === now.getFullYear() &&
    Number(values.targetMoveDateMonth) < now.getMonth() + 1
  ) {
    problems.targetMoveDateMonth = `That month has passed: choose ${MONTH_NAMES[now.getMonth()]} or later.`;
  }
  if (values.fundingSource === 'pre_approved' && values.isPreApproved === 'no') {
    problems.isPreApproved = 'You said above that you are pre-approved for a loan.';
  }
  const budget = typedDollars(values.budget);
  const cash = typedDollars(values.cashBudget);
  if (budget !== null && cash !== null && cash > budget) {
    problems.cashBudget = `A down payment is part of the budget: enter at most $${budget.toLocaleString('en-US')}, or raise the budget.`;
  }
  return problems;
}
