import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { showErrorToast } from '@client/lib/toast';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface CopyableSecretProps {
  secret: string;
  /** The field's label. */
  label: string;
  /** The line under the secret, read out with the field. */
  note: string;
  /** A quieter line after the note, read out with it too. */
  detail?: string;
  /** What a screen reader hears once the secret is copied. */
  copiedStatus: string;
  /** The toast when the clipboard refuses it. */
  copyFailed: string;
  /** The buttons after Copy (Done, Hide secret, …). */
  children: ReactNode;
}

/**
 * A secret shown on purpose (a new API token, a webhook's signing secret): it takes the focus,
 * selected, so it is read out with its note and can be copied by keyboard too. Key it by the
 * secret where the secret may change.
 */
export function CopyableSecret({
  secret,
  label,
  note,
  detail,
  copiedStatus,
  copyFailed,
  children,
}: CopyableSecretProps) {
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const noteId = `${ids}-note`;
  const detailId = `${ids}-detail`;

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (a page not served over https) or no permission: the field still is.
      showErrorToast(copyFailed);
    }
  }

  return (
    <div className="grid gap-2 rounded-md border border-primary/40 bg-muted/40 p-3">
      <Label htmlFor={`${ids}-secret`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${ids}-secret`}
          ref={field}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={detail === undefined ? noteId : `${noteId} ${detailId}`}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id={noteId} className="text-sm font-medium">
        {note}
      </p>
      {detail !== undefined && (
        <p id={detailId} className="text-sm text-muted-foreground">
          {detail}
        </p>
      )}
      <p role="status" className="sr-only">
        {copied ? copiedStatus : ''}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
