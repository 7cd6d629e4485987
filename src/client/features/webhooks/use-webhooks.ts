import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookRequest, Webhook } from '@shared/contracts/webhooks';
import { useAuth } from '@client/features/auth';
import { deliveryPollInterval } from './delivery-polling';
import { createWebhooksApi, type WebhooksApi } from './webhooks-api';

/** Keyed by user, so one user's webhooks never show for another; sign-out empties the cache. */
export const webhooksKey = (userId: string | undefined) => ['webhooks', userId ?? ''] as const;
const deliveriesKey = (userId: string | undefined, webhookId: string) =>
  [...webhooksKey(userId), 'deliveries', webhookId] as const;

/** The webhook endpoints, sending the signed-in user's session (refreshed once if it expired). */
export function useWebhooksApi(): WebhooksApi {
  const { client } = useAuth();
  return useMemo(
    () => createWebhooksApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/** The user's webhooks, the oldest first. */
export function useWebhooks() {
  const { user } = useAuth();
  const api = useWebhooksApi();
  return useQuery({
    queryKey: webhooksKey(user?.id),
    queryFn: api.list,
    enabled: user !== null,
  });
}

/** A webhook's delivery log, read again every few seconds while a delivery is being tried. */
export function useDeliveries(webhookId: string) {
  const { user } = useAuth();
  const api = useWebhooksApi();
  return useQuery({
    queryKey: deliveriesKey(user?.id, webhookId),
    queryFn: () => api.deliveries(webhookId),
    enabled: user !== null,
    refetchInterval: (query) => deliveryPollInterval(query.state.data),
  });
}

/** Changes to the cached list: the server's answer shown at once, then read again. */
function useWebhooksCache() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = webhooksKey(user?.id);
  return {
    update: (change: (webhooks: Webhook[]) => Webhook[]) =>
      queryClient.setQueryData<Webhook[]>(key, (webhooks) => webhooks && change(webhooks)),
    /** The list and every log. */
    reread: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** Adds a webhook. Its secret stays with the caller (the answer), never in the cached list. */
export function useCreateWebhook() {
  const api = useWebhooksApi();
  const { update, reread } = useWebhooksCache();
  return useMutation({
    mutationFn: api.create,
    onSuccess: ({ secret: _secret, ...webhook }) => update((webhooks) => [...webhooks, webhook]),
    onSettled: reread,
  });
}

export function useUpdateWebhook() {
  const api = useWebhooksApi();
  const { update, reread } = useWebhooksCache();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateWebhookRequest }) =>
      api.update(id, change),
    onSuccess: (answer) =>
      update((webhooks) =>
        webhooks.map((webhook) => (webhook.id === answer.id ? answer : webhook)),
      ),
    onSettled: reread,
  });
}

export function useDeleteWebhook() {
  const api = useWebhooksApi();
  const { update, reread } = useWebhooksCache();
  return useMutation({
    mutationFn: (webhook: Webhook) => api.remove(webhook.id),
    onSuccess: (_nothing, webhook) =>
      update((webhooks) => webhooks.filter((w) => w.id !== webhook.id)),
    onSettled: reread,
  });
}

/** Sends a test; its log is read again at once, and then while the test is pending. */
export function useTestWebhook() {
  const api = useWebhooksApi();
  const { reread } = useWebhooksCache();
  return useMutation({ mutationFn: (webhook: Webhook) => api.test(webhook.id), onSettled: reread });
}
