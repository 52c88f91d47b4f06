// SPEC §2 /portal/budget: the budget part of the profile (SPEC §3: budget,
// budgetConfidence, buyerSituation, cashBudget, fundingSource, isPreApproved,
// preApprovalAmount, target move date) and the planner's budget section.
import { useRef } from 'react';
import {
  BUDGET_CONFIDENCES,
  BUYER_SITUATIONS,
  choiceLabel,
  FUNDING_SOURCES,
  MOVE_YEARS_AHEAD,
} from '../../../lib/portal-fields.ts';
import { ChoiceGroup, SelectField, TextField } from '../../components/form/fields.tsx';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { PlannerSection } from '../../portal/planner-section.tsx';
import { MonthlyBudgetHomes } from '../../portal/monthly-budget-homes.tsx';
import { SaveBar, useProfileForm, type ProfileField } from '../../portal/profile-form.tsx';
import { budgetProblems, MONTH_NAMES } from '../../portal/budget-problems.ts';

export const meta = () => portalMeta('Budget');

const FIELDS: readonly ProfileField[] = [
  { name: 'budget', kind: 'dollars', noun: 'your budget' },
  { name: 'budgetConfidence', kind: 'choice', noun: 'how sure you are' },
  { name: 'buyerSituation', kind: 'choice', noun: 'your situation' },
  { name: 'fundingSource', kind: 'choice', noun: 'how you will pay' },
  { name: 'isPreApproved', kind: 'yes-no', noun: 'whether you are pre-approved' },
  {
    name: 'preApprovalAmount',
    kind: 'dollars',
    noun: 'the amount you are pre-approved for',
    when: (values) => values.isPreApproved === 'yes',
  },
  { name: 'cashBudget', kind: 'dollars', noun: 'your down payment' },
  { name: 'targetMoveDateMonth', kind: 'whole', min: 1, max: 12, noun: 'a month' },
  { name: 'targetMoveDateYear', kind: 'whole', noun: 'a year' },
];

