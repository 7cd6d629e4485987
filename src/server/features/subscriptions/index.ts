/**
 * Following channels, playlists and feeds (docs/product/subscriptions.md): the routes, the
 * service, the feeds' discovery and reading, and the background's checks.
 */
export { registerSubscriptionRoutes } from './subscriptions.routes';
export {
  createSubscriptionsService,
  FEED_LOOKUPS_PER_MINUTE,
  FEED_LOOKUP_WINDOW_MS,
  FOLLOWING_OFF_MESSAGE,
  type SubscriptionsService,
} from './subscriptions.service';
export { createFeedDiscovery, type FeedDiscovery } from './feed-discovery';
export { createFeedFetcher, type FeedFetcher } from './feed-fetcher';
export { defineFeedChecks, FEED_CHECKS_PER_PROCESS, FEED_CHECKS_PER_USER } from './feed-checks';
