// The action behind "Ask about this home" (issue 11) on the home, model and
// land pages: the form posts to its own page, with or without JavaScript.
// The shared schema (lib/forms/home-inquiry.ts) checks it here first, so a
// visitor without JavaScript sees each problem beside its field and loses
// nothing they typed; the API then stores the lead once and mails it.
import { data, type RouterContextProvider } from 'react-router';
import {
  INQUIRY_FIELDS,
  inquiryErrors,
  MAX_INQUIRY_MESSAGE_LENGTH,
  type HomeInquiry,
  type InquirySubject,
} from '../lib/forms/home-inquiry.ts';
import { formField } from './account/form.tsx';
import { appContext } from './context.ts';
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

/** The API's refusal sentence, when the error is one (a 400 from the in-process API, or a rate limit). */
function refusalOf(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const answer = error as { data?: { message?: unknown }; init?: { status?: number } };
    if (answer.init?.status === 400 && typeof answer.data?.message === 'string') {
      return answer.data.message;
    }
    const failed = error as { errors?: { message?: string; extensions?: { code?: unknown } }[] };
    const first = failed.errors?.[0];
    if (first?.extensions?.code === 'RATE_LIMITED' && first.message) return first.message;
  }
  return null;
}

export async function askAboutHomeAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  target: InquiryTarget,
) {
  const form = await request.formData();
  const values = Object.fromEntries(
    INQUIRY_FIELDS.map((name) => [
      name,
      formField(form, name).slice(0, MAX_INQUIRY_MESSAGE_LENGTH + 100),
    ]),
  ) as Record<(typeof INQUIRY_FIELDS)[number], string>;
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
