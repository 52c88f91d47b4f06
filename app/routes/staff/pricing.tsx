// /staff/pricing (issue 14): the figures behind every estimate, the
// company's and each home center's own, dated. Behind the staff gate; a save
// is checked whole (lib/pricing/estimate.ts pricingDefaultsSchema) and shows
// on the site within PRICING_CACHE_MS.
import { useEffect, useRef } from 'react';
import { data, Form, redirect } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { appContext, type StaffAccess } from '../../context.ts';
import type { Route } from './+types/pricing';

type NumberField = { path: string; label: string };

const RANGES: { path: string; label: string }[] = [
  {
    path: 'allIn.deliveryPerMilePerSection',
    label: 'Delivery beyond the included miles, per mile and section',
  },
  { path: 'allIn.installationPerSection', label: 'Installation and set-up, per section' },
  { path: 'allIn.foundation.piers', label: 'Foundation: piers and anchors' },
  { path: 'allIn.foundation.crawlspace', label: 'Foundation: crawl space' },
  { path: 'allIn.foundation.slab', label: 'Foundation: slab' },
  { path: 'allIn.foundation.basement', label: 'Foundation: basement' },
  { path: 'allIn.utilities.public', label: 'Utilities: public water and sewer' },
  { path: 'allIn.utilities.well-and-septic', label: 'Utilities: well and septic' },
  { path: 'allIn.permits', label: 'Permits and inspections' },
  { path: 'allIn.sitePrep', label: 'Site preparation' },
];

const SINGLES: NumberField[] = [
  { path: 'allIn.deliveryIncludedMiles', label: 'Delivery in the price within (miles)' },
  { path: 'allIn.deliveryMinimumPerSection', label: 'Least delivery charge per section ($)' },
  { path: 'finance.propertyTaxPercent', label: 'Property tax (% of the price a year)' },
  { path: 'finance.insurancePerYear', label: 'Home insurance ($ a year)' },
  { path: 'finance.lotRentPerMonth', label: 'Lot rent on a leased site ($ a month)' },
];

const LOANS = [
  { kind: 'home-only', label: 'Home-only loan (chattel)' },
  { kind: 'land-and-home', label: 'Land-and-home mortgage' },
] as const;
const LOAN_FIELDS = [
  { key: 'ratePercent', label: 'Rate (% a year)' },
  { key: 'downPercent', label: 'Down payment (% of the all-in price)' },
  { key: 'termMonths', label: 'Term (months)' },
] as const;

const valueAt = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], source);

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/** Every number field's name, as the form sends it. */
function fieldNames(): string[] {
  return [
    ...RANGES.flatMap((r) => [`${r.path}.low`, `${r.path}.high`]),
    ...SINGLES.map((f) => f.path),
    ...LOANS.flatMap((l) => LOAN_FIELDS.map((f) => `finance.loans.${l.kind}.${f.key}`)),
  ];
}

/** The figure a refusal is about, as the form labels it ("Home-only loan (chattel): Rate (% a year)"). */
function figureLabel(field: string): string | null {
  if (field === 'asOf') return 'Figures checked on';
  const range = RANGES.find((r) => field === r.path || field.startsWith(`${r.path}.`));
  // One end of a range is named as its box is ("Permits and inspections, low").
  if (range)
    return field === range.path ? range.label : `${range.label}, ${field.split('.').at(-1)}`;
  const single = SINGLES.find((f) => f.path === field);
  if (single) return single.label;
  for (const loan of LOANS) {
    const key = LOAN_FIELDS.find((f) => field === `finance.loans.${loan.kind}.${f.key}`);
    if (key) return `${loan.label}: ${key.label}`;
  }
  return null;
}

function requireStaff(access: StaffAccess | null): StaffAccess {
  if (!access) throw data(null, { status: 404 });
  return access;
}

function chosenDealer(value: string | null, centers: { dealerId: number }[]): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return centers.some((c) => c.dealerId === id) ? id : null;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(appContext).staff);
  const centers = await staff.homeCenters();
  const dealerId = chosenDealer(url.searchParams.get('homeCenter'), centers);
  const { defaults, own } = await staff.pricing(dealerId);
  return { centers, dealerId, defaults, own, saved: url.searchParams.get('saved') };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const staff = requireStaff(context.get(appContext).staff);
  const centers = await staff.homeCenters();
  const form = await request.formData();
  const given = String(form.get('homeCenter') ?? '').trim();
  const dealerId = chosenDealer(given, centers);
  // A home center that is not one (a stale page, a typed address) must not save over the
  // company's figures, which every home center without its own uses.
  if (given !== '' && dealerId === null) {
    return data(
      {
        problem: `Not saved: there is no home center ${given.slice(0, 20)}. Choose one from the list, or none for the company’s figures.`,
        field: 'homeCenter',
        typed: {} as Record<string, string>,
        asOf: String(form.get('asOf') ?? ''),
      },
      { status: 400 },
    );
  }
  const back = `${url.pathname}?${dealerId === null ? '' : `homeCenter=${dealerId}&`}saved=`;
  if (form.get('intent') === 'forget' && dealerId !== null) {
    await staff.forgetPricing(dealerId);
    return redirect(`${back}company`, 303);
  }
  const defaults: Record<string, unknown> = { asOf: String(form.get('asOf') ?? '') };
  const typed: Record<string, string> = {};
  for (const name of fieldNames()) {
    const text = String(form.get(name) ?? '')
      .trim()
      .slice(0, 20);
    typed[name] = text;
    setAt(defaults, name, text === '' ? Number.NaN : Number(text.replace(/[$,%]/g, '')));
  }
  try {
    await staff.savePricing(dealerId, defaults);
  } catch (error) {
    if (error instanceof Error && 'field' in error) {
      const field = String(error.field);
      const figure = figureLabel(field);
      return data(
        {
          problem: figure ? `${figure}. ${error.message}` : error.message,
          field,
          typed,
          asOf: defaults.asOf,
        },
        { status: 400 },
      );
    }
    throw error;
  }
  return redirect(`${back}1`, 303);
}

