import { useState } from 'react';
import type { Import } from '@shared/contracts/import';
import { Button } from '@client/components/ui/button';
import { useLibraryQuery } from '@client/features/library';
import { ImportLines } from './import-lines';
import { ImportTargetChoice } from './import-target-choice';
import { fileLine, previewLines, type ImportTarget } from './import-text';
import { useFocusOnMount } from './use-focus-on-mount';

interface ImportPreviewProps {
  imported: Import;
  /** collectionId null keeps the file's collections. */
  onStart(collectionId: string | null): void;
  onCancel(): void;
  busy: boolean;
  focusOnMount: boolean;
}

/** The file read, nothing written yet: what it holds, what fits the plan, and where it goes. */
export function ImportPreview({
  imported,
  onStart,
  onCancel,
  busy,
  focusOnMount,
}: ImportPreviewProps) {
  const [target, setTarget] = useState<ImportTarget>('file');
  const [chosenId, setChosenId] = useState('');
  const heading = useFocusOnMount<HTMLParagraphElement>(focusOnMount);
  // The sidebar's library query: the user's collections, already loaded on every signed-in screen.
  const collections = useLibraryQuery().data?.categories ?? [];
  const fallbackId = collections.find((collection) => collection.isDefault)?.id ?? '';
  const collectionId = collections.some((c) => c.id === chosenId) ? chosenId : fallbackId;

  return (
    <div className="grid gap-4">
      <p ref={heading} tabIndex={-1} className="text-sm font-medium outline-none">
        {fileLine(imported)}
      </p>
      <ImportLines label="What the file holds" lines={previewLines(imported, target)} />
      <ImportTargetChoice
        target={target}
        onTargetChange={setTarget}
        collections={collections}
        collectionId={collectionId}
        onCollectionChange={setChosenId}
        disabled={busy}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={busy || (target === 'one' && collectionId === '')}
          onClick={() => onStart(target === 'one' ? collectionId : null)}
        >
          Import
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
