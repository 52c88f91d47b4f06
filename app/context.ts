// What the host server hands every request (DESIGN §3). The key objects are
// re-exported by entry.server.tsx so the Express host sets the very same keys
// the bundled routes read.
import { createContext } from 'react-router';
import type { ResultOf, TadaDocumentNode } from 'gql.tada';
import type { AccountAccess } from './account/access.ts';
import type { GetDealerQuery } from './graphql/documents/site.ts';
import type { PublicConfig } from '../server/env.ts';
import type { PricingDefaults } from '../lib/pricing/estimate.ts';
import type { FragmentStore } from './server-fragments.tsx';
import type { ThankYouSeal } from '../server/http/thank-you-seal.ts';

export type Execute = <TData, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

export type AppContext = {
  requestId: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  publicConfig: PublicConfig;
  /** Where the corporate site centres "homes near you" before the visitor says. */
  defaultPostalCode: string;
  /** Runs a named GraphQL operation in-process. */
  execute: Execute;
  /**
   * SPEC §2 `{path}/page-data.json`: run the page's middleware and loaders as
   * usual, but answer their data as JSON instead of HTML.
   */
  pageData: boolean;
  /** The answer is an HTML document (not page data, not a navigation's `.data`). */
  htmlDocument: boolean;
  /** On the sign-in screens (/oidc/interaction/{uid}) only: this visitor's sign-in. */
  identity: IdentityAccess | null;
  /** On the account screens (/oidc/account/…) only: forgot and reset password, email change, outbox. */
  account: AccountAccess | null;
  /** On staff pages (/staff/…, behind server/http/staff-gate.ts) only. */
  staff: StaffAccess | null;
  /** Tells a thank-you's address the server wrote from a typed one (server/http/thank-you-seal.ts). */
  thankYou: ThankYouSeal;
  /** Rendered server fragments (app/server-fragments.tsx); null: every part rendered (development). */
  fragments: FragmentStore | null;
  /**
   * What `read` gives, kept under `name` until the catalogue or the pricing
   * changes (server/http/catalogue-kept.ts): only for what the catalogue alone
   * decides. Development reads it every time.
   */
  kept: <T>(name: string, read: () => Promise<T>) => Promise<T>;
  /**
   * The HTML document app/entry.server.tsx rendered, and the Response it
   * answered with (status and headers, no body): the host writes the string
   * to the socket itself (decision 0019), never through a body stream.
   */
  document?: { response: Response; html: string };
};

/** What staff pages may change (issue 14: each home center's estimate figures). */
export type StaffAccess = {
  /** Every home center, with whether it set its own figures. */
  homeCenters(): Promise<{ dealerId: number; lotNumber: string; name: string; own: boolean }[]>;
  /** The figures of a home center (null: the company's), and whether they are its own. */
  pricing(dealerId: number | null): Promise<{ defaults: PricingDefaults; own: boolean }>;
  /** Stores them, checked whole; a refusal names its field (UserInputError). */
  savePricing(dealerId: number | null, defaults: unknown): Promise<void>;
  /** The home center goes back to the company's figures. */
  forgetPricing(dealerId: number): Promise<void>;
};

/** What a sign-in screen shows (server/identity/interactions.ts fills it). */
export type SignInScreen = {
  uid: string;
  /** login: the visitor signs in or up; consent: a signed-in user confirms access. */
  prompt: 'login' | 'consent';
  clientId: string;
  /** The brand whose site asked (from the client id); null for the corporate site. */
  brandCode: string | null;
  loginHint: string | null;
  /** The site asked for the sign-up form first (ui_hint=sign-up). */
  signUpFirst: boolean;
  /** The host the sign-in returns to when it is not this site's own: a home center's. */
  siteHost: string | null;
  /** On this site's own host: the home center whose pages (`?lotNumber=`) the sign-in started from. */
  lotNumber: string | null;
  /**
   * A signed-in person is asked to type their password again (prompt=login),
   * before a change such as their email: the screen says why and offers no sign-up.
   */
  confirming: boolean;
};

export type IdentityResult =
  | { redirectTo: string }
  /**
   * `field` the first field with a problem; `fields` each one and `problems`
   * each one's own words (a sign-up form says all at once, beside its fields).
   */
  | { error: string; field?: string; fields?: string[]; problems?: Record<string, string> };

export type IdentityAccess = {
  /** The sign-in in progress, or null when it expired or belongs to another browser. */
  screen(): Promise<SignInScreen | null>;
  signIn(input: { email: string; password: string }): Promise<IdentityResult>;
  /** Keeps the form and mails a code to its address (or a notice to its account's owner); then the code screen. */
  signUp(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  }): Promise<IdentityResult>;
  /** The address of the sign-up waiting for its code, or null. */
  pendingSignUp(): Promise<{ email: string } | null>;
  /** Finishes the sign-up with the mailed code: the account exists and is signed in. */
  verifySignUp(input: { code: string }): Promise<IdentityResult>;
  /** Mails a new code for the waiting sign-up. */
  resendSignUpCode(): Promise<IdentityResult>;
  /** Forgets the waiting sign-up: back to the sign-up form. */
  restartSignUp(): Promise<IdentityResult>;
  consent(): Promise<IdentityResult>;
  cancel(): Promise<IdentityResult>;
};

export const appContext = createContext<AppContext>();

export type SiteDealer = NonNullable<ResultOf<typeof GetDealerQuery>['getDealer']>;

/** Site mode of this request (DESIGN §1): a home center's site, or the corporate site. */
export type Site = {
  dealer: SiteDealer | null;
  /** SPEC §6: derived from the dealer; the corporate client when none applies. */
  signInClientId: string;
};

export const siteContext = createContext<Site>();
