import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@shared/contracts/webhooks';
import { deliveryPollInterval, DELIVERY_POLL_MS } from './delivery-polling';
import { deliveryStatusText } from './webhook-texts';

const delivery = (change: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: '6f2b1f0e-3c53-4a7e-9d8e-2d1b4c5a6e7f',
  event: 'video.added',
  createdAt: '2026-01-02T03:04:05.000Z',
  state: 'pending',
  attempts: 0,
  lastStatus: null,
  lastError: null,
  deliveredAt: null,
  nextAttemptAt: '2026-01-02T03:04:05.000Z',
  ...change,
});
const at = (iso: string) => `at(${iso.slice(11, 19)})`;

describe('a delivery’s status line', () => {
  it.each([
    [{}, 'Sending…'],
    [{ state: 'delivered', attempts: 1, lastStatus: 200, nextAttemptAt: null }, 'Delivered (200)'],
    [
      { attempts: 1, lastStatus: 500, nextAttemptAt: '2026-01-02T03:04:35.000Z' },
      'Failed (HTTP 500), retrying at at(03:04:35)',
    ],
    [
      { attempts: 2, lastError: 'The receiver could not be reached.' },
      'Failed (no answer), retrying at at(03:04:05)',
    ],
    [
      { state: 'failed', attempts: 8, lastStatus: 500, nextAttemptAt: null },
      'Failed after 8 attempts',
    ],
    [{ state: 'failed', attempts: 1, nextAttemptAt: null }, 'Failed after 1 attempt'],
    [{ state: 'failed', attempts: 0, nextAttemptAt: null }, 'Not sent'],
  ] as const)('%j → %s', (change, text) => {
    expect(deliveryStatusText(delivery(change), at)).toBe(text);
  });

  it('is read again every few seconds only while a delivery is being tried', () => {
    expect(deliveryPollInterval(undefined)).toBe(false);
    expect(deliveryPollInterval([delivery({ state: 'delivered' })])).toBe(false);
    expect(deliveryPollInterval([delivery({ state: 'failed' }), delivery({})])).toBe(
      DELIVERY_POLL_MS,
    );
  });
});
