import { useId, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import type { Collection } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { isAuthError } from '@client/lib/auth';
import { authErrorMessage } from '@client/features/auth';
import { ExportSubscriptionsButton } from './export-subscriptions-button';
import { SubscriptionFilePreview } from './subscription-file-preview';
import { SubscriptionFileReport } from './subscription-file-report';
import {
  SUBSCRIPTION_FILE_ACCEPT,
  SUBSCRIPTION_FILE_MESSAGES,
  subscriptionFileRefusal,
} from './subscription-file-text';
import { useSubscriptionFile } from './use-subscription-file';

/**
 * Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out): a
 * file chosen is read by the server and previewed (nothing followed yet), then followed, and what
 * that did is shown. The export downloads every subscription as OPML. With lookups off nothing can
 * be followed, so only the export is offered.
 */
export function SubscriptionFileCard({
  collections,
  lookupsOff,
}: {
  collections: readonly Collection[];
  lookupsOff: boolean;
}) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const { preview, importFile } = useSubscriptionFile();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function choose(chosen: File) {
    if (preview.isPending) return;
    const refused = subscriptionFileRefusal(chosen);
    setRefusal(refused);
    importFile.reset();
    preview.reset();
    if (refused) return;
    setFile(chosen);
    preview.mutate(chosen);
  }

  function startOver() {
    importFile.reset();
    preview.reset();
    setFile(null);
    // The controls that had the focus are gone; the chooser is back.
    requestAnimationFrame(() => chooser.current?.focus());
  }

  let content;
  if (importFile.isSuccess) {
    content = <SubscriptionFileReport report={importFile.data} onAnother={startOver} />;
  } else if (preview.isSuccess && file) {
    content = (
      <SubscriptionFilePreview
        fileName={file.name}
        preview={preview.data}
        collections={collections}
        pending={importFile.isPending}
        problem={importFile.isError ? authErrorMessage(importFile.error) : null}
        planLimit={isAuthError(importFile.error) && importFile.error.code === 'plan_limit_reached'}
        onFollow={(collectionId) => importFile.mutate({ file, collectionId })}
        onCancel={startOver}
      />
    );
  } else {
    const problem = refusal ?? (preview.isError ? authErrorMessage(preview.error) : null);
    content = (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">{SUBSCRIPTION_FILE_MESSAGES.hint}</p>
        <input
          ref={input}
          type="file"
          accept={SUBSCRIPTION_FILE_ACCEPT}
          aria-label={SUBSCRIPTION_FILE_MESSAGES.fileLabel}
          tabIndex={-1}
          className="sr-only"
          disabled={preview.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared, so choosing the same file again (after fixing it) is a change too.
            event.target.value = '';
            if (chosen) choose(chosen);
          }}
        />
        <Button
          ref={chooser}
          type="button"
          variant="outline"
          disabled={preview.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {SUBSCRIPTION_FILE_MESSAGES.choose}
        </Button>
        {preview.isPending && <Spinner label={`Reading ${preview.variables.name}...`} />}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{SUBSCRIPTION_FILE_MESSAGES.title}</CardTitle>
        <CardDescription>{SUBSCRIPTION_FILE_MESSAGES.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!lookupsOff && content}
        <ExportSubscriptionsButton />
      </CardContent>
    </Card>
  );
}
