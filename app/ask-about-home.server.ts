// The action behind "Ask about this home" (issue 11) on the home, model and
// land pages: the form posts to its own page, with or without JavaScript.
// The shared schema (lib/forms/home-inquiry.ts) checks it here first, so a
// visitor without JavaScript sees each problem beside its field and loses
// nothing they typed; the API then stores the lead once and mails it.
import { data, type RouterContextProvider } from 'react-router';
import {
  INQUIRY_FIELDS,
  inquiryErrors,
  type HomeInquiry,
  type InquirySubject,
} from '../lib/forms/home-inquiry.ts';
import { formField } from './account/form.tsx';
import { appContext } from './context.ts';
import { postedFields, refusalOf } from './public-form.server.ts';
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
  try {
    const { postHomeInquiry } = await context.get(appContext).execute(PostHomeInquiryMutation, {
      content: {
        ...target,
        lotNumber: target.lotNumber ?? null,
        ...value,
        website: formField(form, 'website') || null,
      },
    });
    return data<InquiryResult>({ inquiry: 'sent', thanks: postHomeInquiry.messageBody });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    return data<InquiryResult>(
      { inquiry: 'refused', errors: { form: refusal }, values },
      { status: 400 },
    );
  }
}
