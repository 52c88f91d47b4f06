// Our identity provider's sign-in screens (issue 4): sign in, create an
// account, or confirm access, for the sign-in in progress in this browser.
// Plain forms, submitted as whole documents: they work without JavaScript,
// and the provider's sign-in cookie (path /oidc/interaction/{uid}) is not
// sent to React Router's {path}.data requests.
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { Link, useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import {
  echoField,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../lib/account-fields.ts';
import { brandLabel } from '../../lib/brands.ts';
import { SIGN_UP_CODE_DIGITS } from '../../lib/account-fields.ts';
import { buttonClass, formField as field, inputClass, Problem } from '../account/form.tsx';
import { TextField } from '../components/form/fields.tsx';
import { scrollToFirstInvalid } from '../components/form/scroll-to-invalid.ts';
import { MessagePage } from '../components/message-page.tsx';
import { appContext, type IdentityResult } from '../context.ts';
import { useSignInWindowAlive } from '../identity/sign-in-window.ts';
import type { Route } from './+types/sign-in';

export function headers() {
  // One visitor's sign-in: never stored or shared.
  return { 'Cache-Control': 'no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The title names the screen shown: asking for consent is not signing in.
  const screen = loaderData?.screen;
  const title = !screen
    ? loaderData?.mode === 'sign-up'
      ? 'Sign-up expired'
      : 'Sign-in expired'
    : screen.prompt === 'consent'
      ? 'Allow access'
      : loaderData.mode === 'sign-up'
        ? 'Create an account'
        : loaderData.mode === 'verify'
          ? 'Check your email'
          : screen.confirming
            ? 'Confirm it’s you'
            : 'Sign in';
  return [{ title: `${title} | Home account` }, { name: 'robots', content: 'noindex' }];
}

type Mode = 'sign-in' | 'sign-up' | 'verify';

export async function loader({ context, url }: Route.LoaderArgs) {
  const identity = context.get(appContext).identity;
  const screen = identity ? await identity.screen() : null;
  const asked = url.searchParams.get('screen');
  if (!screen) {
    // A sign-up's screens name themselves in the address (after its first form):
    // a new person is told in sign-up's words.
    const mode: Mode = asked === 'sign-up' || asked === 'verify' ? 'sign-up' : 'sign-in';
    return data({ screen: null, mode, pendingEmail: null, codeSentAgain: false }, { status: 410 });
  }
  // The code screen, while a sign-up of this sign-in waits for its code.
  const pending = asked === 'verify' ? await identity!.pendingSignUp() : null;
  const mode: Mode = pending
    ? 'verify'
    : !screen.confirming &&
        (asked === 'sign-up' || asked === 'verify' || (asked === null && screen.signUpFirst))
      ? 'sign-up'
      : 'sign-in';
  return {
    screen,
    mode,
    pendingEmail: pending?.email ?? null,
    codeSentAgain: pending !== null && url.searchParams.get('sent') === 'again',
  };
}

/** Which screen an intent belongs to: its problems show there. */
function modeOf(intent: string): Mode | null {
  if (intent === 'sign-in' || intent === 'sign-up') return intent;
  if (intent === 'verify-code' || intent === 'resend-code') return 'verify';
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const identity = context.get(appContext).identity;
  if (!identity) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = field(form, 'intent');
  let result: IdentityResult;
  if (intent === 'sign-in') {
    result = await identity.signIn({
      email: field(form, 'email'),
      password: field(form, 'password'),
    });
  } else if (intent === 'sign-up') {
    result = await identity.signUp({
      email: field(form, 'email'),
      password: field(form, 'password'),
      firstName: field(form, 'firstName'),
      lastName: field(form, 'lastName'),
    });
  } else if (intent === 'verify-code') {
    result = await identity.verifySignUp({ code: field(form, 'code') });
  } else if (intent === 'resend-code') {
    result = await identity.resendSignUpCode();
  } else if (intent === 'restart-sign-up') {
    result = await identity.restartSignUp();
  } else if (intent === 'consent') {
    result = await identity.consent();
  } else if (intent === 'cancel') {
    result = await identity.cancel();
  } else {
    result = { error: 'Choose sign in or create an account.' };
  }
  if ('redirectTo' in result) return redirect(result.redirectTo);
  // Keep what was typed (never the password) so nothing is lost.
  return data(
    {
      intent: echoField(intent, 20),
      error: result.error,
      field: result.field ?? null,
      fields: result.fields ?? (result.field ? [result.field] : []),
      problems: result.problems ?? {},
      email: echoField(field(form, 'email'), MAX_EMAIL_LENGTH),
      firstName: echoField(field(form, 'firstName'), MAX_NAME_LENGTH),
      lastName: echoField(field(form, 'lastName'), MAX_NAME_LENGTH),
      // A refused code comes back as typed (digits and spaces only), so one wrong digit is fixed, not all retyped.
      code:
        intent === 'verify-code'
          ? echoField(field(form, 'code').replace(/[^0-9 ]/g, ''), SIGN_UP_CODE_DIGITS + 2)
          : null,
    },
    { status: 400 },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { screen, mode } = loaderData;
  const lotNumber = useLotNumberParam();
  // SPEC §2: a refused sign-up brings its first problem into view, with the focus.
  const signUpForm = useRef<HTMLFormElement>(null);
  const signUpProblems =
    mode === 'sign-up' && actionData && modeOf(actionData.intent) === 'sign-up'
      ? Object.keys(actionData.problems ?? {}).join(' ')
      : '';
  useEffect(() => {
    if (signUpProblems) scrollToFirstInvalid(signUpForm.current, signUpProblems.split(' '));
  }, [signUpProblems]);
  if (!screen) {
    // The form that was sent says whose words to use; else the address does.
    const signingUp = actionData
      ? modeOf(actionData.intent) === 'sign-up' ||
        modeOf(actionData.intent) === 'verify' ||
        actionData.intent === 'restart-sign-up'
      : mode === 'sign-up';
    return signingUp ? (
      <MessagePage id="sign-in-expired" eyebrow="Home account" title="This sign-up has expired">
        A new account must be finished within an hour of starting it, and no account was made. Go
        back to the page you came from and choose Create an account again.
      </MessagePage>
    ) : (
      <MessagePage id="sign-in-expired" eyebrow="Home account" title="This sign-in has expired">
        Sign-ins wait an hour. Go back to the page you came from and choose Sign in again.
      </MessagePage>
    );
  }
  const brand = brandLabel(screen.brandCode);
  const failed = actionData && modeOf(actionData.intent) === mode ? actionData : null;
  if (mode === 'verify') {
    return (
      <VerifyCode
        brand={brand}
        email={loaderData.pendingEmail ?? ''}
        sentAgain={loaderData.codeSentAgain}
        problem={failed?.error ?? null}
        typedCode={failed?.code ?? null}
        busy={busy}
      />
    );
  }
  const refused = (name: string) => failed?.fields.includes(name) === true;
  const invalid = (name: string) => (refused(name) ? true : undefined);
  const describedBy = (name: string) => (refused(name) ? 'sign-in-problem' : undefined);
  // A sign-up says each field's problem beside it; the box over the form then only counts them.
  const fieldProblems: Partial<Record<string, string>> =
    mode === 'sign-up' ? (failed?.problems ?? {}) : {};
  const fieldProblemCount = Object.keys(fieldProblems).length;

  if (screen.prompt === 'consent') {
    return (
      <section className="mx-auto max-w-md px-4 py-12" aria-labelledby="consent-heading">
        <h1 id="consent-heading" className="text-2xl font-bold text-brand-900">
          Allow {brand} to use your home account?
        </h1>
        <p className="mt-3 text-muted">
          It will see your name and email, and act for your home account on that site.
        </p>
        {actionData?.error ? <Problem id="sign-in-problem" message={actionData.error} /> : null}
        <Form method="post" reloadDocument className="mt-6 flex gap-3">
          <button name="intent" value="consent" className={buttonClass} disabled={busy}>
            Allow
          </button>
          <button
            name="intent"
            value="cancel"
            className="w-full rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800"
            disabled={busy}
          >
            Cancel
          </button>
        </Form>
      </section>
    );
  }

  const signUp = mode === 'sign-up';
  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby="sign-in-heading">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
        {brand} home account
      </p>
      <h1 id="sign-in-heading" className="mt-1 text-3xl font-bold text-brand-900">
        {signUp ? 'Create your home account' : screen.confirming ? 'Confirm it’s you' : 'Sign in'}
      </h1>
      <p className="mt-2 text-muted">
        {signUp
          ? 'One free account for every site of ours: a planner for buying your home, homes picked for you, and a direct line to your home center.'
          : screen.confirming
            ? 'For your safety, type your password again before this change to your account.'
            : 'Welcome back. Sign in with the email and password of your home account, the one account for every site of ours.'}
      </p>
      {/* A sign-up's address says so, also when a refusal comes back or it expires. */}
      <Form
        ref={signUp ? signUpForm : undefined}
        method="post"
        reloadDocument
        action={signUp ? '?screen=sign-up' : undefined}
        // A sign-up is checked whole by the server, every field's problem at
        // once beside it, not by the browser's bubbles one field at a time.
        noValidate={signUp}
        className="mt-6 space-y-4"
      >
        {failed ? (
          <Problem
            id="sign-in-problem"
            message={
              fieldProblemCount > 1
                ? `Check the ${fieldProblemCount} fields marked below.`
                : fieldProblemCount === 1
                  ? 'Check the field marked below.'
                  : failed.error
            }
          />
        ) : null}
        {signUp ? (
          <>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                name="firstName"
                label="First name"
                required
                autoComplete="given-name"
                maxLength={MAX_NAME_LENGTH}
                defaultValue={failed?.firstName}
                error={fieldProblems.firstName}
              />
              <TextField
                name="lastName"
                label="Last name"
                required
                autoComplete="family-name"
                maxLength={MAX_NAME_LENGTH}
                defaultValue={failed?.lastName}
                error={fieldProblems.lastName}
              />
            </div>
            <TextField
              name="email"
              label="Email"
              required
              type="email"
              autoComplete="email"
              maxLength={MAX_EMAIL_LENGTH}
              defaultValue={failed?.email ?? screen.loginHint ?? ''}
              error={fieldProblems.email}
            />
            <TextField
              name="password"
              label="Password"
              required
              type="password"
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`}
              error={fieldProblems.password}
            />
          </>
        ) : (
          <>
            <div>
              <label htmlFor="email" className="block text-sm font-semibold">
                Email
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={MAX_EMAIL_LENGTH}
                defaultValue={failed?.email ?? screen.loginHint ?? ''}
                aria-invalid={invalid('email')}
                aria-describedby={describedBy('email')}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="password" className="block text-sm font-semibold">
                Password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={MAX_PASSWORD_LENGTH}
                aria-invalid={invalid('password')}
                aria-describedby={describedBy('password')}
                className={inputClass}
              />
              <p className="mt-1 text-sm">
                <Link
                  // A sign-in for a home center's own site: the reset link mailed from there
                  // leads back to that home center (?lotNumber=).
                  to={withLotNumber(
                    `/oidc/account/forgot-password?${new URLSearchParams({ client: screen.clientId, uid: screen.uid })}`,
                    lotNumber,
                  )}
                  className="font-semibold text-brand-700 underline"
                >
                  Forgot your password?
                </Link>
              </p>
            </div>
          </>
        )}
        <button name="intent" value={mode} className={buttonClass} disabled={busy}>
          {signUp ? 'Create account' : 'Sign in'}
        </button>
      </Form>
      {screen.confirming ? null : (
        <p className="mt-6 text-center text-sm">
          {signUp ? 'Already have an account? ' : 'New here? '}
          <Link
            to={signUp ? '?screen=sign-in' : '?screen=sign-up'}
            replace
            reloadDocument
            className="font-semibold text-brand-700 underline"
          >
            {signUp ? 'Sign in' : 'Create an account'}
          </Link>
        </p>
      )}
      <Form method="post" reloadDocument className="mt-4 text-center">
        <button
          name="intent"
          value="cancel"
          className="text-sm text-muted underline"
          disabled={busy}
        >
          Cancel and go back
        </button>
      </Form>
    </section>
  );
}

/**
 * The second step of signing up: the code mailed to the address. The same
 * for every address: one that has an account was sent a notice instead, so
 * nothing here tells whether it has one.
 */
function VerifyCode({
  brand,
  email,
  sentAgain,
  problem,
  typedCode,
  busy,
}: {
  brand: string;
  email: string;
  sentAgain: boolean;
  problem: string | null;
  typedCode: string | null;
  busy: boolean;
}) {
  // The person is in their mail, fetching the code: the sign-in window waits for them.
  useSignInWindowAlive(true);
  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby="verify-heading">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
        {brand} home account
      </p>
      <h1 id="verify-heading" className="mt-1 text-3xl font-bold text-brand-900">
        Check your email
      </h1>
      <p className="mt-2 text-muted">
        We sent a {SIGN_UP_CODE_DIGITS}-digit code to <span className="break-all">{email}</span>.
        Enter it to finish creating your account. It works for 30 minutes.
      </p>
      {sentAgain && !problem ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3">
          We sent a new code. Only the newest one works.
        </p>
      ) : null}
      <Form method="post" reloadDocument className="mt-6 space-y-4">
        {problem ? <Problem id="verify-problem" message={problem} /> : null}
        <div>
          <label htmlFor="code" className="block text-sm font-semibold">
            Code
          </label>
          <input
            id="code"
            name="code"
            // The screen has this one thing to do: the keyboard starts here,
            // also after a wrong code (the page comes back).
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            defaultValue={typedCode ?? undefined}
            required
            pattern="[0-9 ]*"
            maxLength={SIGN_UP_CODE_DIGITS + 2}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'verify-problem' : 'code-help'}
            className={`${inputClass} text-lg tracking-widest`}
          />
          <p id="code-help" className="mt-1 text-sm text-muted">
            No email after a few minutes? Look in your spam folder, or send a new code.
          </p>
        </div>
        <button name="intent" value="verify-code" className={buttonClass} disabled={busy}>
          Create account
        </button>
      </Form>
      <Form
        method="post"
        reloadDocument
        className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2"
      >
        <button
          name="intent"
          value="resend-code"
          className="text-sm font-semibold text-brand-700 underline"
          disabled={busy}
        >
          Send a new code
        </button>
        <button
          name="intent"
          value="restart-sign-up"
          className="text-sm font-semibold text-brand-700 underline"
          disabled={busy}
        >
          Use a different email
        </button>
      </Form>
    </section>
  );
}
