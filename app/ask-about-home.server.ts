// The action behind "Ask about this home" (issue 11) on the home, model and
// land pages: the form posts to its own page, with or without JavaScript.
// The shared schema (lib/forms/home-inquiry.ts) checks it here first, so a
// visitor without JavaScript sees each problem beside its field and loses
// nothing they typed; the API then stores the lead once and mails it, and
// that visitor's page moves to its address with ?sent= (the thank-you).
import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  INQUIRY_FIELDS,
  inquiryErrors,
  type HomeInquiry,
  type InquirySubject,
} from '../lib/forms/home-inquiry.ts';
import { formField } from './account/form.tsx';
import { appContext } from './context.ts';
import { postedFields, refusalInit, refusalOf } from './public-form.server.ts';
import { ASK_ANCHOR } from './components/ask-about-home.tsx';
import { PostHomeInquiryMutation } from './graphql/documents/details.ts';

export type InquiryTarget = { subject: InquirySubject; key: string; lotNumber?: string | null };

/** What the form shows after a post: the thank-you, or the problems and what was typed. */
export type InquiryResult =
  | { inquiry: 'sent'; thanks: string }
  | {
      inquiry: 'refused';
      errors: Partial<Record<keyof HomeInquiry | 'form', string>>;
      values: Record<'name' | 'email' | 'phone' | 'message' | 'preferredContact', string>;
    };

export async function askAboutHomeAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  target: InquiryTarget,
) {
  const form = await request.formData();
  const values = postedFields(form, INQUIRY_FIELDS);
  const { value, errors } = inquiryErrors(values);
  if (!value) {
    return data<InquiryResult>({ inquiry: 'refused', errors, values }, { status: 400 });
  }
  let sent: { messageBody: string; lotNumber: string };
  try {
    ({ postHomeInquiry: sent } = await context.get(appContext).execute(PostHomeInquiryMutation, {
      content: {
        ...target,
        lotNumber: target.lotNumber ?? null,
        ...value,
        website: formField(form, 'website') || null,
      },
    }));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    return data<InquiryResult>(
      { inquiry: 'refused', errors: { form: refusal }, values },
      refusalInit(error),
    );
  }
  // Without JavaScript the post was the page itself: it moves (303) to the page saying
  // who has the question (?sent=, nothing personal), so a reload does not post it again.
  if (context.get(appContext).htmlDocument) {
    const page = new URL(request.url);
    page.searchParams.set('sent', sent.lotNumber);
    const thankYou = `${page.pathname}${page.search}#${ASK_ANCHOR}`;
    return redirect(context.get(appContext).thankYou.seal(thankYou), 303);
  }
  return data<InquiryResult>({ inquiry: 'sent', thanks: sent.messageBody });
}
