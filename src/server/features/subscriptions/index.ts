/**
 * Following channels, playlists and feeds (docs/product/subscriptions.md): the routes, the
 * service, the feeds' discovery and reading, the background's checks, and subscriptions moved in
 * and out as a file.
 */
export { registerSubscriptionRoutes } from './subscriptions.routes';
export {
  registerSubscriptionImportRoutes,
  SUBSCRIPTION_FILE_UPLOADS,
} from './subscription-import.routes';
export { createSubscriptionImportService } from './subscription-import.service';
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
