import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SEND_DELAY_MS, CONTACT_THANKS_MS } from '@shared/constants';
import {
  SPAWN_TEST_TIMEOUT_MS,
  spawnTs,
  startServerProcess,
  type ServerProcess,
} from '@server/test-support/server-process';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { toast } from './support/library-screen';
import { useServer, type E2eServer } from './support/server';
import { contactForm, waitForSettings } from './support/settings-screen';

// docs/product/screens-and-routes.md Contact Us, states.md (fields clear, thank-you note for 5 s),
// validation.md, api.md (a 1 s send), errors.md; docs/product/contact-messages.md: the message is
// stored on the server, and the operator reads it with `npm run cli -- messages`.
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

  it('says the spec’s failure, and the server’s reason, past 5 messages an hour', async () => {
    const page = await openSettings();
    for (let i = 0; i < 5; i++) {
      await fill(page, { ...filled, message: `Message ${i + 1}` });
      await submit(page).click();
      await submit(page, 'Sending...').waitFor();
      await submit(page).waitFor();
      expect(await field(page, 'Message').inputValue()).toBe('');
    }
    // The server refuses the sixth (429, logged by the browser and the form).
    browser.consoleErrors.allowFailedRequest('/api/contact', 429);
    browser.consoleErrors.allowMessage(/^Sending the contact message failed/);
    await fill(page, filled);
    await submit(page).click();
    await submit(page, 'Sending...').waitFor();
    await errorToast(page, 'Failed to send message. Please try again.').waitFor();
    await contactForm(page)
      .getByRole('alert')
      .getByText('You can send 5 messages an hour. Please try again in 60 minutes.', {
        exact: true,
      })
      .waitFor();
    // Not sent, so nothing was cleared.
    expect(await field(page, 'Message').inputValue()).toBe(filled.message);
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

// A server start, a stop and three command-line runs: room for a busy machine.
describe('a message sent with the form', { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  // A server of its own, stopped within the test: on the embedded database the command line
  // needs the data directory to itself, as the README tells operators.
  let dataDir = '';
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-contact-'));
    running = await startServerProcess({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await running?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const ownServer: E2eServer = {
    get url() {
      if (!running) throw new Error('The server is not running.');
      return running.url;
    },
  };
  const ownBrowser = useBrowser(ownServer);
  const messages = async (...args: string[]) => {
    const result = await spawnTs('src/cli/main.ts', ['messages', ...args], { DATA_DIR: dataDir })
      .exited;
    expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
    return result.stdout;
  };

  it('reaches the operator: listed by `npm run cli -- messages`, read whole with --read', async () => {
    const account = await createAccount(ownServer.url, 'contact');
    const page = await ownBrowser.open({ session: account.session });
    await page.goto('/settings');
    await waitForSettings(page);
    await fill(page, {
      name: ' Ada Lovelace ',
      email: 'ada@example.com',
      message: 'The engine is lovely.\nOne question though.',
    });
    await submit(page).click();
    await submit(page, 'Sending...').waitFor();
    await note(page).getByText(SENT, { exact: true }).waitFor();
    await ownBrowser.closeContext();
    const stopped = await running?.stop('SIGTERM');
    running = undefined;
    expect(stopped?.code).toBe(0);

    const line = (await messages())
      .split('\n')
      .find((l) => l.includes('Ada Lovelace <ada@example.com>'));
    // When, unread, the sender as typed (trimmed), the account that sent it, the first line, the id.
    expect(line).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC {2}UNREAD {2}Ada Lovelace <ada@example.com> {2}\\(account ${account.email.replace(/[.+]/g, '\\$&')}\\) {2}“The engine is lovely\\. …” {2}[0-9a-f-]{36}$`,
      ),
    );
    const id = line?.split('  ').at(-1) ?? '';
    const read = await messages('--read', id);
    expect(read).toContain(`From:    Ada Lovelace <ada@example.com>\nAccount: ${account.email}\n`);
    expect(read).toContain('\n\nThe engine is lovely.\nOne question though.\n');
    expect(await messages('--unread')).toBe('No unread messages.\n');
  });
});
