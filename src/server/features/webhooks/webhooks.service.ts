import {
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_USER_MAX,
  type CreatedWebhook,
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookEvent,
  type WebhookSecret,
} from '@shared/contracts/webhooks';
import type { Database } from '@server/db/client';
import { lockUser } from '@server/core';
import { AppError } from '@server/http/app-error';
import type { BackgroundTask } from '@server/jobs';
import { newWebhookSecret } from './webhook-signature';
import {
  countWebhooks,
  deleteWebhook,
  findWebhook,
  insertDelivery,
  insertWebhook,
  lastDeliveries,
  listDeliveries,
  listWebhooks,
  updateWebhook,
} from './webhooks.repo';
import type { WebhookDeliveryRow, WebhookRow } from './webhooks.tables';

const notFound = () => new AppError('not_found', 404, WEBHOOK_MESSAGES.notFound);

/** A log entry as the API answers it. */
export const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event as WebhookDeliveryEvent,
  createdAt: row.createdAt.toISOString(),
  state: row.deliveredAt !== null ? 'delivered' : row.nextAttemptAt !== null ? 'pending' : 'failed',
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

const toWebhook = (row: WebhookRow, last: WebhookDeliveryRow | undefined): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: last ? toDelivery(last) : null,
});

export interface WebhooksServiceDeps {
  db: Database;
  /** The background's deliveries, woken when a test is asked for (it goes out at once). */
  deliveries: BackgroundTask;
}

/**
 * A user's webhooks (docs/product/webhooks.md): at most WEBHOOKS_PER_USER_MAX, each with its
 * events, on or off, its secret (shown when made, and on asking), a test, and its delivery log.
 * What happens in the library reaches them through recordWebhookEvents, not through here.
 */
export function createWebhooksService({ db, deliveries }: WebhooksServiceDeps) {
  async function read(userId: string, id: string): Promise<Webhook> {
    const found = await db.asUser(userId, async (tx) => {
      const row = await findWebhook(tx, userId, id);
      if (!row) return undefined;
      const [last] = await listDeliveries(tx, userId, id, 1);
      return { row, last };
    });
    if (!found) throw notFound();
    return toWebhook(found.row, found.last);
  }

  return {
    async list(userId: string): Promise<{ webhooks: Webhook[] }> {
      const { rows, last } = await db.asUser(userId, async (tx) => ({
        rows: await listWebhooks(tx, userId),
        last: await lastDeliveries(tx, userId),
      }));
      return { webhooks: rows.map((row) => toWebhook(row, last.get(row.id))) };
    },

    /** Made under the user's lock, so two at once cannot both pass the cap. */
    async create(
      userId: string,
      { url, events, enabled = true }: CreateWebhookRequest,
    ): Promise<CreatedWebhook> {
      const row = await db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        if ((await countWebhooks(tx, userId)) >= WEBHOOKS_PER_USER_MAX) {
          throw new AppError('webhook_limit_reached', 409, WEBHOOK_MESSAGES.limitReached);
        }
        return insertWebhook(tx, { userId, url, events, enabled, secret: newWebhookSecret() });
      });
      return { ...toWebhook(row, undefined), secret: row.secret };
    },

    async update(userId: string, id: string, changes: UpdateWebhookRequest): Promise<Webhook> {
      const changed = await db.asUser(userId, (tx) => updateWebhook(tx, userId, id, changes));
      if (!changed) throw notFound();
      return read(userId, id);
    },

    /** Deletes it with its log; its deliveries still pending are not sent. */
    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db.asUser(userId, (tx) => deleteWebhook(tx, userId, id));
      if (!deleted) throw notFound();
    },

    /** Sends a 'ping' now, whether the webhook is on or off; answered before it is sent. */
    async test(userId: string, id: string): Promise<WebhookDelivery> {
      const delivery = await db.asUser(userId, async (tx) => {
        const webhook = await findWebhook(tx, userId, id);
        if (!webhook) return undefined;
        return insertDelivery(tx, {
          webhookId: id,
          userId,
          event: 'ping',
          payload: { webhook: { id: webhook.id, url: webhook.url, events: webhook.events } },
        });
      });
      if (!delivery) throw notFound();
      deliveries.wake();
      return toDelivery(delivery);
    },

    async deliveries(userId: string, id: string): Promise<{ deliveries: WebhookDelivery[] }> {
      const rows = await db.asUser(userId, async (tx) => {
        if (!(await findWebhook(tx, userId, id))) return undefined;
        return listDeliveries(tx, userId, id);
      });
      if (!rows) throw notFound();
      return { deliveries: rows.map(toDelivery) };
    },

    async secret(userId: string, id: string): Promise<WebhookSecret> {
      const row = await db.asUser(userId, (tx) => findWebhook(tx, userId, id));
      if (!row) throw notFound();
      return { secret: row.secret };
    },

    /** A new secret at once: deliveries from now on (retries included) are signed with it. */
    async rotateSecret(userId: string, id: string): Promise<WebhookSecret> {
      const secret = newWebhookSecret();
      const row = await db.asUser(userId, (tx) => updateWebhook(tx, userId, id, { secret }));
      if (!row) throw notFound();
      return { secret };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
