// The server side of our sign-in screens (/oidc/interaction/{uid}): reads the
// provider's interaction for this browser and finishes it with a sign-in, a
// new account, a consent or a cancel. Rate limits slow password guessing
// without locking the owner out (server/rate-limit.ts).
import type { Request, Response } from 'express';
import { errors, type InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { IdentityAccess, IdentityResult, SignInScreen } from '../../app/context.ts';
import { LOT_NUMBER_AUTH_PARAM } from '../../lib/sign-in-client.ts';
import type { DomainContext } from '../domain/context.ts';
import { UserInputError } from '../domain/errors.ts';
import type { AccountFlows } from './account-flows.ts';
import { checkSignUp, verifyPassword } from './accounts.ts';
import { clientBrand } from './clients.ts';
import { homeCenterOfClient } from './sign-ins.ts';
import { isKnownBrowser, knownBrowserCookie, readMarks } from './known-browser.ts';
import { INTERACTION_PATH } from './provider.ts';
import {
  clear,
  hit,
  ipKey,
  refund,
  SIGN_IN_KNOWN_BROWSER,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
  SIGN_UP_PER_IP,
  type RateLimit,
} from '../rate-limit.ts';

export const WRONG_PASSWORD = 'That email and password do not match an account.';
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Go back to the site and start again.';
/** Sign-up's own words: no account was made. */
export const SIGN_UP_EXPIRED =
  'This sign-up has expired and no account was made. Go back to the site and choose Create an account again.';

/** The sign-in screen of an interaction, on one of its forms. */
function screenUrl(uid: string, form: string, extra: Record<string, string> = {}): string {
  return `${INTERACTION_PATH}/${uid}?${new URLSearchParams({ screen: form, ...extra })}`;
}

/** A step's answer: its own, or the sentence of the caller's mistake. */
async function asResult(step: () => Promise<IdentityResult>): Promise<IdentityResult> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof UserInputError) {
      return {
        error: error.message,
        field: error.field,
        fields: [...error.fields],
        problems: { ...error.problems },
      };
    }
    throw error;
  }
}

function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(seconds: number): IdentityResult {
  return {
    error: `Too many attempts. Try again in ${inMinutes(seconds)}, or reset your password.`,
  };
}

/** Sign-up's own words: there is no password to reset yet. */
function tooManySignUps(seconds: number): IdentityResult {
  return {
    error: `Too many accounts were started from this network. Try again in ${inMinutes(seconds)}.`,
  };
}

