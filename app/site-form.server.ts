// The action of a public form of issue 12 (app/components/form/site-form.tsx):
// checks the post with the shared schema, sends it through the API in
// process, and redirects (303) to the thank-you, which names the home center
// that has it; or sends the form back with its problems and what was typed.
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { SiteFormKind } from '../lib/forms/site-form-fields.ts';
import { formField } from './account/form.tsx';
import { appContext, siteContext } from './context.ts';
import { PostSiteFormMutation } from './graphql/documents/content.ts';
import { postedFields, refusalOf } from './public-form.server.ts';
import { withLotNumber } from './components/site-link.tsx';

export type SiteFormRefused = {
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
};

const CONTACT = ['name', 'email', 'phone', 'preferredContact', 'zip', 'message'] as const;

export async function siteFormAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  kind: SiteFormKind,
  /** The thank-you page (maybe with a #part); `?sent={lotNumber}` is added. */
  thankYouPath: string,
  /** The home center the page is about, when its address names one (/lp/{lotNumber}/…). */
  pageLotNumber: string | null = null,
) {
  const { dealer: siteDealer } = context.get(siteContext);
  const dealer = pageLotNumber ? { lotNumber: pageLotNumber } : siteDealer;
  const { siteFormErrors, siteFormFieldNames, SITE_FORMS } =
    await import('../lib/forms/site-forms.ts');
  const form = await request.formData();
  const values = postedFields(form, siteFormFieldNames(kind), 2100);
  const { errors } = siteFormErrors(kind, values, { needsZip: !dealer });
  if (Object.keys(errors).length > 0) {
    return data<SiteFormRefused>({ errors, values }, { status: 400 });
  }
  const own = SITE_FORMS[kind].fields.map((field) => field.name);
  let sentTo: string;
  try {
    const answer = await context.get(appContext).execute(PostSiteFormMutation, {
      content: {
        form: kind,
        ...Object.fromEntries(CONTACT.map((name) => [name, values[name] ?? ''])),
        name: values.name ?? '',
        preferredContact: values.preferredContact ?? '',
        answers: own.map((name) => ({ name, value: values[name] ?? '' })),
        lotNumber: dealer?.lotNumber ?? null,
        website: formField(form, 'website') || null,
      },
    });
    sentTo = answer.postSiteForm.lotNumber;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    return data<SiteFormRefused>({ errors: { form: refusal }, values }, { status: 400 });
  }
  const [path = '', hash] = thankYouPath.split('#', 2);
  const sent = `${path}${path.includes('?') ? '&' : '?'}sent=${sentTo}${hash ? `#${hash}` : ''}`;
  return redirect(withLotNumber(sent, siteDealer?.lotNumber ?? null), 303);
}
