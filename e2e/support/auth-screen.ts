import type { Page } from 'playwright-core';
import type { Credentials } from '@shared/contracts/auth';
import { waitForPath } from './navigation';

/** The password field: exact, so "Password" never matches hints or other labels. */
export function passwordField(page: Page) {
  return page.getByLabel('Password', { exact: true });
}

export async function fillCredentials(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await passwordField(page).fill(password);
}

/** Signs in through /auth as a user would, and waits for the library screen. */
export async function signInThroughUi(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/auth');
  await fillCredentials(page, credentials);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await waitForPath(page, '/');
}

/** The toast that reports a failure: titled "Error", with the message below. */
export function errorToast(page: Page, message: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Error' })
    .filter({ hasText: message });
}
