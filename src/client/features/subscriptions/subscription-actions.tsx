import type { Subscription } from '@shared/contracts/subscriptions';
import { Button } from '@client/components/ui/button';
import { authErrorMessage } from '@client/features/auth';
import { showErrorToast } from '@client/lib/toast';
import type { AskedCheck } from './check-polling';
import { useCheckSubscription, useUpdateSubscription } from './use-subscription-changes';

const toastFailure = (error: unknown) => showErrorToast(authErrorMessage(error));

/**
 * A subscription's buttons: Pause or Resume, Check now, Unfollow. Each is named with the title, so
 * each row's are told apart. A button busy with its request stays enabled (and keeps the focus);
 * a second press meanwhile does nothing.
 */
export function SubscriptionActions({
  subscription,
  title,
  lookupsOff,
  onAsked,
  onUnfollow,
}: {
  subscription: Subscription;
  title: string;
  /** Nothing is checked on this server. */
  lookupsOff: boolean;
  onAsked(ask: AskedCheck): void;
  onUnfollow(subscription: Subscription): void;
}) {
  const update = useUpdateSubscription(subscription.id);
  const check = useCheckSubscription(subscription.id);
  const pauseWord = subscription.paused ? 'Resume' : 'Pause';

  function togglePause() {
    if (update.isPending) return;
    update.mutate({ paused: !subscription.paused }, { onError: toastFailure });
  }

  function checkNow() {
    if (check.isPending) return;
    // What the list showed when it was asked: the check is in once the list shows another.
    const { id, lastCheckedAt } = subscription;
    check.mutate(undefined, {
      onSuccess: () => onAsked({ id, askedAt: Date.now(), lastCheckedAt }),
      onError: toastFailure,
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`${pauseWord} ${title}`}
        aria-busy={update.isPending || undefined}
        onClick={togglePause}
      >
        {pauseWord}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        // Nothing is checked while it is paused, nor on a server without lookups.
        disabled={lookupsOff || subscription.paused}
        aria-label={`Check now ${title}`}
        aria-busy={check.isPending || undefined}
        onClick={checkNow}
      >
        Check now
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Unfollow ${title}`}
        onClick={() => onUnfollow(subscription)}
      >
        Unfollow
      </Button>
    </div>
  );
}
