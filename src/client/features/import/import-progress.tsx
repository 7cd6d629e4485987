import type { Import } from '@shared/contracts/import';
import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import { progressText } from './import-text';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * A running import: how far it got, and a way to stop it there. It runs on the server, so the
 * page may be left meanwhile.
 */
export function ImportProgress({
  imported,
  focusOnMount,
  onCancel,
  cancelling,
}: {
  imported: Import;
  focusOnMount: boolean;
  onCancel(): void;
  cancelling: boolean;
}) {
  const id = useId();
  const heading = useFocusOnMount<HTMLParagraphElement>(focusOnMount);
  const { processed } = imported.progress;
  const total = imported.found.links;
  const text = progressText(imported);
  const percent = total === 0 ? 100 : Math.min(100, (processed / total) * 100);
  return (
    <div className="grid gap-2">
      <p ref={heading} id={id} tabIndex={-1} className="text-sm font-medium outline-none">
        Importing {imported.fileName}...
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={processed}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{text}</p>
      <p className="text-sm text-muted-foreground">
        You can leave this page: the import goes on, and its result waits here.
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={cancelling}
        onClick={onCancel}
      >
        {cancelling ? 'Cancelling...' : 'Cancel import'}
      </Button>
    </div>
  );
}
