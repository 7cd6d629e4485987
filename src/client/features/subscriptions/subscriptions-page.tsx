import { useId, useRef, useState } from 'react';
import type { Collection } from '@shared/contracts/library';
import type { Subscription } from '@shared/contracts/subscriptions';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { authErrorMessage } from '@client/features/auth';
import { useLibraryQuery } from '@client/features/library';
import { ASKED_CHECK_WAIT_MS, isAwaited, type AskedCheck } from './check-polling';
import { FollowForm } from './follow-form';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { SubscriptionFileCard } from './subscription-file-card';
import { SubscriptionList } from './subscription-list';
import { useNow } from './use-now';
import { useSubscriptions } from './use-subscriptions';

const NO_COLLECTIONS: Collection[] = [];

/**
 * The Subscriptions screen's content (docs/product/subscriptions.md): following a channel, a
 * playlist or a feed, and what is followed. The collections offered are the library's, as the
 * signed-in layout has them loaded.
 */
export function SubscriptionsPage() {
  const [asked, setAsked] = useState<readonly AskedCheck[]>([]);
  const subscriptions = useSubscriptions(asked);
  const collections = useLibraryQuery().data?.categories ?? NO_COLLECTIONS;
  const now = useNow();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();

  if (subscriptions.isPending) return <Spinner />;
  if (subscriptions.isError) {
    return (
      <RetryableFailure
        message={authErrorMessage(subscriptions.error)}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }

  const { subscriptions: list, lookupsOff } = subscriptions.data;
  // Each read of the list moves this on too: its times are counted from when it was read, and an
  // asked check stops being awaited in time.
  const seenAt = Math.max(now, subscriptions.dataUpdatedAt);
  const isChecking = (subscription: Subscription) => isAwaited(subscription, asked, seenAt);
  const onAsked = (ask: AskedCheck) =>
    setAsked((earlier) => [
      ...earlier.filter((old) => ask.askedAt - old.askedAt < ASKED_CHECK_WAIT_MS),
      ask,
    ]);

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Follow a channel or feed</CardTitle>
          <CardDescription>
            A YouTube channel or playlist, a Vimeo or PeerTube channel, or any RSS or Atom feed: its
            new videos arrive in a collection.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {lookupsOff ? (
            <p className="text-sm">{SUBSCRIPTION_MESSAGES.lookupsOff}</p>
          ) : (
            <FollowForm collections={collections} />
          )}
        </CardContent>
      </Card>
      <SubscriptionFileCard collections={collections} lookupsOff={lookupsOff} />
      <section aria-labelledby={listHeadingId} className="grid gap-4">
        <h2
          id={listHeadingId}
          ref={listHeading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          You follow
        </h2>
        <SubscriptionList
          subscriptions={list}
          collections={collections}
          now={seenAt}
          isChecking={isChecking}
          lookupsOff={lookupsOff}
          onAsked={onAsked}
          heading={listHeading}
        />
      </section>
    </>
  );
}
