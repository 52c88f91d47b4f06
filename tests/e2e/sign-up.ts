// The home account sign-up the journeys share: "Create an account" on the
// page opens our sign-up screen in a popup; the code mailed to the address
// (read from the development outbox) finishes it, and the popup closes once
// the account exists and the page has the signed-in user.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { listOutbox, type OutboxMessage } from '../../server/mail/mailer.ts';

export const E2E_PASSWORD = 'front porch swing at dusk';

/** The header's account button of a signed-in person: their first name (app/components/account-menu.tsx). */
export function accountButton(page: Page, firstName: string): Locator {
  return page.locator('header').getByRole('button', { name: `Your account: ${firstName}` });
}

/**
 * Signs out as a person does: the account menu, then Sign out (one click).
 * Resolves once the provider has sent the page back to the portal landing,
 * which then returns to the page (the caller waits for that): until then the
 * page is still the one it left from.
 */
export async function signOutFromMenu(page: Page, firstName: string): Promise<void> {
  const landed = page.waitForURL(
    (url) => url.pathname === '/myhome-account-login' && url.searchParams.has('state'),
  );
  await accountButton(page, firstName).click();
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await landed;
}

export async function signUpInPopup(
  page: Page,
  person: { firstName: string; email: string },
  /** Checks of the sign-up screen itself, before it is filled in. */
  onScreen?: (popup: Page) => Promise<void>,
  options: {
    /** Where the code is read; default the development outbox page. */
    code?: (email: string) => Promise<string>;
    /** The button that opens the sign-up; default "Create an account". */
    button?: string;
  } = {},
): Promise<void> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: options.button ?? 'Create an account' }).click(),
  ]);
  await popup.getByRole('heading', { name: 'Create your home account' }).waitFor();
  await onScreen?.(popup);
  await popup.getByLabel('First name').fill(person.firstName);
  await popup.getByLabel('Last name').fill('Buyer');
  await popup.getByLabel('Email').fill(person.email);
  await popup.getByLabel('Password').fill(E2E_PASSWORD);
  await popup.getByRole('button', { name: 'Create account' }).click();
  // The account is made once the code mailed to the address comes back.
  await popup.getByRole('heading', { name: 'Check your email' }).waitFor();
  await popup
    .getByLabel('Code')
    .fill(await (options.code ?? ((email) => mailedCode(page, email)))(person.email));
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Create account' }).click(),
  ]);
}

/**
 * Reads the newest mail to an address in the development outbox, as a person
 * would, in a tab of its own; it waits (up to about 10 s) for the mail to go out.
 */
export async function fromOutbox(
  page: Page,
  address: string,
  read: (mail: Locator) => Promise<string | null>,
): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      await outbox.goto(new URL('/oidc/account/outbox', page.url()).href);
      const found = await read(outbox.getByRole('article').filter({ hasText: address }));
      if (found) return found;
    }
    throw new Error(`no such mail to ${address} in the outbox`);
  } finally {
    await outbox.close();
  }
}

/** The href of the newest link named like `name` mailed to an address. */
export function mailedLink(page: Page, address: string, name: RegExp): Promise<string> {
  return fromOutbox(page, address, (mail) =>
    mail
      .getByRole('link', { name })
      .first()
      .getAttribute('href', { timeout: 500 })
      .catch(() => null),
  );
}

/** The newest sign-up code mailed to an address (it ends the mail's subject). */
export async function mailedCode(page: Page, email: string): Promise<string> {
  const subject = await fromOutbox(page, email, (mail) =>
    mail
      .getByRole('heading', { name: /code: \d{6}$/ })
      .first()
      .textContent({ timeout: 500 })
      .catch(() => null),
  );
  return subject.slice(-6);
}

/**
 * The mail a site sent, read from its outbox folder: a production site on
 * PostgreSQL has no outbox page (docs/identity.md), but the e2e setup knows
 * its data folder. Waits (up to about 10 s) for matching mail to go out.
 */
export async function outboxMail(
  dataDir: string,
  matches: (mail: OutboxMessage) => boolean,
): Promise<OutboxMessage[]> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = (await listOutbox(path.join(dataDir, 'outbox'))).filter(matches);
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

/** The newest sign-up code mailed to an address, from a site's outbox folder. */
export async function folderCode(dataDir: string, email: string): Promise<string> {
  const [mail] = await outboxMail(
    dataDir,
    (message) =>
      message.to.toLowerCase().includes(email.toLowerCase()) &&
      / code: \d{6}$/.test(message.subject),
  );
  if (!mail) throw new Error(`no sign-up code for ${email} in ${dataDir}`);
  return mail.subject.slice(-6);
}
