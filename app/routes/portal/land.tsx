// SPEC §2 /portal/land: the land part of the profile (SPEC §3: hasLand,
// landType, landZip, propertyDescription) and the planner's land section.
import { useRef } from 'react';
import {
  choiceLabel,
  LAND_TYPES,
  MAX_PROPERTY_DESCRIPTION_LENGTH,
  ZIP_CODE_LENGTH,
} from '../../../lib/portal-fields.ts';
import { ChoiceGroup, TextAreaField, TextField } from '../../components/form/fields.tsx';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { PlannerSection } from '../../portal/planner-section.tsx';
import { SaveBar, useProfileForm, type ProfileField } from '../../portal/profile-form.tsx';

export const meta = () => portalMeta('Land');

const FIELDS: readonly ProfileField[] = [
  { name: 'hasLand', kind: 'yes-no', noun: 'whether you have land' },
  { name: 'landType', kind: 'choice', noun: 'the kind of land' },
  { name: 'landZip', kind: 'zip', noun: 'the ZIP code' },
  { name: 'propertyDescription', kind: 'text', noun: 'the description' },
];

const YES_NO = [
  { value: 'yes', label: 'Yes, I have land' },
  { value: 'no', label: 'Not yet' },
];

export default function LandPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProfileForm(FIELDS, 'land', formRef);
  const lotNumber = useLotNumberParam();
  const { values, errors, set } = form;
  const hasLand = values.hasLand === 'yes';
  return (
    <section aria-labelledby="land-heading">
      <PageHeading
        id="land-heading"
        title="Land"
        intro="Where your home will go. Land shapes the cost as much as the home does: access, utilities, slope and local rules all matter."
      />
      <form
        ref={formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="land-form-heading"
        className="mt-6 rounded-lg border border-brand-100 p-5"
      >
        <h2 id="land-form-heading" className="text-xl font-bold text-brand-900">
          Your land
        </h2>
        {/* The fields are there from the first paint, disabled until the profile loads: nothing moves. */}
        <fieldset disabled={!form.ready} className="mt-4 grid gap-5 sm:grid-cols-2">
          <ChoiceGroup
            name="hasLand"
            legend="Do you have land for your home?"
            type="radio"
            choices={YES_NO}
            value={values.hasLand}
            error={errors.hasLand}
            onChange={(value) => set('hasLand', value)}
            onClear={() => set('hasLand', '')}
            className="sm:col-span-2"
          />
          <ChoiceGroup
            name="landType"
            legend={hasLand ? 'What kind of land is it?' : 'What kind of land are you looking for?'}
            type="radio"
            inline={false}
            choices={LAND_TYPES.map((value) => ({ value, label: choiceLabel(value) }))}
            value={values.landType}
            error={errors.landType}
            onChange={(value) => set('landType', value)}
            onClear={() => set('landType', '')}
          />
          <TextField
            name="landZip"
            label={hasLand ? 'ZIP code of the land' : 'ZIP code where you want to live'}
            hint={
              hasLand ? undefined : (
                <>
                  Looking for land?{' '}
                  <Link
                    to={withLotNumber('/land', lotNumber)}
                    className="font-semibold text-brand-700 underline"
                  >
                    See land for sale
                  </Link>
                </>
              )
            }
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_CODE_LENGTH}
            value={values.landZip}
            error={errors.landZip}
            onChange={(event) => set('landZip', event.target.value)}
          />
          <TextAreaField
            name="propertyDescription"
            label="Tell us about the land"
            hint="Acres, road access, trees, a slope, a well or septic already there: anything that helps plan the site work."
            rows={4}
            maxLength={MAX_PROPERTY_DESCRIPTION_LENGTH}
            value={values.propertyDescription}
            error={errors.propertyDescription}
            onChange={(event) => set('propertyDescription', event.target.value)}
            className="sm:col-span-2"
          />
        </fieldset>
        <SaveBar form={form} label="Save land" />
      </form>
      <PlannerSection name="land" title="Land steps" />
    </section>
  );
}
