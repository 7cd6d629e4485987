import type {
  CreatedWebhook,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
} from '@shared/contracts/webhooks';
import { checkedApi, isAuthError, type AuthorizedFetch } from '@client/lib/auth';
import {
  CreatedWebhookCheck,
  WebhookCheck,
  WebhookDeliveriesCheck,
  WebhookDeliveryCheck,
  WebhooksCheck,
  WebhookSecretCheck,
} from '@client/lib/contracts/webhooks-checks';

const pathOf = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

/**
 * The signed-in person's webhooks (/api/webhooks, docs/product/webhooks.md). Every answer is
 * checked against the shared contract; every failure is an AuthError carrying the server's code
 * and message.
 */
export function createWebhooksApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);

  return {
    /** The oldest first, never with their secrets. */
    list: async (): Promise<Webhook[]> => (await json(WebhooksCheck, '/api/webhooks')).webhooks,

    /** A new webhook, with its secret. */
    create: (request: CreateWebhookRequest): Promise<CreatedWebhook> =>
      json(CreatedWebhookCheck, '/api/webhooks', {
        method: 'POST',
        body: JSON.stringify(request),
      }),

    update: (id: string, change: UpdateWebhookRequest): Promise<Webhook> =>
      json(WebhookCheck, pathOf(id), { method: 'PATCH', body: JSON.stringify(change) }),

    /** Resolves once it is gone: deleted now, or already (another tab, another device). */
    remove: async (id: string): Promise<void> => {
      try {
        await send(pathOf(id), { method: 'DELETE' });
      } catch (error) {
        if (!(isAuthError(error) && error.code === 'not_found')) throw error;
      }
    },

    /** Asks for a test delivery: answered at once, pending; the log says how it went. */
    test: (id: string): Promise<WebhookDelivery> =>
      json(WebhookDeliveryCheck, `${pathOf(id)}/test`, { method: 'POST' }),

    /** Its delivery log, the newest first. */
    deliveries: async (id: string): Promise<WebhookDelivery[]> =>
      (await json(WebhookDeliveriesCheck, `${pathOf(id)}/deliveries`)).deliveries,

    secret: async (id: string): Promise<string> =>
      (await json(WebhookSecretCheck, `${pathOf(id)}/secret`)).secret,

    /** A new secret at once: the old one signs nothing from now on. */
    rotateSecret: async (id: string): Promise<string> =>
      (await json(WebhookSecretCheck, `${pathOf(id)}/secret`, { method: 'POST' })).secret,
  };
}

export type WebhooksApi = ReturnType<typeof createWebhooksApi>;
