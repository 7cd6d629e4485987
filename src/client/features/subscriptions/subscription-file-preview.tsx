import { useEffect, useId, useRef, useState } from 'react';
import type { Collection } from '@shared/contracts/library';
import type { SubscriptionImportPreview } from '@shared/contracts/subscription-import';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { NamedOptions, Select, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { SubmitButton } from '@client/components/ui/submit-button';
import { Link } from '@client/lib/router';
import { chosenTarget, collectionIdOf, targetOptions } from './follow-target';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { SubscriptionFileProblems } from './subscription-file-problems';
import {
  fileLine,
  followLabel,
  previewLines,
  SUBSCRIPTION_FILE_MESSAGES,
  toFollow,
} from './subscription-file-text';
import { textLink } from './text-link';

/**
 * A file read, nothing followed yet: what it holds, where the new videos go, and the confirm
 * button naming how many would be followed. The heading takes the focus when it appears (the
 * button that chose the file is gone).
 */
export function SubscriptionFilePreview({
  fileName,
  preview,
  collections,
  pending,
  problem,
  planLimit,
  onFollow,
  onCancel,
}: {
  fileName: string;
  preview: SubscriptionImportPreview;
  collections: readonly Collection[];
  pending: boolean;
  /** Why the import was refused, in the server's words. */
  problem: string | null;
  /** The refusal is the plan's limit (no room for an Inbox): offers the upgrade. */
  planLimit: boolean;
  onFollow(collectionId: string | null): void;
  onCancel(): void;
}) {
  const ids = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const target = chosenTarget(picked, collections);
  const following = toFollow(preview);
  useEffect(() => heading.current?.focus(), []);

  return (
    <form
      className="grid gap-4"
      aria-label="Follow from the file"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && following > 0) onFollow(collectionIdOf(target));
      }}
    >
      <p ref={heading} tabIndex={-1} className="text-sm font-medium outline-none">
        {fileLine(fileName, preview.format)}
      </p>
      <ul aria-label="What the file holds" className="grid gap-1 text-sm">
        {previewLines(preview).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <SubscriptionFileProblems problems={preview.problems} />
      {following === 0 ? (
        <p className="text-sm font-medium">{SUBSCRIPTION_FILE_MESSAGES.nothingNew}</p>
      ) : (
        <div className="grid max-w-xs gap-2">
          <Label htmlFor={`${ids}-target`}>New videos go to</Label>
          <Select value={target} onValueChange={setPicked}>
            <SelectTrigger id={`${ids}-target`}>
              <SelectValue />
            </SelectTrigger>
            <NamedOptions items={targetOptions(collections)} />
          </Select>
        </div>
      )}
      {problem && (
        <div className="grid justify-items-start gap-1">
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
          {planLimit && (
            <Link to="/upgrade" className={`text-sm ${textLink}`}>
              {SUBSCRIPTION_MESSAGES.upgrade}
            </Link>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {following > 0 && <SubmitButton pending={pending}>{followLabel(following)}</SubmitButton>}
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          {SUBSCRIPTION_FILE_MESSAGES.cancel}
        </Button>
      </div>
    </form>
  );
}