export function createIdentityAccess(options: {
  provider: Provider;
  /** The mailed parts of signing up (the code). */
  flows: AccountFlows;
  /** Sign the known-browser marks (known-browser.ts). */
  cookieKeys: readonly string[];
  ctx: DomainContext;
  req: Request;
  res: Response;
}): IdentityAccess {
  const { provider, flows, ctx, req, res } = options;
  const ip = ipKey(req.ip ?? 'unknown');
  const siteHost = new URL(provider.issuer).host;
  const secure = provider.issuer.startsWith('https://');
  const marks = readMarks(req.headers.cookie);

  /** This browser signed in to email before: remember it (again) for the email's limit. */
  function rememberBrowser(email: string) {
    res.append(
      'Set-Cookie',
      knownBrowserCookie({ marks, keys: options.cookieKeys, email, secure }),
    );
  }

  async function details() {
    try {
      return await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    }
  }

  async function finish(
    result: InteractionResults,
    expired = SIGN_IN_EXPIRED,
  ): Promise<IdentityResult> {
    try {
      const redirectTo = await provider.interactionResult(req, res, result, {
        mergeWithLastSubmission: false,
      });
      return { redirectTo };
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return { error: expired };
      throw error;
    }
  }

  async function limited(
    limit: RateLimit,
    key: string,
    refusal = tooMany,
  ): Promise<IdentityResult | null> {
    const result = await hit(ctx, limit.bucket, key, limit);
    return result.allowed ? null : refusal(result.retryAfterSeconds);
  }

  async function readScreen(): Promise<SignInScreen | null> {
    const interaction = await details();
    if (!interaction) return null;
    const clientId = String(interaction.params.client_id ?? '');
    const hint = interaction.params.login_hint;
    const redirectUri = interaction.params.redirect_uri;
    const returnHost = typeof redirectUri === 'string' ? new URL(redirectUri).host : siteHost;
    return {
      uid: interaction.uid,
      prompt: interaction.prompt.name === 'consent' ? 'consent' : 'login',
      clientId,
      brandCode: clientBrand(clientId),
      loginHint: typeof hint === 'string' && hint.length <= 254 ? hint : null,
      signUpFirst: interaction.params.ui_hint === 'sign-up',
      siteHost: returnHost === siteHost ? null : returnHost,
      lotNumber: await homeCenterOfClient(ctx, interaction.params[LOT_NUMBER_AUTH_PARAM], clientId),
      confirming:
        interaction.prompt.name === 'login' &&
        interaction.prompt.reasons.includes('login_prompt') &&
        Boolean(interaction.session?.accountId),
    };
  }

  let screenOnce: Promise<SignInScreen | null> | undefined;
  // The page's middleware (its brand) and its loader both ask: look once per request.
  const screen = (): Promise<SignInScreen | null> => (screenOnce ??= readScreen());

  // The provider records the home center it returns to (loadExistingGrant in provider.ts).
  const signedIn = (accountId: string, expired = SIGN_IN_EXPIRED) =>
    finish({ login: { accountId, amr: ['pwd'], remember: true } }, expired);

  return {
    screen,

    async signIn({ email, password }) {
      if (!(await screen())) return { error: SIGN_IN_EXPIRED };
      // A browser that signed in to this email before is held only by its own
      // count: guessers on the same address (a carrier's NAT, a home
      // center's Wi-Fi) or at the same email cannot lock its owner out.
      const knownBrowser = isKnownBrowser(marks, options.cookieKeys, email);
      const blocked = knownBrowser
        ? await limited(SIGN_IN_KNOWN_BROWSER, email)
        : ((await limited(SIGN_IN_PER_IP, ip)) ?? (await limited(SIGN_IN_PER_EMAIL, email)));
      if (blocked) return blocked;
      const account = await verifyPassword(ctx, email, password);
      if (!account) return { error: WRONG_PASSWORD, field: 'password' };
      // The owner got in: their email's counts start again, and the address's
      // counts failures only.
      await clear(ctx, SIGN_IN_PER_EMAIL.bucket, email);
      await clear(ctx, SIGN_IN_KNOWN_BROWSER.bucket, email);
      if (!knownBrowser) await refund(ctx, SIGN_IN_PER_IP.bucket, ip, SIGN_IN_PER_IP);
      rememberBrowser(account.email);
      return signedIn(account.accountId);
    },

    // Sign-up in two steps (sign-ups.ts): the form, then the code mailed to
    // its address. The screens answer the same whether or not the address
    // already has an account.
    async signUp(input) {
      const current = await screen();
      if (!current) return { error: SIGN_UP_EXPIRED };
      return asResult(async () => {
        // A form with a mistake is said at once and costs nothing of the limit.
        checkSignUp(input);
        const blocked = await limited(SIGN_UP_PER_IP, ip, tooManySignUps);
        if (blocked) return blocked;
        await flows.startSignUp({
          interactionUid: current.uid,
          form: input,
          clientId: current.clientId,
        });
        return { redirectTo: screenUrl(current.uid, 'verify') };
      });
    },

    async pendingSignUp() {
      const current = await screen();
      const pending = current ? await flows.pendingSignUp(current.uid) : null;
      return pending ? { email: pending.email } : null;
    },

    async verifySignUp({ code }) {
      const current = await screen();
      if (!current) return { error: SIGN_UP_EXPIRED };
      return asResult(async () => {
        const account = await flows.completeSignUp({ interactionUid: current.uid, code });
        rememberBrowser(account.email);
        return signedIn(account.accountId, SIGN_UP_EXPIRED);
      });
    },

    async resendSignUpCode() {
      const current = await screen();
      if (!current) return { error: SIGN_UP_EXPIRED };
      return asResult(async () => {
        await flows.resendSignUpCode({ interactionUid: current.uid, clientId: current.clientId });
        return { redirectTo: screenUrl(current.uid, 'verify', { sent: 'again' }) };
      });
    },

    async restartSignUp() {
      const current = await screen();
      if (!current) return { error: SIGN_UP_EXPIRED };
      await flows.cancelSignUp(current.uid);
      return { redirectTo: screenUrl(current.uid, 'sign-up') };
    },

    async consent() {
      const interaction = await details();
      if (!interaction?.session) return { error: SIGN_IN_EXPIRED };
      const clientId = String(interaction.params.client_id);
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId: interaction.session.accountId, clientId });
      if (!grant) return { error: SIGN_IN_EXPIRED };
      const missing = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      return finish({ consent: { grantId: await grant.save() } });
    },

    cancel() {
      return finish({
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
    },
  };
}
