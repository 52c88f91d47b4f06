import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { scrollToFirstInvalid } from './form/scroll-to-invalid.ts';
import { Form, useLocation, useSearchParams } from 'react-router';
import { ServerFragment } from '../server-fragments.tsx';
import {
  BATH_CHOICES,
  BED_CHOICES,
  type HomeSearch,
  type HomeSearchErrors,
} from '../../lib/home-search.ts';

export type FilterFeature = { featureId: number; name: string; type: string };

const FEATURE_GROUPS: Record<string, string> = {
  Included: 'Included features',
  Featurette: 'Signature touches',
  Details: 'Details',
  Materials: 'Materials',
  MarketingFeatures: 'Programs',
};

const input =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/**
 * Puts a form's fields back to their defaults (the values in the URL) after
 * each navigation. Remounting the form instead (a `key` on the query) would
 * drop the focus of the control the visitor just used: the search button, the
 * sort order.
 */
export function useResetOnNavigation(form: RefObject<HTMLFormElement | null>) {
  const { search } = useLocation();
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    form.current?.reset();
  }, [form, search]);
}

/**
 * A select whose default choice follows `defaultValue` from render to render,
 * as an input's default does (React sets a select's default only when it
 * mounts), so that useResetOnNavigation's reset shows the URL's choice.
 */
export function Select({
  defaultValue,
  ...props
}: Omit<ComponentProps<'select'>, 'defaultValue' | 'ref'> & { defaultValue: string | number }) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    for (const option of select.current?.options ?? []) {
      const chosen = option.value === String(defaultValue);
      if (option.defaultSelected !== chosen) option.defaultSelected = chosen;
    }
  }, [defaultValue]);
  return <select ref={select} defaultValue={defaultValue} {...props} />;
}

type AmountField =
  'minPrice' | 'maxPrice' | 'minSquareFeet' | 'maxSquareFeet' | 'minAcres' | 'maxMonthly';
/** Longest typed number shown back. */
const MAX_TYPED = 20;

type SearchFiltersProps = {
  /** Land has no rooms or features: only place, price and acreage. */
  mode: 'homes' | 'land';
  id: string;
  action: string;
  search: HomeSearch;
  errors: HomeSearchErrors;
  features: FilterFeature[];
  hidden: Record<string, string>;
};

const AMOUNT_FIELDS: readonly AmountField[] = [
  'minPrice',
  'maxPrice',
  'minSquareFeet',
  'maxSquareFeet',
  'minAcres',
  'maxMonthly',
];

/**
 * The search form: a plain GET form, so every filter lands in the URL, a search
 * can be shared, and it all works without JavaScript.
 */
export function SearchFilters(props: SearchFiltersProps) {
  const [params] = useSearchParams();
  // The form shows a search's place and filters, never its sort or page
  // (decision 0017): every order and page of one search share it. A refused
  // amount shows what was typed.
  const { sort: _sort, page: _page, ...criteria } = props.search;
  const typed = AMOUNT_FIELDS.filter((field) => props.errors[field]).map((field) =>
    params.get(field),
  );
  return (
    <ServerFragment
      name="search-filters"
      vary={[props.mode, props.id, props.action, criteria, props.errors, props.hidden, typed]}
    >
      <SearchForm {...props} />
    </ServerFragment>
  );
}

