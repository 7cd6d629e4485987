// What other parts of the client may use of the webhooks feature (docs/product/webhooks.md).
export { WebhooksCard } from './webhooks-card';