// In the buyer's own words; the home center's mail uses lib/portal-fields.ts's labels.
const SAID_BY_BUYER: Readonly<Record<string, string>> = {
  'just-starting': 'Just starting to think about it',
  'rough-idea': 'I have a rough idea',
  'know-my-number': 'I know my number',
  pre_approved: 'I am pre-approved for a loan',
  financing: 'With a loan',
  cash: 'With cash',
  'land-equity': 'Using my land as equity',
  'not-sure': 'Not sure yet',
  'first-home': 'My first home',
  'replacing-a-home': 'Replacing my current home',
  'second-home': 'A second home',
};
const choices = (values: readonly string[]) =>
  values.map((value) => ({ value, label: SAID_BY_BUYER[value] ?? choiceLabel(value) }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export default function BudgetPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProfileForm(FIELDS, 'budget', formRef, budgetProblems);
  const { values, errors, set } = form;
  const now = new Date();
  const thisYear = now.getFullYear();
  const chosenYear = Number(values.targetMoveDateYear);
  // A date saved in an earlier year still reads as saved (budgetProblems says it has passed).
  const firstYear = chosenYear && chosenYear < thisYear ? chosenYear : thisYear;
  const years = Array.from({ length: thisYear + MOVE_YEARS_AHEAD - firstYear + 1 }, (_, n) => ({
    value: String(firstYear + n),
    label: String(firstYear + n),
    disabled: firstYear + n < thisYear,
  }));
  // This year's months gone by are shown but not offered.
  const months = MONTH_NAMES.map((label, index) => ({
    value: String(index + 1),
    label,
    disabled: chosenYear === thisYear && index < now.getMonth(),
  }));
  // A chosen month or year that is no longer offered (the year changed under a
  // month, or the date was saved long ago) says so at once, not only on Save.
  const gone = budgetProblems(values, now);
  const dateError = (field: string, choices: readonly { value: string; disabled: boolean }[]) =>
    errors[field] ??
    (choices.find((c) => c.value === values[field])?.disabled ? gone[field] : undefined);
  const monthError = dateError('targetMoveDateMonth', months);
  const yearError = dateError('targetMoveDateYear', years);
  return (
    <section aria-labelledby="budget-heading">
      <PageHeading
        id="budget-heading"
        title="Budget"
        intro="What you want to spend and how you plan to pay. Your home center uses it to suggest homes you can afford; nothing here is a credit check."
      />
      <form
        ref={formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="budget-form-heading"
        className="mt-6 rounded-lg border border-brand-100 p-5"
      >
        <h2 id="budget-form-heading" className="text-xl font-bold text-brand-900">
          Your budget
        </h2>
        {/* The fields are there from the first paint, disabled until the profile loads: nothing moves. */}
        <fieldset disabled={!form.ready} className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            name="budget"
            label="Total budget for your home"
            hint="The price you want to stay under, before land and site work."
            prefix="$"
            inputMode="numeric"
            autoComplete="off"
            value={values.budget}
            error={errors.budget}
            onChange={(event) => set('budget', event.target.value)}
          />
          <TextField
            name="cashBudget"
            label="Cash for a down payment"
            hint="Enter 0 if you have none set aside."
            prefix="$"
            inputMode="numeric"
            autoComplete="off"
            value={values.cashBudget}
            error={errors.cashBudget}
            onChange={(event) => set('cashBudget', event.target.value)}
          />
          <ChoiceGroup
            name="budgetConfidence"
            legend="How sure are you of that number?"
            type="radio"
            inline={false}
            choices={choices(BUDGET_CONFIDENCES)}
            value={values.budgetConfidence}
            error={errors.budgetConfidence}
            onChange={(value) => set('budgetConfidence', value)}
            onClear={() => set('budgetConfidence', '')}
          />
          <ChoiceGroup
            name="fundingSource"
            legend="How will you pay?"
            type="radio"
            inline={false}
            choices={choices(FUNDING_SOURCES)}
            value={values.fundingSource}
            error={errors.fundingSource}
            onChange={(value) => {
              set('fundingSource', value);
              // Paying with a pre-approved loan answers the question below too.
              if (value === 'pre_approved') set('isPreApproved', 'yes');
            }}
            onClear={() => set('fundingSource', '')}
          />
          {/* "I am pre-approved for a loan" above already answers it (set there): not asked twice. */}
          {values.fundingSource === 'pre_approved' && values.isPreApproved === 'yes' ? null : (
            <ChoiceGroup
              name="isPreApproved"
              legend="Are you pre-approved for a loan?"
              type="radio"
              choices={YES_NO}
              value={values.isPreApproved}
              error={errors.isPreApproved}
              onChange={(value) => set('isPreApproved', value)}
              onClear={() => set('isPreApproved', '')}
            />
          )}
          {values.isPreApproved === 'yes' ? (
            <TextField
              name="preApprovalAmount"
              label="Pre-approved amount"
              prefix="$"
              inputMode="numeric"
              autoComplete="off"
              value={values.preApprovalAmount}
              error={errors.preApprovalAmount}
              onChange={(event) => set('preApprovalAmount', event.target.value)}
            />
          ) : (
            <div />
          )}
          <SelectField
            name="buyerSituation"
            label="What brings you to a new home?"
            choices={choices(BUYER_SITUATIONS)}
            value={values.buyerSituation}
            error={errors.buyerSituation}
            onChange={(event) => set('buyerSituation', event.target.value)}
          />
          <fieldset>
            <legend className="block text-sm font-semibold">When would you like to move?</legend>
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                name="targetMoveDateMonth"
                label="Month"
                placeholder="Month"
                choices={months}
                value={values.targetMoveDateMonth}
                error={monthError}
                onChange={(event) => set('targetMoveDateMonth', event.target.value)}
              />
              <SelectField
                name="targetMoveDateYear"
                label="Year"
                placeholder="Year"
                choices={years}
                value={values.targetMoveDateYear}
                error={yearError}
                onChange={(event) => set('targetMoveDateYear', event.target.value)}
              />
            </div>
          </fieldset>
        </fieldset>
        <SaveBar form={form} label="Save budget" />
      </form>
      <MonthlyBudgetHomes />
      <PlannerSection name="budget" title="Budget steps" />
    </section>
  );
}
