import { useId, useState, type FormEvent } from 'react';
import type { FeedPreview, Followed } from '@shared/contracts/subscriptions';
import type { Collection } from '@shared/contracts/library';
import { Link } from '@client/lib/router';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NamedOptions, Select, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { SubmitButton } from '@client/components/ui/submit-button';
import { authErrorMessage } from '@client/features/auth';
import { isAuthError } from '@client/lib/auth';
import { addNewestMax, addNewestOf } from './add-newest';
import { chosenTarget, collectionIdOf, targetOptions } from './follow-target';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { textLink } from './text-link';
import { useFollow } from './use-follow';

/**
 * How to follow a previewed feed: where its new videos go (the Inbox unless another is picked),
 * how many of its newest to add now, and Follow. Rendered anew for each preview (keyed), so every
 * preview starts from the defaults.
 */
export function FollowOptions({
  url,
  preview,
  collections,
  onFollowed,
}: {
  /** The address previewed, sent as it was. */
  url: string;
  preview: FeedPreview;
  collections: readonly Collection[];
  onFollowed(followed: Followed): void;
}) {
  const ids = useId();
  const follow = useFollow();
  const [picked, setPicked] = useState<string | null>(null);
  const [addNewest, setAddNewest] = useState('0');
  const target = chosenTarget(picked, collections);
  const most = addNewestMax(preview.itemCount);
  const messageId = `${ids}-message`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (follow.isPending) return;
    follow.mutate(
      { url, collectionId: collectionIdOf(target), addNewest: addNewestOf(addNewest) },
      { onSuccess: onFollowed },
    );
  }

  const planLimit = isAuthError(follow.error) && follow.error.code === 'plan_limit_reached';
  return (
    <form className="grid gap-4" aria-label="Follow" noValidate onSubmit={onSubmit}>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={`${ids}-target`}>New videos go to</Label>
        <Select value={target} onValueChange={setPicked}>
          <SelectTrigger id={`${ids}-target`}>
            <SelectValue />
          </SelectTrigger>
          <NamedOptions items={targetOptions(collections)} />
        </Select>
      </div>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={`${ids}-newest`}>Also add the newest videos now</Label>
        <Input
          id={`${ids}-newest`}
          type="number"
          inputMode="numeric"
          min={0}
          max={most}
          step={1}
          value={addNewest}
          aria-describedby={`${ids}-newest-hint`}
          onChange={(event) => setAddNewest(event.target.value)}
        />
        <p id={`${ids}-newest-hint`} className="text-xs text-muted-foreground">
          From 0 (only the videos that come from now on) to {most}.
        </p>
      </div>
      {follow.isError && (
        <div className="grid justify-items-start gap-1">
          <p id={messageId} role="alert" className="text-sm text-destructive">
            {authErrorMessage(follow.error)}
          </p>
          {/* The message says which limit; the plans page needs not (no `limit` to guess). */}
          {planLimit && (
            <Link to="/upgrade" className={`text-sm ${textLink}`}>
              {SUBSCRIPTION_MESSAGES.upgrade}
            </Link>
          )}
        </div>
      )}
      <SubmitButton
        className="w-fit"
        pending={follow.isPending}
        aria-describedby={follow.isError ? messageId : undefined}
      >
        Follow
      </SubmitButton>
    </form>
  );
}
