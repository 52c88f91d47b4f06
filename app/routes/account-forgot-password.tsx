// Forgot your password? (issue 4): mails a reset link to whoever uses the
// email. The answer is the same whether or not an account uses it. Reached
// from the sign-in screen, which passes its client (for the brand) and its
// sign-in (uid, to go back to it). A plain form: works without JavaScript.
import { data, Form, useNavigation } from 'react-router';
import { echoField, MAX_EMAIL_LENGTH } from '../../lib/account-fields.ts';
import {
  AccountScreen,
  accountHeaders,
  accountMeta,
  buttonClass,
  Done,
  formField,
  inputClass,
  Problem,
  TextLink,
} from '../account/form.tsx';
import { appContext, siteContext } from '../context.ts';
import type { Route } from './+types/account-forgot-password';

export const headers = accountHeaders;

export function meta() {
  return accountMeta('Forgot your password');
}

/** A sign-in in progress and a client id, as the sign-in screen's link names them. */
const uidPattern = /^[\w-]{1,128}$/;
const clientPattern = /^[a-z0-9-]{1,64}$/;

export function loader({ context, url }: Route.LoaderArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const client = url.searchParams.get('client');
  const uid = url.searchParams.get('uid');
  return {
    brandCode: account.brandCode(client),
    clientId: client && clientPattern.test(client) ? client : null,
    uid: uid && uidPattern.test(uid) ? uid : null,
    outboxAvailable: account.outboxAvailable,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const form = await request.formData();
  const email = formField(form, 'email');
  const result = await account.forgotPassword({
    email,
    clientId: formField(form, 'client') || null,
    // The home center the sign-in was started on (or ?lotNumber=): the link leads back to it.
    lotNumber: context.get(siteContext).dealer?.lotNumber ?? null,
  });
  if ('ok' in result) return { sent: true as const, email: email.trim(), error: null };
  // Keep what was typed so nothing is lost.
  return data(
    { sent: false as const, email: echoField(email, MAX_EMAIL_LENGTH), error: result.error },
    { status: 400 },
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { brandCode, clientId, uid, outboxAvailable } = loaderData;
  const back = uid ? (
    <TextLink to={`/oidc/interaction/${uid}`} document>
      Back to sign in
    </TextLink>
  ) : (
    <TextLink to="/">Back to the home page</TextLink>
  );

  if (actionData?.sent) {
    return (
      <AccountScreen id="forgot-heading" brandCode={brandCode} title="Check your email">
        <Done>
          <p>
            If an account uses {actionData.email}, we sent a link to it to choose a new password.
            The link works once, within one hour.
          </p>
        </Done>
        <p className="mt-4 text-muted">
          Nothing after a few minutes? Look in your spam folder, or check the address and ask again.
        </p>
        {outboxAvailable ? (
          <p className="mt-4 text-muted">
            This site keeps its mail in the{' '}
            <TextLink to="/oidc/account/outbox">development outbox</TextLink> instead of sending it.
          </p>
        ) : null}
        <p className="mt-6 text-center text-sm">{back}</p>
      </AccountScreen>
    );
  }

  const error = actionData?.error ?? null;
  return (
    <AccountScreen
      id="forgot-heading"
      brandCode={brandCode}
      title="Forgot your password?"
      intro="Enter the email of your home account. We will send you a link to choose a new password."
    >
      <Form method="post" className="mt-6 space-y-4">
        {error ? <Problem id="forgot-problem" message={error} /> : null}
        {clientId ? <input type="hidden" name="client" value={clientId} /> : null}
        <div>
          <label htmlFor="email" className="block text-sm font-semibold">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_EMAIL_LENGTH}
            defaultValue={actionData?.email ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'forgot-problem' : undefined}
            className={inputClass}
          />
        </div>
        <button className={buttonClass} disabled={busy}>
          Send the link
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">{back}</p>
    </AccountScreen>
  );
}
