// The home account sign-up the journeys share: "Create an account" on the
// page opens our sign-up screen in a popup, which closes once the account
// exists and the page has the signed-in user.
import type { Page } from 'playwright-core';

export const E2E_PASSWORD = 'front porch swing at dusk';

export async function signUpInPopup(
  page: Page,
  person: { firstName: string; email: string },
  /** Checks of the sign-up screen itself, before it is filled in. */
  onScreen?: (popup: Page) => Promise<void>,
): Promise<void> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Create an account' }).click(),
  ]);
  await popup.getByRole('heading', { name: 'Create your home account' }).waitFor();
  await onScreen?.(popup);
  await popup.getByLabel('First name').fill(person.firstName);
  await popup.getByLabel('Last name').fill('Buyer');
  await popup.getByLabel('Email').fill(person.email);
  await popup.getByLabel('Password').fill(E2E_PASSWORD);
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Create account' }).click(),
  ]);
}
