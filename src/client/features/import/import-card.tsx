import { useId, useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { authErrorMessage } from '@client/features/auth';
import { importFileRefusal } from './import-file';
import { ImportFilePicker } from './import-file-picker';
import { importPhase, type ImportPhase } from './import-phase';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { useCurrentImport } from './use-current-import';
import { useFileDrop } from './use-file-drop';
import { useImportActions } from './use-import-actions';

/** Told to assistive tech as the import moves on by itself (the card's content is replaced). */
const ANNOUNCEMENTS: Partial<Record<ImportPhase, string>> = {
  progress: 'Importing.',
  result: 'Import ended.',
};

/**
 * Settings → Import (docs/product/import-export.md): choose or drop a file, see what it holds
 * before anything is written, start it, follow it, read its report. The import itself runs on the
 * server and its state lives there, so the card shows it again after a reload and never holds up
 * the page.
 */
export function ImportCard() {
  const titleId = useId();
  const current = useCurrentImport();
  const { upload, start, cancel, discard } = useImportActions();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The phase the user's own action leads to takes the focus (the control they used is gone).
  const [focusPhase, setFocusPhase] = useState<ImportPhase | null>(null);
  const phase = importPhase(current);
  const imported = current.data ?? null;
  const busy = start.isPending || discard.isPending || cancel.isPending;

  function chooseFile(file: File) {
    if (upload.isPending) return;
    const refused = importFileRefusal(file);
    setRefusal(refused);
    upload.reset();
    if (!refused) upload.mutate(file, { onSuccess: () => setFocusPhase('preview') });
  }

  const { dragging, dropHandlers } = useFileDrop(chooseFile, phase === 'pick' && !upload.isPending);

  function forget(id: string) {
    discard.mutate(id, { onSuccess: () => setFocusPhase('pick') });
  }

  let content;
  if (phase === 'loading') content = <Spinner />;
  else if (phase === 'failed') {
    content = (
      <RetryableFailure
        message={authErrorMessage(current.error)}
        onRetry={() => void current.refetch()}
      />
    );
  } else if (phase === 'pick' || !imported) {
    content = (
      <ImportFilePicker
        onFile={chooseFile}
        reading={upload.isPending ? upload.variables.name : null}
        problem={refusal ?? (upload.isError ? authErrorMessage(upload.error) : null)}
        dragging={dragging}
        autoFocus={focusPhase === 'pick'}
      />
    );
  } else if (phase === 'preview') {
    content = (
      <ImportPreview
        key={imported.id}
        imported={imported}
        busy={busy}
        focusOnMount={focusPhase === 'preview'}
        onStart={(collectionId) =>
          start.mutate(
            { id: imported.id, collectionId },
            { onSuccess: () => setFocusPhase('progress') },
          )
        }
        onCancel={() => forget(imported.id)}
      />
    );
  } else if (phase === 'progress') {
    content = (
      <ImportProgress
        imported={imported}
        focusOnMount={focusPhase === 'progress'}
        cancelling={cancel.isPending}
        onCancel={() => cancel.mutate(imported.id, { onSuccess: () => setFocusPhase('result') })}
      />
    );
  } else {
    content = (
      <ImportResult
        imported={imported}
        busy={busy}
        focusOnMount={focusPhase === 'result'}
        onDismiss={() => forget(imported.id)}
      />
    );
  }

  return (
    // A region named by its title: the drop target, and a landmark to find the import by.
    <Card
      role="region"
      aria-labelledby={titleId}
      {...dropHandlers}
      className={cn(dragging && 'ring-2 ring-primary')}
    >
      <CardHeader>
        <CardTitle id={titleId}>Import</CardTitle>
        <CardDescription>
          Bring in links from browser bookmarks, another Vidshelf, a YouTube playlist from Google
          Takeout, or a list of links.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {content}
        <p role="status" className="sr-only">
          {ANNOUNCEMENTS[phase] ?? ''}
        </p>
      </CardContent>
    </Card>
  );
}
