// The lead to the home center (SPEC §3 lead form content, §7
// postPortalLeadForm, §8): the buyer sends their plan to the people who will
// build their home. Stored once per form (its SubmissionId: a double click or
// a retry makes one lead), mailed to the home center, answered by
// leadsubmitted. Success is a non-empty messageBody; anything else shows
// SPEC §8's sentence and the button works again.
import { useEffect, useRef, useState } from 'react';
import { addToPlannerFs, isPlannerSaved, PLANNER_FS_KEY } from '../../lib/local-storage.ts';
import { PORTAL_NAME } from '../../lib/planner.ts';
import { typedText } from '../../lib/typed-text.ts';
import { choiceLabel, MAX_LEAD_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '../../lib/portal-fields.ts';
import { primaryContactMethod } from '../../lib/user-patch.ts';
import { TextAreaField, TextField, type FieldErrors } from '../components/form/fields.tsx';
import { SEND_FAILED } from '../components/form/send-failure.ts';
import { scrollToFirstInvalid } from '../components/form/scroll-to-invalid.ts';
import { useLotNumberParam, withLotNumber, Link } from '../components/site-link.tsx';
import { useMutation, useQuery } from '../graphql/client-react.tsx';
import { LeadSubmittedQuery, PostPortalLeadFormMutation } from '../graphql/documents/portal.ts';
import type { HomeCenter } from './home-center.tsx';
import { usePortal } from './portal-data.tsx';
import { Placeholder } from './progress.tsx';

/** A v4 UUID from the browser's random source (crypto.randomUUID needs https). */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readPlannerFs(): string | null {
  try {
    return window.localStorage.getItem(PLANNER_FS_KEY);
  } catch {
    return null;
  }
}

/** SPEC §3 planner_fs: this browser saved the planner with this home center and profile. */
function rememberSaved(dealerId: number, profileId: number) {
  try {
    const next = addToPlannerFs(readPlannerFs(), { homeCenter: dealerId, profileId });
    window.localStorage.setItem(PLANNER_FS_KEY, JSON.stringify(next));
  } catch {
    // Storage off: leadsubmitted still says so.
  }
}

/** "December 7, 2026": the day a plan went. */
function longDate(at: string): string {
  return new Date(at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Where the buyer came from, for the home center (MarketingMeta). */
function marketingMeta(): string {
  const params = new URLSearchParams(window.location.search);
  const utm = Object.fromEntries(
    ['utm_source', 'utm_medium', 'utm_campaign']
      .map((key) => [key, params.get(key)] as const)
      .filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return JSON.stringify({ page: window.location.pathname, source: 'portal', ...utm });
}

export function LeadPanel({ homeCenter }: { homeCenter: HomeCenter }) {
  const portal = usePortal();
  const lotNumber = useLotNumberParam();
  const user = portal.user;
  const submitted = useQuery(
    LeadSubmittedQuery,
    { myHomeAccountId: user?.userId ?? '', dealerNumber: homeCenter.dealerNumber },
    // SPEC §5: queries needing authentication wait for the user's id.
    { skip: !user },
  );
  // Not sent here: sent to another home center before (the buyer's land or ZIP code moved)?
  const elsewhere = useQuery(
    LeadSubmittedQuery,
    { myHomeAccountId: user?.userId ?? '', dealerNumber: null },
    { skip: !user || submitted.data?.leadsubmitted?.success !== false },
  );
  const [submissionId, setSubmissionId] = useState(newSubmissionId);
  const [firstName, setFirstName] = useState<string | null>(null);
  const [lastName, setLastName] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // A second click (the button stays focusable while sending) finds this set.
  const inFlight = useRef(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [writeAgain, setWriteAgain] = useState(false);
  const [postLead] = useMutation(PostPortalLeadFormMutation, {
    refetch: ['leadsubmitted', 'getUser'],
  });

  // Shown once it is known where the plan went: no line appears under a form already shown.
  const shown =
    Boolean(user) &&
    submitted.status !== 'loading' &&
    (submitted.data?.leadsubmitted?.success !== false || elsewhere.status !== 'loading');
  // Sent, the form folds away under the button that was pressed: the keyboard and the
  // screen go to the heading that now says where the plan is, and the answer under it
  // (once shown again, if the reload of what was sent put a placeholder in between).
  const heading = useRef<HTMLHeadingElement>(null);
  const sent = answer?.ok === true;
  useEffect(() => {
    if (sent && shown) heading.current?.focus();
  }, [sent, shown]);

  if (!user || !shown) {
    return <Placeholder className="h-72" />;
  }

  const sentBefore = submitted.data?.leadsubmitted?.success === true;
  const saved = isPlannerSaved({
    leadSubmitted: sentBefore,
    stored: readPlannerFs(),
    dealerId: homeCenter.dealerId,
    profileId: portal.profile?.profileId,
  });
  const latest = elsewhere.data?.leadsubmitted;
  const sentElsewhere =
    !saved &&
    latest?.homeCenter &&
    latest.submittedAt &&
    latest.homeCenter.dealerId !== homeCenter.dealerId
      ? { name: latest.homeCenter.name, on: longDate(latest.submittedAt) }
      : null;
  const first = firstName ?? user.firstName;
  const last = lastName ?? user.lastName;
  const contact = choiceLabel(primaryContactMethod(user) || 'email').toLowerCase();

  async function send(form: HTMLFormElement) {
    if (inFlight.current) return;
    const problems: Record<string, string> = {};
    if (!typedText(first)) problems.FirstName = 'Enter your first name.';
    if (!typedText(last)) problems.LastName = 'Enter your last name.';
    // The fields' maxLength stops typing, not every way text gets in (a script, an old browser).
    if (typedText(first).length > MAX_NAME_LENGTH) {
      problems.FirstName = `A first name can be at most ${MAX_NAME_LENGTH} characters.`;
    }
    if (typedText(last).length > MAX_NAME_LENGTH) {
      problems.LastName = `A last name can be at most ${MAX_NAME_LENGTH} characters.`;
    }
    const messageLength = typedText(message).length;
    if (messageLength > MAX_LEAD_MESSAGE_LENGTH) {
      problems.Message = `Keep the message to ${MAX_LEAD_MESSAGE_LENGTH} characters: it has ${messageLength}.`;
    }
    setErrors(problems);
    if (Object.keys(problems).length) {
      scrollToFirstInvalid(form, Object.keys(problems));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setAnswer(null);
    const result = await postLead({
      content: {
        FirstName: typedText(first),
        LastName: typedText(last),
        EmailAddress: user!.email,
        PortalName: PORTAL_NAME,
        DealerNumber: homeCenter.dealerNumber,
        MarketingMeta: marketingMeta(),
        Message: typedText(message),
        SubmissionId: submissionId,
      },
    });
    const body = result.data?.postPortalLeadForm?.messageBody;
    inFlight.current = false;
    setSubmitting(false);
    if (result.error || !body) {
      // The same SubmissionId again: a retry of this send stays one lead.
      setAnswer({ ok: false, text: SEND_FAILED });
      return;
    }
    setAnswer({ ok: true, text: body });
    setWriteAgain(false);
    setMessage('');
    // The next message is a new lead.
    setSubmissionId(newSubmissionId());
    if (portal.profile) rememberSaved(homeCenter.dealerId, portal.profile.profileId);
    portal.track('planner_form_submitted', { dealerNumber: homeCenter.dealerNumber });
  }

  const showForm = !sentBefore || writeAgain;
  return (
    <div className="rounded-lg border border-brand-100 p-5">
      <h3
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold text-brand-900 focus:outline-none"
      >
        {saved ? `Your plan is with ${homeCenter.name}` : `Send your plan to ${homeCenter.name}`}
      </h3>
      {answer?.ok ? null : saved ? (
        <p className="mt-2 rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          Your planner is saved with {homeCenter.name}
          {submitted.data?.leadsubmitted?.submittedAt
            ? `: you sent it on ${longDate(submitted.data.leadsubmitted.submittedAt)}`
            : ''}
          . They will reach you by {contact}.
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {sentElsewhere ? (
            <>
              You sent your plan to {sentElsewhere.name} on {sentElsewhere.on}, not to{' '}
              {homeCenter.name}, the home center nearest you now.{' '}
            </>
          ) : null}
          They get your contact details and everything in your planner (budget, land, the homes you
          saved and designed, and how far along you are), and answer by {contact}.{' '}
          <Link
            to={withLotNumber('/portal/account-details', lotNumber)}
            className="font-semibold text-brand-700 underline"
          >
            Change how we reach you
          </Link>
        </p>
      )}
      {answer ? (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-md border p-3 wrap-anywhere ${answer.ok ? 'border-green-300 bg-green-50 text-green-950' : 'border-red-300 bg-red-50 text-red-900'}`}
        >
          {answer.text}
        </p>
      ) : null}
      {showForm ? (
        <form
          className="mt-4 grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(event.currentTarget);
          }}
        >
          {sentBefore ? (
            <p className="text-sm text-muted sm:col-span-2">
              Your home center gets your message with what changed in your planner since you last
              sent it: your answers, the homes you saved and designed, and the steps you marked
              done.
            </p>
          ) : null}
          <TextField
            name="FirstName"
            label="First name"
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
            value={first}
            error={errors.FirstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            name="LastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
            value={last}
            error={errors.LastName}
            onChange={(event) => setLastName(event.target.value)}
          />
          <TextAreaField
            name="Message"
            label="Anything they should know? (optional)"
            rows={3}
            maxLength={MAX_LEAD_MESSAGE_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.Message}
            // How they answer is the buyer's choice above; the hint does not contradict it.
            hint={
              contact === 'email'
                ? `They will write to ${user.email}.`
                : `They get your email, ${user.email}, too.`
            }
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button
              type="submit"
              aria-disabled={submitting || undefined}
              className="rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700 aria-disabled:opacity-60"
            >
              {submitting
                ? 'Sending…'
                : sentBefore
                  ? `Send the update to ${homeCenter.name}`
                  : `Send to ${homeCenter.name}`}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => {
            setWriteAgain(true);
            setAnswer(null);
            // The form takes this button's place: the keyboard goes on in it.
            requestAnimationFrame(() =>
              document.querySelector<HTMLTextAreaElement>('textarea[name="Message"]')?.focus(),
            );
          }}
          className="mt-4 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Send an update
        </button>
      )}
    </div>
  );
}
