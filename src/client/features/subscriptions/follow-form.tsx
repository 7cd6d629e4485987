import { useId, useRef, useState, type FormEvent } from 'react';
import type { Collection } from '@shared/contracts/library';
import type { FeedPreview, Followed } from '@shared/contracts/subscriptions';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { SubmitButton } from '@client/components/ui/submit-button';
import { authErrorMessage } from '@client/features/auth';
import { showSuccessToast } from '@client/lib/toast';
import { PreviewPanel } from './preview-panel';
import { FollowOptions } from './follow-options';
import { kindLabel } from './kind-label';
import { followedText, SUBSCRIPTION_MESSAGES } from './messages';
import { titleOf } from './subscription-title';
import { usePreviewFeed } from './use-follow';

/** Read out when a preview arrives. */
const foundText = (preview: FeedPreview): string =>
  `Found ${titleOf(preview)}, ${kindLabel(preview.kind)}.` +
  (preview.followingId === null ? '' : ` ${SUBSCRIPTION_MESSAGES.alreadyFollowing}`);

/**
 * Follow: an address, its preview (what it would follow), then where its videos go and Follow.
 * The address is not `required`: a blank one reaches the server, whose message says what to
 * write. Editing it puts the preview away, so what is followed is always what was previewed.
 */
export function FollowForm({ collections }: { collections: readonly Collection[] }) {
  const ids = useId();
  const urlField = useRef<HTMLInputElement>(null);
  const preview = usePreviewFeed();
  const [url, setUrl] = useState('');
  const messageId = `${ids}-message`;
  const shown = preview.isSuccess ? { feed: preview.data, url: preview.variables } : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!preview.isPending) preview.mutate(url);
  }

  function onUrlChange(next: string) {
    setUrl(next);
    if (!preview.isIdle) preview.reset();
  }

  function onFollowed({ subscription, added }: Followed) {
    showSuccessToast(followedText(titleOf(subscription), added));
    setUrl('');
    preview.reset();
    // The controls that had the focus went with the preview.
    urlField.current?.focus();
  }

  return (
    <div className="grid gap-4">
      <form className="grid gap-2" aria-label="Preview a feed" noValidate onSubmit={onSubmit}>
        <Label htmlFor={`${ids}-url`}>Channel, playlist or feed address</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${ids}-url`}
            ref={urlField}
            type="url"
            autoComplete="off"
            spellCheck={false}
            aria-required="true"
            placeholder="https://www.youtube.com/@channel"
            className="min-w-0 flex-1 basis-64"
            value={url}
            aria-invalid={preview.isError || undefined}
            aria-describedby={preview.isError ? messageId : undefined}
            onChange={(event) => onUrlChange(event.target.value)}
          />
          <SubmitButton pending={preview.isPending}>Preview</SubmitButton>
        </div>
        {preview.isError && (
          <p id={messageId} role="alert" className="text-sm text-destructive">
            {authErrorMessage(preview.error)}
          </p>
        )}
      </form>
      {/* Mounted from the start, so what was found is announced when it arrives. */}
      <p role="status" className="sr-only">
        {shown && foundText(shown.feed)}
      </p>
      {shown && (
        <>
          <PreviewPanel preview={shown.feed} />
          {shown.feed.followingId === null ? (
            <FollowOptions
              // Each preview starts from the defaults.
              key={preview.submittedAt}
              url={shown.url}
              preview={shown.feed}
              collections={collections}
              onFollowed={onFollowed}
            />
          ) : (
            <p className="text-sm font-medium">{SUBSCRIPTION_MESSAGES.alreadyFollowing}</p>
          )}
        </>
      )}
    </div>
  );
}
