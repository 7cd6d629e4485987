import { useState, type RefObject } from 'react';
import type { Collection } from '@shared/contracts/library';
import type { Subscription } from '@shared/contracts/subscriptions';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { authErrorMessage } from '@client/features/auth';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import type { AskedCheck } from './check-polling';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { SubscriptionRow } from './subscription-row';
import { titleOf } from './subscription-title';
import { useUnfollow } from './use-subscription-changes';

/**
 * What the user follows, each with its state and actions; Unfollow asks first. While there is
 * nothing, says what following does.
 */
export function SubscriptionList({
  subscriptions,
  collections,
  now,
  isChecking,
  lookupsOff,
  onAsked,
  heading,
}: {
  subscriptions: readonly Subscription[];
  collections: readonly Collection[];
  now: number;
  isChecking(subscription: Subscription): boolean;
  lookupsOff: boolean;
  onAsked(ask: AskedCheck): void;
  /** The list's heading: where the focus goes when the row that had it is gone. */
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const unfollow = useUnfollow();
  const [confirming, setConfirming] = useState(false);
  // Kept while the dialog closes, so its text does not change under the person.
  const [target, setTarget] = useState<Subscription | null>(null);

  function ask(subscription: Subscription) {
    unfollow.reset(); // an earlier unfollow's success says nothing of this one
    setTarget(subscription);
    setConfirming(true);
  }

  async function unfollowTarget(): Promise<boolean> {
    if (!target) return true;
    try {
      await unfollow.mutateAsync(target);
    } catch (error) {
      showErrorToast(authErrorMessage(error));
      return true;
    }
    showSuccessToast(`Unfollowed ${titleOf(target)}.`);
    return true;
  }

  if (subscriptions.length === 0) {
    return (
      <div className="grid gap-1">
        <p className="font-medium">{SUBSCRIPTION_MESSAGES.empty}</p>
        <p className="text-sm text-muted-foreground">{SUBSCRIPTION_MESSAGES.emptyHint}</p>
      </div>
    );
  }

  return (
    <>
      <ul aria-label="Your subscriptions" className="grid gap-3">
        {subscriptions.map((subscription) => (
          <SubscriptionRow
            key={subscription.id}
            subscription={subscription}
            collections={collections}
            now={now}
            checking={isChecking(subscription)}
            lookupsOff={lookupsOff}
            onAsked={onAsked}
            onUnfollow={ask}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unfollow?"
        description={
          <>
            New videos from “{target && titleOf(target)}” stop arriving. The videos it already added
            stay in your library.
          </>
        }
        confirm="Unfollow"
        pending={unfollow.isPending}
        onConfirm={unfollowTarget}
        onCloseAutoFocus={(event) => {
          // Its Unfollow button, which had the focus, is gone once it went through.
          if (!unfollow.isSuccess) return;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </>
  );
}
