// Choose a new password from a mailed reset link (issue 4). A dead link
// (unknown, used or expired) says so before anyone types. After the change
// the account is signed out everywhere and the person signs in again on the
// site. A plain form: works without JavaScript.
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
import { useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import { appContext, siteContext } from '../context.ts';
import type { Route } from './+types/account-reset-password';

export const headers = accountHeaders;

export function meta() {
  return accountMeta('Choose a new password');
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const linkProblem = await account.resetLinkProblem(params.token);
  // 200 even for a dead link: after a successful form post this runs again
  // (the link is used up then), and its status would replace the action's.
  // A link asked for on a home center's sign-in carries its lot number: the screen wears
  // its brand and leads back to its pages.
  const brandCode = context.get(siteContext).dealer?.brandAcronym ?? null;
  return { linkProblem, brandCode };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const account = context.get(appContext).account;
  if (!account) throw data(null, { status: 404 });
  const typed = newPasswordOf(await request.formData());
  if ('error' in typed) {
    return data({ done: false, linkDead: false, ...typed }, { status: 400 });
  }
  const result = await account.resetPassword({ token: params.token, password: typed.password });
  if ('ok' in result) return { done: true, linkDead: false, error: null, field: null };
  const linkDead = result.field === 'token';
  return data(
    { done: false, linkDead, error: result.error, field: result.field ?? null },
    { status: linkDead ? 410 : 400 },
  );
}

function DeadLink({ message, brandCode }: { message: string; brandCode: string | null }) {
  const lotNumber = useLotNumberParam();
  return (
    <AccountScreen id="reset-heading" brandCode={brandCode} title="This link no longer works">
      <p className="mt-4 text-muted">
        {message} Reset links work once, within one hour, and only the newest one counts.
      </p>
      <p className="mt-6">
        <TextLink to={withLotNumber('/oidc/account/forgot-password', lotNumber)}>
          Ask for a new link
        </TextLink>
      </p>
    </AccountScreen>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { brandCode } = loaderData;
  const lotNumber = useLotNumberParam();

  if (actionData?.done) {
    return (
      <AccountScreen id="reset-heading" brandCode={brandCode} title="Password changed, sign in">
        <Done>
          <p>
            Your new password is set. For your safety you were signed out everywhere: sign in again
            with the new password.
          </p>
        </Done>
        <p className="mt-6">
          <TextLink to={withLotNumber('/', lotNumber)}>Go to the site and sign in</TextLink>
        </p>
      </AccountScreen>
    );
  }
  if (actionData?.linkDead && actionData.error)
    return <DeadLink message={actionData.error} brandCode={brandCode} />;
  if (loaderData.linkProblem)
    return <DeadLink message={loaderData.linkProblem} brandCode={brandCode} />;

  const failed = actionData?.error ? actionData : null;
  return (
    <AccountScreen
      id="reset-heading"
      brandCode={brandCode}
      title="Choose a new password"
      intro="Pick a password you do not use anywhere else."
    >
      <Form method="post" className="mt-6 space-y-4">
        {failed?.error ? <Problem id="reset-problem" message={failed.error} /> : null}
        <NewPasswordFields problemField={failed?.field ?? null} problemId="reset-problem" />
        <button className={buttonClass} disabled={busy}>
          Change password
        </button>
      </Form>
    </AccountScreen>
  );
}
