// Confirm a new email address from a mailed link (issue 4). Opening the link
// changes nothing: a button does, so a mail program or scanner that fetches
// links ahead of the person cannot use the link up. The previous address is
// told of the change. A plain form: works without JavaScript.
import { data, Form, useNavigation } from 'react-router';
import {
  AccountScreen,
  accountHeaders,
  accountMeta,
  buttonClass,
  Done,
  Problem,
  TextLink,
} from '../account/form.tsx';
import { appContext } from '../context.ts';
import type { Route } from './+types/account-confirm-email';

export const headers = accountHeaders;

export function meta() {
  return accountMeta('Confirm your new email address');
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const linkProblem = await account.emailLinkProblem(params.token);
  // 200 even for a dead link: after a successful form post this runs again
  // (the link is used up then), and its status would replace the action's.
  return { linkProblem };
}

export async function action({ context, params }: Route.ActionArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const result = await account.confirmEmailChange(params.token);
  if ('ok' in result) return { email: result.email, error: null };
  return data({ email: null, error: result.error }, { status: 400 });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  if (actionData?.email) {
    return (
      <AccountScreen id="confirm-heading" title="Email address changed">
        <Done>
          <p>From now on, sign in with {actionData.email}. We told your previous address too.</p>
        </Done>
        <p className="mt-6">
          <TextLink to="/portal/account-details">Go to your account details</TextLink>
        </p>
        <p className="mt-3">
          <TextLink to="/">Go to the home page</TextLink>
        </p>
      </AccountScreen>
    );
  }
  const problem = actionData?.error ?? loaderData.linkProblem;
  if (problem) {
    return (
      <AccountScreen id="confirm-heading" title="We could not change your email">
        <div className="mt-6">
          <Problem id="confirm-problem" message={problem} />
        </div>
        <p className="mt-4 text-muted">
          Confirmation links work once, within 24 hours, and only the newest one counts. Ask for the
          change again from your home account.
        </p>
        <p className="mt-6">
          <TextLink to="/portal/account-details">Go to your account details</TextLink>
        </p>
        <p className="mt-3">
          <TextLink to="/">Go to the home page</TextLink>
        </p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen
      id="confirm-heading"
      title="Confirm your new email address"
      intro="Your home account will use the address this link was sent to, for signing in and for our mail."
    >
      <Form method="post" className="mt-6">
        <button className={buttonClass} disabled={busy}>
          Confirm this email address
        </button>
      </Form>
    </AccountScreen>
  );
}
