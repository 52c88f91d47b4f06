// What every public form's action shares (issue 11's "Ask about this home",
// issue 12's contact, feedback and promotion forms): reading the posted
// fields, bounded, and turning the API's refusal into words for the form;
// issue 12's whole action (publicFormAction, for the forms drawn with
// components/form/public-form.tsx); and what their thank-you loaders share:
// the home center `?sent=` names, and how far it is from the ZIP code `&from=`
// names when no home center is near it.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { typedText } from '../lib/typed-text.ts';
import { formField } from './account/form.tsx';
import { PUBLIC_FORM_ID } from './components/form/public-form.tsx';
import { withLotNumber } from './components/site-link.tsx';
import { appContext, siteContext } from './context.ts';
import { GetDealerQuery } from './graphql/documents/site.ts';
import { SentFromQuery } from './graphql/documents/content.ts';
import { farFrom, type FarFrom } from '../lib/distance.ts';
import { isPostalCode } from '../lib/location-source.ts';

/**
 * The posted fields as typed (lib/typed-text.ts): whole, however long (the
 * page's body is bounded; the schema says what is too long, and what was
 * typed comes back with it).
 */
export function postedFields<const N extends readonly string[]>(
  form: FormData,
  names: N,
): Record<N[number], string> {
  return Object.fromEntries(
    names.map((name) => [name, typedText(formField(form, name))]),
  ) as Record<N[number], string>;
}

/** The API's refusal sentence, when the error is one (a 400 from the in-process API, or a rate limit). */
export function refusalOf(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const answer = error as { data?: { message?: unknown }; init?: { status?: number } };
    if (answer.init?.status === 400 && typeof answer.data?.message === 'string') {
      return answer.data.message;
    }
    const limited = rateLimitOf(error);
    if (limited?.message) return limited.message;
  }
  return null;
}

/** The in-process API's refusal past an allowance (RATE_LIMITED), with its words and wait. */
function rateLimitOf(error: unknown): { message?: string; retryAfterSeconds?: unknown } | null {
  const failed = error as {
    errors?: { message?: string; extensions?: Record<string, unknown> }[];
  } | null;
  const first = failed?.errors?.[0];
  return first?.extensions?.code === 'RATE_LIMITED'
    ? { message: first.message, retryAfterSeconds: first.extensions.retryAfterSeconds }
    : null;
}

/**
 * How a refused form comes back: 400, or past an allowance 429 with the
 * seconds to wait in Retry-After, as the API answers a script (SPEC §8's
 * words are the same either way).
 */
export function refusalInit(error: unknown): ResponseInit {
  const wait = rateLimitOf(error)?.retryAfterSeconds;
  return typeof wait === 'number'
    ? { status: 429, headers: { 'Retry-After': String(wait) } }
    : { status: 400 };
}

/** The field the API's refusal names (a ZIP code it could not find), when it names one. */
export function refusedFieldOf(error: unknown): string | null {
  const answer = error as { data?: { field?: unknown }; init?: { status?: number } } | null;
  return answer?.init?.status === 400 && typeof answer.data?.field === 'string'
    ? answer.data.field
    : null;
}

/** A public form sent back (400, or 429 past an allowance) with its problems and what was typed. */
export type PublicFormRefused = {
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
};

/**
 * A public form's action (issue 12): checks the post with the form's schema,
 * sends it through the API in process, and redirects (303) to the thank-you
 * with `?sent={lotNumber}`, which names the home center that has it (and,
 * when the ZIP code chose one far from it, `&from={zip}`); or sends the form
 * back with its problems and what was typed.
 */
export async function publicFormAction<const N extends readonly string[]>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: {
    /** The posted fields it reads. */
    fields: N;
    /** The schema's problems, by field name. */
    check: (values: Record<N[number], string>) => Partial<Record<string, string>>;
    /** Sends the checked form through the API; answers the lot number of the home center that has it. */
    send: (values: Record<N[number], string>, website: string | null) => Promise<string>;
    /** The thank-you page (maybe with a #part), or how the sent values make it; `?sent={lotNumber}` is added. */
    thankYouPath: string | ((values: Record<N[number], string>) => string);
    /** No home center is chosen (the main site): the API answers from the nearest to the ZIP code. */
    zipFindsHomeCenter: boolean;
  },
) {
  const posted = await request.formData();
  const values = postedFields(posted, form.fields);
  const errors = form.check(values);
  if (Object.keys(errors).length > 0) {
    return data<PublicFormRefused>({ errors, values }, { status: 400 });
  }
  let sentTo: string;
  try {
    // The robot trap's field (components/form/contact-fields.tsx) goes to the API, which stores nothing.
    sentTo = await form.send(values, formField(posted, 'website') || null);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    // Beside the field it is about when the form has that field, else over the form.
    const field = refusedFieldOf(error);
    const at = field !== null && field in values ? field : 'form';
    return data<PublicFormRefused>({ errors: { [at]: refusal }, values }, refusalInit(error));
  }
  // The thank-you's own part of the page, else where the form was (its thank-you's id).
  const thankYou =
    typeof form.thankYouPath === 'string' ? form.thankYouPath : form.thankYouPath(values);
  const [path = '', hash = PUBLIC_FORM_ID] = thankYou.split('#', 2);
  const zip = form.zipFindsHomeCenter ? (values as Record<string, string>).zip : undefined;
  const far = zip ? await farFromSent(context, sentTo, zip) : null;
  const sent = `${path}${path.includes('?') ? '&' : '?'}sent=${sentTo}${far ? `&from=${far.zip}` : ''}#${hash}`;
  return redirect(
    withLotNumber(
      context.get(appContext).thankYou.seal(sent),
      context.get(siteContext).dealer?.lotNumber ?? null,
    ),
    303,
  );
}

/**
 * The lot number of the home center a thank-you names: `?sent={lotNumber}` of
 * an address the server wrote when the form was sent (server/http/thank-you-seal.ts);
 * null without one, or for a typed address.
 */
export function sentLotNumber(context: Readonly<RouterContextProvider>, url: URL): string | null {
  const sent = url.searchParams.get('sent');
  return sent && context.get(appContext).thankYou.isSealed(url) ? sent : null;
}

/**
 * The home center a thank-you names: `?sent={lotNumber}`, the address a sent
 * form redirects to (nothing personal in it). Null without one, for a typed
 * address, or for a lot number that is none of ours.
 */
export async function sentHomeCenter(context: Readonly<RouterContextProvider>, url: URL) {
  const sent = sentLotNumber(context, url);
  if (!sent) return null;
  const from = url.searchParams.get('from');
  const [{ getDealer }, far] = await Promise.all([
    context.get(appContext).execute(GetDealerQuery, { lotNumber: sent }),
    from ? farFromSent(context, sent, from) : null,
  ]);
  return getDealer ? { ...getDealer, far } : null;
}

/**
 * How far the home center of a lot number is from a ZIP code's centre, when
 * farther than the portal looks for one (lib/distance.ts); null when near,
 * or for a code or lot number we do not know: a typed `&from=` says nothing untrue.
 */
async function farFromSent(
  context: Readonly<RouterContextProvider>,
  lotNumber: string,
  zip: string,
): Promise<FarFrom | null> {
  if (!isPostalCode(zip)) return null;
  const { getDealer, location } = await context
    .get(appContext)
    .execute(SentFromQuery, { lotNumber, postalCode: zip });
  return getDealer && location?.postalCode === zip ? farFrom(zip, location, getDealer) : null;
}
