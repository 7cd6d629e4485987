import type { Page } from 'playwright-core';

// Where things are on /settings, by role and accessible name only.

/** Waits for the settings page to be drawn. */
export async function waitForSettings(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

export function settingSwitch(page: Page, name: 'Dark mode' | 'Confirm before deleting videos') {
  return page.getByRole('switch', { name, exact: true });
}

export async function isOn(page: Page, name: Parameters<typeof settingSwitch>[1]) {
  return (await settingSwitch(page, name).getAttribute('aria-checked')) === 'true';
}

export function dateFormatSelect(page: Page) {
  return page.getByRole('combobox', { name: 'Date format' });
}

export async function chooseDateFormat(page: Page, format: string): Promise<void> {
  await dateFormatSelect(page).click();
  await page.getByRole('option', { name: format, exact: true }).click();
}

/** The Contact Us form (a form named by its card's title). */
export function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact Us' });
}
