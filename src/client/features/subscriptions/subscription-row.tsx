import { useId } from 'react';
import type { Collection } from '@shared/contracts/library';
import type { Subscription } from '@shared/contracts/subscriptions';
import { Link } from '@client/lib/router';
import { upgradePath } from '@client/features/plans';
import { cn } from '@client/lib/utils';
import type { AskedCheck } from './check-polling';
import { lastCheckedText, lastNewText } from './check-times';
import { kindLabel } from './kind-label';
import { skippedText, SUBSCRIPTION_MESSAGES } from './messages';
import { OutsideLink } from './outside-link';
import { statusText } from './status-text';
import { titleOf } from './subscription-title';
import { SubscriptionActions } from './subscription-actions';
import { TargetSelect } from './target-select';
import { textLink } from './text-link';

/**
 * One followed source: its title (a link to it), its kind, where its new videos go, when it was
 * last checked and last brought a video, how it is doing, and what can be done with it.
 */
export function SubscriptionRow({
  subscription,
  collections,
  now,
  checking,
  lookupsOff,
  onAsked,
  onUnfollow,
}: {
  subscription: Subscription;
  collections: readonly Collection[];
  /** What "5 minutes ago" is counted from. */
  now: number;
  /** A "Check now" asked for it has not come yet. */
  checking: boolean;
  lookupsOff: boolean;
  onAsked(ask: AskedCheck): void;
  onUnfollow(subscription: Subscription): void;
}) {
  const titleId = useId();
  const title = titleOf(subscription);
  const { lastCheckedAt, lastNewAt, skippedForLimit } = subscription;

  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-md border p-4">
      <div className="grid gap-1">
        <h3 id={titleId} className="font-medium break-words">
          <OutsideLink href={subscription.sourceUrl} className="hover:underline">
            {title}
          </OutsideLink>
        </h3>
        <p className="text-sm text-muted-foreground">{kindLabel(subscription.kind)}</p>
      </div>
      <TargetSelect subscription={subscription} title={title} collections={collections} />
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {lastCheckedAt === null ? (
          <span>{lastCheckedText(null, now)}</span>
        ) : (
          <time dateTime={lastCheckedAt}>{lastCheckedText(lastCheckedAt, now)}</time>
        )}
        {lastNewAt === null ? (
          <span>{lastNewText(null, now)}</span>
        ) : (
          <time dateTime={lastNewAt}>{lastNewText(lastNewAt, now)}</time>
        )}
      </p>
      <p className="text-sm break-words">
        Status:{' '}
        <span
          className={cn(
            subscription.status === 'failing' && !checking && 'text-destructive',
            subscription.status === 'ok' && 'font-medium',
          )}
        >
          {statusText(subscription, checking)}
        </span>
      </p>
      {skippedForLimit > 0 && (
        <p className="text-sm">
          {skippedText(skippedForLimit)}{' '}
          <Link to={upgradePath('video')} className={textLink}>
            {SUBSCRIPTION_MESSAGES.upgrade}
          </Link>
        </p>
      )}
      <SubscriptionActions
        subscription={subscription}
        title={title}
        lookupsOff={lookupsOff}
        onAsked={onAsked}
        onUnfollow={onUnfollow}
      />
    </li>
  );
}
