import { SUBSCRIPTIONS_TITLE, SubscriptionsPage } from '@client/features/subscriptions';
import { SimplePage } from '../layout/simple-page';

/**
 * `/subscriptions` (docs/product/subscriptions.md): follow YouTube channels and playlists, Vimeo,
 * PeerTube and RSS or Atom feeds; their new videos arrive in a collection.
 */
export function SubscriptionsScreen() {
  return (
    <SimplePage title={SUBSCRIPTIONS_TITLE}>
      <SubscriptionsPage />
    </SimplePage>
  );
}
