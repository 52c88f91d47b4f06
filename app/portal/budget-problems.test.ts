import { describe, expect, it } from 'vitest';
import { budgetProblems } from './budget-problems.ts';

// 15 June 2027, noon where the buyer is.
const JUNE = new Date(2027, 5, 15, 12);

describe('budgetProblems', () => {
  it('accepts answers that agree', () => {
    expect(
      budgetProblems(
        {
          budget: '$180,000',
          cashBudget: '20,000',
          fundingSource: 'financing',
          isPreApproved: 'yes',
          targetMoveDateMonth: '6',
          targetMoveDateYear: '2027',
        },
        JUNE,
      ),
    ).toEqual({});
    // Nothing answered is nothing to disagree with.
    expect(budgetProblems({}, JUNE)).toEqual({});
  });

  it('asks for both halves of a move date', () => {
    expect(budgetProblems({ targetMoveDateMonth: '3' }, JUNE)).toEqual({
      targetMoveDateYear: 'Choose the year too.',
    });
    expect(budgetProblems({ targetMoveDateYear: '2028' }, JUNE)).toEqual({
      targetMoveDateMonth: 'Choose the month too.',
    });
    // This year without a month: no month has passed yet, one is to be chosen.
    expect(budgetProblems({ targetMoveDateMonth: '', targetMoveDateYear: '2027' }, JUNE)).toEqual({
      targetMoveDateMonth: 'Choose the month too.',
    });
  });

  it('refuses a month gone by this year, and takes it in a later year', () => {
    expect(budgetProblems({ targetMoveDateMonth: '5', targetMoveDateYear: '2027' }, JUNE)).toEqual({
      targetMoveDateMonth: 'That month has passed: choose June or later.',
    });
    expect(budgetProblems({ targetMoveDateMonth: '5', targetMoveDateYear: '2028' }, JUNE)).toEqual(
      {},
    );
  });

  it('refuses a move date saved in a year gone by', () => {
    expect(budgetProblems({ targetMoveDateMonth: '9', targetMoveDateYear: '2026' }, JUNE)).toEqual({
      targetMoveDateYear: 'That year has passed: choose 2027 or later.',
    });
  });

  it('keeps the down payment within the budget', () => {
    expect(budgetProblems({ budget: '150000', cashBudget: '$150,001' }, JUNE)).toEqual({
      cashBudget:
        'A down payment is part of the budget: enter at most $150,000, or raise the budget.',
    });
    expect(budgetProblems({ budget: '150000', cashBudget: '150,000' }, JUNE)).toEqual({});
    // Without a budget there is nothing to compare with.
    expect(budgetProblems({ cashBudget: '90000' }, JUNE)).toEqual({});
  });

  it('holds "pre-approved" to the same answer twice', () => {
    expect(budgetProblems({ fundingSource: 'pre_approved', isPreApproved: 'no' }, JUNE)).toEqual({
      isPreApproved: 'You said above that you are pre-approved for a loan.',
    });
  });
});
