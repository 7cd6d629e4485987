import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { IMPORT_FILE_ACCEPT } from './import-file';

interface ImportFilePickerProps {
  onFile(file: File): void;
  /** The name of the file being read, while it is. */
  reading: string | null;
  /** Why the last file was refused: the server's words (what it expects), or the size cap. */
  problem: string | null;
  /** A file is being dragged over the card. */
  dragging: boolean;
  /** Back here after the user discarded an import: the chooser takes the focus. */
  autoFocus: boolean;
}

/**
 * The file chooser: a real button opening the browser's picker. The file input itself is only
 * visually hidden and out of the tab order (the button is the one stop), but named, so tools and
 * assistive tech can still reach it.
 */
export function ImportFilePicker({
  onFile,
  reading,
  problem,
  dragging,
  autoFocus,
}: ImportFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      className={cn(
        'grid justify-items-start gap-3 rounded-lg border-2 border-dashed p-4 transition-colors',
        dragging && 'border-primary bg-accent',
      )}
    >
      <p className="text-sm text-muted-foreground">
        {dragging ? 'Drop the file to read it.' : 'Choose a file, or drop it on this card.'}
      </p>
      <input
        ref={input}
        type="file"
        accept={IMPORT_FILE_ACCEPT}
        aria-label="File to import"
        tabIndex={-1}
        className="sr-only"
        disabled={reading !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        autoFocus={autoFocus}
        disabled={reading !== null}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        Choose File
      </Button>
      {reading !== null && <Spinner label={`Reading ${reading}...`} />}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