export const meta = () => [
  { title: 'Estimate figures | Staff' },
  { name: 'robots', content: 'noindex' },
];

const input =
  'mt-1 w-full rounded-md border border-slate-400 px-2 py-1 tabular-nums aria-invalid:border-red-700';

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { centers, dealerId, defaults, own, saved } = loaderData;
  const center = centers.find((c) => c.dealerId === dealerId) ?? null;
  const shown = (name: string) => actionData?.typed[name] ?? String(valueAt(defaults, name) ?? '');
  // A range's problem (low above high) names the range: both of its boxes are marked.
  const invalid = (name: string) =>
    actionData && (actionData.field === name || name.startsWith(`${actionData.field}.`))
      ? ({ 'aria-invalid': true } as const)
      : {};
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData?.problem) alert.current?.focus();
  }, [actionData]);
  const who = center ? center.name : 'The company';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900">Estimate figures</h1>
      <p className="mt-1 text-sm">
        Staff pages:{' '}
        <Link to="/staff/image-health" className="text-brand-700 underline">
          picture health
        </Link>{' '}
        · estimate figures
      </p>
      <p className="mt-2 max-w-prose">
        What every “What this home really costs” panel and “from $X/mo” assumes. A home center
        without its own figures uses the company’s. Sources of the company’s first figures:{' '}
        <Link to="/learn/what-a-home-really-costs" className="text-brand-700 underline">
          how we estimate
        </Link>
        . Changes show on the site within a minute.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="homeCenter" className="block text-sm font-semibold">
            Whose figures
          </label>
          <select
            id="homeCenter"
            name="homeCenter"
            defaultValue={dealerId ?? ''}
            className="mt-1 rounded-md border border-slate-400 px-3 py-2"
          >
            <option value="">The company’s</option>
            {centers.map((c) => (
              <option key={c.dealerId} value={c.dealerId}>
                {c.name}
                {c.own ? ' (own figures)' : ''}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold"
        >
          Show
        </button>
      </Form>
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 font-semibold">
          {saved === 'company'
            ? `${who} now uses the company’s figures.`
            : `Saved ${who.toLowerCase() === 'the company' ? 'the company’s' : `${who}’s`} figures.`}
        </p>
      ) : null}
      {actionData?.problem ? (
        <p
          ref={alert}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 font-semibold text-red-800"
        >
          Not saved: {actionData.problem}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-8">
        <input type="hidden" name="homeCenter" value={dealerId ?? ''} />
        <p>
          {center
            ? own
              ? `${center.name} has its own figures.`
              : `${center.name} uses the company’s figures; saving gives it its own.`
            : 'The company’s figures.'}
        </p>
        <div>
          <label htmlFor="asOf" className="block text-sm font-semibold">
            Figures checked on
          </label>
          <input
            id="asOf"
            name="asOf"
            type="date"
            required
            defaultValue={actionData?.asOf ? String(actionData.asOf) : defaults.asOf}
            className={`${input} max-w-xs`}
            {...invalid('asOf')}
          />
        </div>
        <fieldset>
          <legend className="text-xl font-semibold text-brand-900">Costs, low and high ($)</legend>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Line
                </th>
                <th scope="col" className="py-1">
                  Low
                </th>
                <th scope="col" className="py-1">
                  High
                </th>
              </tr>
            </thead>
            <tbody>
              {RANGES.map((range) => (
                <tr key={range.path}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {range.label}
                  </th>
                  {(['low', 'high'] as const).map((end) => {
                    const name = `${range.path}.${end}`;
                    return (
                      <td key={end} className="py-1 pr-2">
                        <input
                          name={name}
                          aria-label={`${range.label}, ${end}`}
                          inputMode="numeric"
                          defaultValue={shown(name)}
                          className={input}
                          {...invalid(name)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-xl font-semibold text-brand-900">
            Delivery and monthly costs
          </legend>
          {SINGLES.map((field) => (
            <div key={field.path}>
              <label htmlFor={field.path} className="block text-sm font-semibold">
                {field.label}
              </label>
              <input
                id={field.path}
                name={field.path}
                inputMode="decimal"
                defaultValue={shown(field.path)}
                className={input}
                {...invalid(field.path)}
              />
            </div>
          ))}
        </fieldset>
        {LOANS.map((loan) => (
          <fieldset key={loan.kind} className="grid gap-4 sm:grid-cols-3">
            <legend className="text-xl font-semibold text-brand-900">{loan.label}</legend>
            {LOAN_FIELDS.map((field) => {
              const name = `finance.loans.${loan.kind}.${field.key}`;
              return (
                <div key={name}>
                  <label htmlFor={name} className="block text-sm font-semibold">
                    {field.label}
                  </label>
                  <input
                    id={name}
                    name={name}
                    inputMode="decimal"
                    defaultValue={shown(name)}
                    className={input}
                    {...invalid(name)}
                  />
                </div>
              );
            })}
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Save figures
          </button>
          {center && own ? (
            <button
              type="submit"
              name="intent"
              value="forget"
              className="rounded-md border border-brand-700 px-5 py-2 font-semibold"
            >
              Use the company’s figures instead
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
