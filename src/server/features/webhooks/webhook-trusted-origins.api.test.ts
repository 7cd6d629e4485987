import { afterAll, describe, expect, it } from 'vitest';
import { CreatedWebhookSchema, WebhookDeliveriesSchema } from '@shared/contracts/webhooks';
import { signUpUser } from '@server/test-support/library-fixtures';
import { startFakeSite } from '@server/test-support/fake-site';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { PRIVATE_ADDRESS_MESSAGE } from './delivery-failure';

// A receiver on the server's own network (a downloader on the LAN) is reached when the operator
// names its origin in WEBHOOK_TRUSTED_ORIGINS (docs/product/webhooks.md); any other private
// address is still refused. No test allowance here: only the setting opens the way.
const trusted = await startFakeSite();
const untrusted = await startFakeSite();
afterAll(() => Promise.all([trusted.close(), untrusted.close()]));
const { request, background } = await createTestApp({
  signUpsPerIp: 100,
  webhookTrustedOrigins: [new URL(trusted.url).origin],
});

type User = Awaited<ReturnType<typeof signUpUser>>;

/** A path of `site` that answers 204 and counts what it was sent. */
function receiverOn(site: typeof trusted) {
  const received: string[] = [];
  site.on('/hook', (req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.method ?? '');
      res.writeHead(204);
      res.end();
    });
  });
  return { url: `${site.url}/hook`, received };
}

async function createWebhook(user: User, url: string) {
  const res = await request('POST', '/api/webhooks', {
    token: user.token,
    body: { url, events: ['video.added'] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CreatedWebhookSchema.parse(res.body);
}

async function lastDeliveryOf(user: User, webhookId: string) {
  const res = await request('GET', `/api/webhooks/${webhookId}/deliveries`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return WebhookDeliveriesSchema.parse(res.body).deliveries[0];
}

describe(`webhooks to the operator's trusted origins (${testDriver()})`, () => {
  it('delivers to a trusted origin on the private network, and still refuses another', async () => {
    const user = await signUpUser(request, 'lan');
    const downloader = receiverOn(trusted);
    const stranger = receiverOn(untrusted);
    const toDownloader = await createWebhook(user, downloader.url);
    const toStranger = await createWebhook(user, stranger.url);

    const added = await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/for-the-lan', categoryId: await user.unsortedId() },
    });
    expect(added.status).toBe(201);
    await background.webhooks.settled();

    expect(downloader.received).toEqual(['POST']);
    expect(await lastDeliveryOf(user, toDownloader.id)).toMatchObject({
      state: 'delivered',
      lastStatus: 204,
    });
    expect(stranger.received).toEqual([]);
    expect(await lastDeliveryOf(user, toStranger.id)).toMatchObject({
      state: 'failed',
      lastError: PRIVATE_ADDRESS_MESSAGE,
    });
  });
});
