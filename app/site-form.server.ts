// The action of a public form of issue 12 (app/components/form/site-form.tsx):
// publicFormAction (public-form.server.ts) with the form's own schema and
// postSiteForm; the thank-you names the home center that has it.
import type { RouterContextProvider } from 'react-router';
import type { SiteFormKind } from '../lib/forms/site-form-fields.ts';
import { appContext, siteContext } from './context.ts';
import { PostSiteFormMutation } from './graphql/documents/content.ts';
import { publicFormAction } from './public-form.server.ts';

const CONTACT = ['name', 'email', 'phone', 'preferredContact', 'zip', 'message'] as const;

export async function siteFormAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  kind: SiteFormKind,
  /** The thank-you page (maybe with a #part), or how the sent values make it; `?sent={lotNumber}` is added. */
  thankYouPath: string | ((values: Record<string, string>) => string),
  /** The home center the page is about, when its address names one (/lp/{lotNumber}/…). */
  pageLotNumber: string | null = null,
) {
  const { dealer: siteDealer } = context.get(siteContext);
  const dealer = pageLotNumber ? { lotNumber: pageLotNumber } : siteDealer;
  const { siteFormErrors, siteFormFieldNames, SITE_FORMS } =
    await import('../lib/forms/site-forms.ts');
  const own = SITE_FORMS[kind].fields.map((field) => field.name);
  return publicFormAction(context, request, {
    fields: siteFormFieldNames(kind),
    check: (values) => siteFormErrors(kind, values, { needsZip: !dealer }).errors,
    send: async (values, website) => {
      const answer = await context.get(appContext).execute(PostSiteFormMutation, {
        content: {
          form: kind,
          ...Object.fromEntries(CONTACT.map((name) => [name, values[name] ?? ''])),
          name: values.name ?? '',
          preferredContact: values.preferredContact ?? '',
          answers: own.map((name) => ({ name, value: values[name] ?? '' })),
          lotNumber: dealer?.lotNumber ?? null,
          website,
        },
      });
      return answer.postSiteForm.lotNumber;
    },
    thankYouPath,
    zipFindsHomeCenter: !dealer,
  });
}
