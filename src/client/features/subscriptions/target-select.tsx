import type { Collection } from '@shared/contracts/library';
import type { Subscription } from '@shared/contracts/subscriptions';
import { NamedOptions, Select, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { authErrorMessage } from '@client/features/auth';
import { showErrorToast } from '@client/lib/toast';
import { NEW_INBOX, rowTarget } from './follow-target';
import { useUpdateSubscription } from './use-subscription-changes';

/**
 * "New videos go to [collection]": changing it sends the subscription's next videos elsewhere
 * (those it added stay). Named after the subscription, so each row's is told apart.
 */
export function TargetSelect({
  subscription,
  title,
  collections,
}: {
  subscription: Subscription;
  /** The subscription's title as the row shows it. */
  title: string;
  collections: readonly Collection[];
}) {
  const update = useUpdateSubscription(subscription.id);
  const target = rowTarget(subscription, collections);
  // The collection picked shows while the server has not answered yet.
  const value = (update.isPending && update.variables.collectionId) || target.value;

  function onChange(collectionId: string) {
    if (collectionId === target.value || collectionId === NEW_INBOX) return;
    update.mutate(
      { collectionId },
      { onError: (error) => showErrorToast(authErrorMessage(error)) },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span aria-hidden="true">New videos go to</span>
      <div className="w-full max-w-xs">
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger
            aria-label={`New videos from ${title} go to`}
            aria-busy={update.isPending || undefined}
          >
            <SelectValue />
          </SelectTrigger>
          <NamedOptions items={target.options} />
        </Select>
      </div>
    </div>
  );
}
