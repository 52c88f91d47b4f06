// SPEC §8: "Lead form request rejected or empty response: message 'Unexpected
// error occurred. Please try again later.' is shown and the submitting state
// is cleared". For the public forms, which post to their page's action with
// JavaScript (a navigation, or the Ask form's fetcher), a send that fails
// (the network, a 5xx, an answer with nothing in it) would otherwise replace
// the page with its error screen and lose what was typed. Each such page's
// clientAction is keepFormWhenSendFails: the form stays, with the sentence
// over it and everything typed still in it.
import { data, isRouteErrorResponse, type ClientActionFunctionArgs } from 'react-router';

/** SPEC §8's one sentence for a lead or form the server refused or answered with nothing. */
export const SEND_FAILED = 'Unexpected error occurred. Please try again later.';

/**
 * What a failed send gives the form, in the shape both the public forms
 * (PublicFormRefused) and the Ask form (InquiryResult) read as "refused".
 */
export type SendFailed = {
  inquiry: 'refused';
  errors: { form: string };
  values: Record<string, string>;
};

export async function keepFormWhenSendFails({ request, serverAction }: ClientActionFunctionArgs) {
  // Read before the send takes the body: what was typed, to show again.
  const sent = await request.clone().formData();
  try {
    const answer = await serverAction();
    if (answer === undefined || answer === null) throw new Error('The form’s answer was empty.');
    return answer;
  } catch (error) {
    // A redirect is the thank-you: it goes on as it would have. A 4xx is the
    // page's own answer (no such home any more): its screen says so.
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    const values: Record<string, string> = {};
    for (const [name, value] of sent) {
      if (typeof value === 'string' && name !== 'website') values[name] = value;
    }
    // 503: React Router then reloads no page data, so a network that is down stays the form's problem alone.
    return data<SendFailed>(
      { inquiry: 'refused', errors: { form: SEND_FAILED }, values },
      { status: 503 },
    );
  }
}
