import type { Subscription } from '@shared/contracts/subscriptions';

/**
 * How a subscription is doing, in a few words. `checking`: a "Check now" was asked and its answer
 * has not come yet, whatever the last check said.
 */
export function statusText(
  { status, lastError }: Pick<Subscription, 'status' | 'lastError'>,
  checking = false,
): string {
  if (checking && status !== 'paused' && status !== 'off') return 'Checking...';
  switch (status) {
    case 'waiting':
      return 'Waiting for its first check';
    case 'ok':
      return 'OK';
    case 'failing':
      return lastError ? `Failing: ${lastError}` : 'Failing';
    case 'paused':
      return 'Paused';
    case 'off':
      return 'Off';
  }
}
