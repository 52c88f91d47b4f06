// Undo an email change from the link mailed to the address it replaced
// (issue 9). Whoever changed the email (a stolen session, say) may know the
// password too, or have reset it: the undo gives the account its old address
// back together with a new password, and signs everyone out. Opening the link
// changes nothing; the form does. A plain form: works without JavaScript.
import { data, Form, useNavigation } from 'react-router';
import {
  AccountScreen,
  accountHeaders,
  accountMeta,
  buttonClass,
  Done,
  NewPasswordFields,
  newPasswordOf,
  Problem,
  TextLink,
} from '../account/form.tsx';
import { appContext } from '../context.ts';
import type { Route } from './+types/account-revert-email';

export const headers = accountHeaders;

export function meta() {
  return accountMeta('Take back your account');
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  // 200 even for a dead link: after a successful form post this runs again.
  return { linkProblem: await account.revertLinkProblem(params.token) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const typed = newPasswordOf(await request.formData());
  if ('error' in typed) {
    return data({ email: null, linkDead: false, ...typed }, { status: 400 });
  }
  const result = await account.revertEmailChange({
    token: params.token,
    password: typed.password,
  });
  if ('ok' in result) return { email: result.email, linkDead: false, error: null, field: null };
  const linkDead = result.field === 'token';
  return data(
    { email: null, linkDead, error: result.error, field: result.field ?? null },
    { status: linkDead ? 410 : 400 },
  );
}

function DeadLink({ message }: { message: string }) {
  return (
    <AccountScreen id="revert-heading" title="This link no longer works">
      <p className="mt-4 text-muted">
        {message} Undo links work once, within 7 days. If someone else still has your account, call
        your home center and we will help you take it back.
      </p>
      <p className="mt-6">
        <TextLink to="/">Go to the home page</TextLink>
      </p>
    </AccountScreen>
  );
}

export default function RevertEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  if (actionData?.email) {
    return (
      <AccountScreen id="revert-heading" title="Your account is yours again">
        <Done>
          <p>
            Your home account signs in with {actionData.email} again, with the new password you
            chose. Everyone, whoever changed the email too, was signed out.
          </p>
        </Done>
        <p className="mt-6">
          <TextLink to="/">Go to the site and sign in</TextLink>
        </p>
      </AccountScreen>
    );
  }
  if (actionData?.linkDead && actionData.error) return <DeadLink message={actionData.error} />;
  if (loaderData.linkProblem) return <DeadLink message={loaderData.linkProblem} />;

  const failed = actionData?.error ? actionData : null;
  return (
    <AccountScreen
      id="revert-heading"
      title="Undo the change of your email"
      intro="Your home account gets back the address this link was sent to. Whoever changed it may know your password, so choose a new one; everyone is then signed out."
    >
      <Form method="post" className="mt-6 space-y-4">
        {failed?.error ? <Problem id="revert-problem" message={failed.error} /> : null}
        <NewPasswordFields problemField={failed?.field ?? null} problemId="revert-problem" />
        <button className={buttonClass} disabled={busy}>
          Take back my account
        </button>
      </Form>
    </AccountScreen>
  );
}
