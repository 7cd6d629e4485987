import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_SEND_DELAY_MS, CONTACT_THANKS_MS } from '@shared/constants';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { toast } from './support/library-screen';
import { useServer } from './support/server';
import { contactForm, waitForSettings } from './support/settings-screen';

// SPEC §2 Contact Us, §4 (fields clear, thank-you note for 5 s), §5, §7 (simulated), §8.
const server = useServer();
const browser = useBrowser(server);

const SENT = 'Your message has been sent successfully!';

async function openSettings(before?: (page: Page) => Promise<void>) {
  const account = await createAccount(server.url);
  const page = await browser.open({ session: account.session });
  await before?.(page);
  await page.goto('/settings');
  await waitForSettings(page);
  return page;
}

const field = (page: Page, name: 'Name' | 'Email' | 'Message') =>
  contactForm(page).getByRole('textbox', { name, exact: true });
const submit = (page: Page, name: 'Submit' | 'Sending...' = 'Submit') =>
  contactForm(page).getByRole('button', { name, exact: true });
const note = (page: Page) => contactForm(page).getByRole('status');

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Message').fill(values.message);
}

const filled = { name: 'Ada', email: 'ada@example.com', message: 'Hello there.' };

describe('the Contact Us form', () => {
  it('asks for every field, blank after trimming counting as empty', async () => {
    const page = await openSettings();
    expect(await field(page, 'Email').getAttribute('type')).toBe('email');

    await submit(page).click();
    await errorToast(page, 'Please fill in all fields').waitFor();

    await fill(page, { ...filled, message: '   ' });
    await submit(page).click();
    await errorToast(page, 'Please fill in all fields').waitFor();
    expect(await submit(page, 'Sending...').count()).toBe(0);
    // Nothing was sent, so nothing was cleared.
    expect(await field(page, 'Name').inputValue()).toBe('Ada');
    expect(await note(page).textContent()).toBe('');
  });

  it('shows "Sending...", then clears the fields and thanks the user', async () => {
    const page = await openSettings();
    await fill(page, filled);

    await submit(page).click();
    await submit(page, 'Sending...').waitFor();
    expect(await submit(page, 'Sending...').isDisabled()).toBe(true);

    await note(page).getByText(SENT, { exact: true }).waitFor();
    await toast(page, SENT).waitFor();
    await submit(page).waitFor();
    for (const name of ['Name', 'Email', 'Message'] as const) {
      expect(await field(page, name).inputValue()).toBe('');
    }
  });

  it('keeps the thank-you note for 5 seconds, then removes it', async () => {
    // The page's clock is ours: the second count is exact, not a race with a real timer.
    const page = await openSettings((page) => page.clock.install());
    await fill(page, filled);
    await page.clock.pauseAt(Date.now() + 60_000);

    await submit(page).click();
    await submit(page, 'Sending...').waitFor();
    await page.clock.runFor(CONTACT_SEND_DELAY_MS);
    await note(page).getByText(SENT, { exact: true }).waitFor();

    await page.clock.runFor(CONTACT_THANKS_MS - 1);
    expect(await note(page).textContent()).toBe(SENT);
    await page.clock.runFor(1);
    await expect.poll(() => note(page).textContent()).toBe('');
  });
});