function SearchForm({ mode, id, action, search, errors, features, hidden }: SearchFiltersProps) {
  const err = (field: keyof HomeSearch) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const form = useRef<HTMLFormElement>(null);
  useResetOnNavigation(form);
  // A refused number keeps what the visitor typed beside its problem (not an empty box).
  const [params] = useSearchParams();
  const shown = (field: AmountField) =>
    errors[field] ? (params.get(field) ?? '').slice(0, MAX_TYPED) : (search[field] ?? '');
  // SPEC §2: a refused search brings its first problem into view, with the focus.
  const problems = Object.keys(errors).join(' ');
  const asked = params.toString();
  useEffect(() => {
    if (problems) scrollToFirstInvalid(form.current, problems.split(' '));
  }, [problems, asked]);
  return (
    <Form
      ref={form}
      id={id}
      method="get"
      action={action}
      preventScrollReset
      className="space-y-5"
      aria-label="Search filters"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${id}-where`} className="block text-sm font-semibold">
          ZIP code or city
        </label>
        <input
          id={`${id}-where`}
          name="where"
          defaultValue={search.where}
          placeholder="37918 or Knoxville, TN"
          autoComplete="postal-code"
          className={input}
          {...err('where')}
        />
        <FieldError id={`${id}-where-error`} message={errors.where} />
      </div>
      {mode === 'homes' ? (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-beds`} className="block text-sm font-semibold">
              Bedrooms
            </label>
            <Select
              id={`${id}-beds`}
              name="beds"
              defaultValue={search.beds ?? ''}
              className={input}
              {...err('beds')}
            >
              <option value="">Any</option>
              {BED_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}+
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-beds-error`} message={errors.beds} />
          </div>
          <div>
            <label htmlFor={`${id}-baths`} className="block text-sm font-semibold">
              Bathrooms
            </label>
            <Select
              id={`${id}-baths`}
              name="baths"
              defaultValue={search.baths ?? ''}
              className={input}
              {...err('baths')}
            >
              <option value="">Any</option>
              {BATH_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}+
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-baths-error`} message={errors.baths} />
          </div>
        </div>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold">Price</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-minPrice`} className="text-sm text-muted">
              From ($)
            </label>
            <input
              id={`${id}-minPrice`}
              name="minPrice"
              inputMode="numeric"
              defaultValue={shown('minPrice')}
              className={input}
              {...err('minPrice')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-maxPrice`} className="text-sm text-muted">
              To ($)
            </label>
            <input
              id={`${id}-maxPrice`}
              name="maxPrice"
              inputMode="numeric"
              defaultValue={shown('maxPrice')}
              className={input}
              {...err('maxPrice')}
            />
          </div>
        </div>
        <FieldError id={`${id}-minPrice-error`} message={errors.minPrice} />
        <FieldError id={`${id}-maxPrice-error`} message={errors.maxPrice} />
      </fieldset>
      {mode === 'homes' ? (
        <div>
          <label htmlFor={`${id}-maxMonthly`} className="block text-sm font-semibold">
            Monthly budget ($)
          </label>
          <p id={`${id}-maxMonthly-hint`} className="text-xs text-muted">
            Against the lowest monthly estimate of each home, with set-up, tax and insurance.
          </p>
          <input
            id={`${id}-maxMonthly`}
            name="maxMonthly"
            inputMode="numeric"
            defaultValue={shown('maxMonthly')}
            className={input}
            {...err('maxMonthly')}
            aria-describedby={
              errors.maxMonthly
                ? `${id}-maxMonthly-error ${id}-maxMonthly-hint`
                : `${id}-maxMonthly-hint`
            }
          />
          <FieldError id={`${id}-maxMonthly-error`} message={errors.maxMonthly} />
        </div>
      ) : null}
      {mode === 'land' ? (
        <div>
          <label htmlFor={`${id}-minAcres`} className="block text-sm font-semibold">
            At least (acres)
          </label>
          <input
            id={`${id}-minAcres`}
            name="minAcres"
            inputMode="decimal"
            defaultValue={shown('minAcres')}
            className={input}
            {...err('minAcres')}
          />
          <FieldError id={`${id}-minAcres-error`} message={errors.minAcres} />
        </div>
      ) : (
        <>
          <fieldset>
            <legend className="text-sm font-semibold">Size (sq ft)</legend>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor={`${id}-minSquareFeet`} className="text-sm text-muted">
                  From
                </label>
                <input
                  id={`${id}-minSquareFeet`}
                  name="minSquareFeet"
                  inputMode="numeric"
                  defaultValue={shown('minSquareFeet')}
                  className={input}
                  {...err('minSquareFeet')}
                />
              </div>
              <div>
                <label htmlFor={`${id}-maxSquareFeet`} className="text-sm text-muted">
                  To
                </label>
                <input
                  id={`${id}-maxSquareFeet`}
                  name="maxSquareFeet"
                  inputMode="numeric"
                  defaultValue={shown('maxSquareFeet')}
                  className={input}
                  {...err('maxSquareFeet')}
                />
              </div>
            </div>
            <FieldError id={`${id}-minSquareFeet-error`} message={errors.minSquareFeet} />
            <FieldError id={`${id}-maxSquareFeet-error`} message={errors.maxSquareFeet} />
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Home type</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="multiSection"
                value="1"
                defaultChecked={search.multiSection}
                className="h-5 w-5"
              />
              Multi-section homes only
            </label>
          </fieldset>
          {features.some((f) => Object.hasOwn(FEATURE_GROUPS, f.type)) ? (
            <FeatureChoices
              id={id}
              features={features}
              chosen={search.features}
              error={errors.features}
            />
          ) : null}
        </>
      )}
      {/* On a phone the list of features is long: the button stays in reach at the bottom. */}
      <button
        type="submit"
        className="sticky-search-submit w-full rounded-md bg-accent-600 px-5 py-3 font-semibold text-white shadow-md hover:bg-accent-700 max-lg:sticky max-lg:bottom-3"
      >
        {mode === 'land' ? 'Show land' : 'Show homes'}
      </button>
    </Form>
  );
}

/** The feature checkboxes, by group; open when some are chosen. */
function FeatureChoices({
  id,
  features,
  chosen,
  error,
}: {
  id: string;
  features: FilterFeature[];
  chosen: number[];
  error: string | undefined;
}) {
  const groups = Object.entries(FEATURE_GROUPS)
    .map(([type, label]) => ({ type, label, items: features.filter((f) => f.type === type) }))
    .filter((g) => g.items.length > 0);
  return (
    <details open={chosen.length > 0} className="rounded-md border border-brand-100 p-3">
      <summary className="cursor-pointer text-sm font-semibold">
        Features{chosen.length > 0 ? ` (${chosen.length} chosen)` : ''}
      </summary>
      <FieldError id={`${id}-features-error`} message={error} />
      {groups.map((group) => (
        <fieldset key={group.type} className="mt-3">
          <legend className="text-sm font-semibold text-muted">{group.label}</legend>
          <ul className="mt-1">
            {group.items.map((f) => (
              <li key={f.featureId}>
                {/* A row tall enough to tap on a phone. */}
                <label className="flex items-start gap-2 py-1.5 text-sm">
                  <input
                    type="checkbox"
                    name="feature"
                    value={f.featureId}
                    defaultChecked={chosen.includes(f.featureId)}
                    className="mt-0.5 h-5 w-5 shrink-0"
                  />
                  {f.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </details>
  );
}
