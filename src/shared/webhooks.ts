// Webhooks' fixed numbers, events and messages (docs/product/webhooks.md), shared by the
// contract (src/shared/contracts/webhooks.ts), the server and the client, which takes no zod.

/** Webhooks one account may have (docs/product/webhooks.md#limits). */
export const WEBHOOKS_PER_USER_MAX = 5;
/** The longest webhook address. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Deliveries kept in a webhook's log, the newest; older ones go once they are settled. */
export const WEBHOOK_DELIVERIES_KEPT = 100;
/** Tries of one delivery: the first and 7 retries, 30 s apart and doubling (about an hour). */
export const WEBHOOK_ATTEMPTS_MAX = 8;

/** What a webhook can be told of (docs/product/webhooks.md#events). */
export const WEBHOOK_EVENTS = [
  'video.added',
  'video.unavailable',
  'subscription.item_added',
] as const;

/** The words the screen and the API answer with (docs/product/webhooks.md). */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that receives the webhook.',
  urlTooLong: `Use at most ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlInvalid: 'Enter an address that starts with http:// or https://.',
  urlCredentials: 'Leave the user name and password out of the address.',
  eventsRequired: 'Pick at least one event.',
  limitReached: `You have ${WEBHOOKS_PER_USER_MAX} webhooks, the most an account may have: delete one before you add another.`,
  notFound: 'Webhook not found.',
} as const;
