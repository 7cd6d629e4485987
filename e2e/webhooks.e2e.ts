import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeSite } from '@server/test-support/fake-site';
import { listen } from '@server/test-support/listening-app';
import { createTestApp } from '@server/test-support/test-app';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { putOnClipboard } from './support/clipboard';
import { addVideoButton, allCards, waitForLibrary } from './support/library-screen';
import type { E2eServer } from './support/server';
import { waitForSettings } from './support/settings-screen';

// docs/product/webhooks.md: a webhook set up in Settings → Webhooks receives a signed delivery
// when a video is added, and its delivery log says it was delivered.
//
// The server must reach a local receiver, which the real server process (main.ts) never can: no
// setting fills the safe fetcher's test-only allowance (decision 0048). So this file serves the
// same app (and the built client) in-process, with the allowance, as the image proxy's does; its
// background's jobs are started as main.ts starts them, and find the delivery by themselves.

const CLIENT_DIR = join(import.meta.dirname, '..', 'dist', 'client');

const receiver = await startFakeSite();
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
receiver.on('/hook', (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
});
const { app, background } = await createTestApp({
  clientDir: CLIENT_DIR,
  outbound: { allowAddresses: [receiver.allowance] },
});
await background.jobs.start();
const listening = await listen(app);
afterAll(() => Promise.all([listening.close(), receiver.close()]));
const server: E2eServer = { url: listening.url };
const browser = useBrowser(server);

describe('Webhooks', () => {
  it('sets one up in Settings; a video added is delivered, signed, and its log says "Delivered"', async () => {
    const account = await createAccount(server.url, 'webhooks');
    const page = await browser.open({ session: account.session });
    await page.goto('/settings');
    await waitForSettings(page);
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByText('No webhooks yet.', { exact: true }).waitFor();

    const address = `${receiver.url}/hook`;
    await card.getByRole('textbox', { name: 'Webhook address', exact: true }).fill(address);
    const added = card.getByRole('checkbox', { name: 'A video is added (video.added)' });
    expect(await added.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Add webhook', exact: true }).click();

    const secretField = card.getByRole('textbox', { name: 'The new webhook’s secret' });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await card.getByRole('button', { name: 'Done', exact: true }).click();
    await secretField.waitFor({ state: 'detached' });
    const webhook = card.getByRole('listitem', { name: address, exact: true });
    await webhook.getByText('Nothing sent yet.', { exact: true }).waitFor();
    expect(await webhook.getByRole('switch', { name: 'On', exact: true }).isChecked()).toBe(true);

    // A video added in the library, as a person adds one: from the clipboard.
    await page.goto('/');
    await waitForLibrary(page);
    await putOnClipboard(page, 'https://example.com/handed-to-the-downloader');
    await addVideoButton(page).click();
    await expect.poll(() => allCards(page).count()).toBe(1);

    await page.goto('/settings');
    await waitForSettings(page);
    const log = card
      .getByRole('listitem', { name: address, exact: true })
      .getByRole('list', { name: 'Delivery log', exact: true });
    const entry = log.getByRole('listitem').first();
    await expect.poll(() => entry.textContent()).toMatch(/^Video added.*Delivered \(200\)$/);
    expect(await log.getByRole('listitem').count()).toBe(1);

    // What the receiver got: one POST, signed with the secret the card showed.
    expect(received).toHaveLength(1);
    const [sent] = received as [(typeof received)[number]];
    expect(sent.headers['x-vidshelf-event']).toBe('video.added');
    expect(sent.headers['x-vidshelf-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(sent.body).digest('hex')}`,
    );
    expect(JSON.parse(sent.body)).toMatchObject({
      event: 'video.added',
      attempt: 1,
      data: { url: 'https://example.com/handed-to-the-downloader' },
    });
  });
});
