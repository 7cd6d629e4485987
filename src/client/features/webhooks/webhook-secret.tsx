import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { showErrorToast } from '@client/lib/toast';
import { COPY_FAILED, SECRET_NOTE } from './webhook-texts';

interface WebhookSecretProps {
  secret: string;
  /** The field's label. */
  label: string;
  /** A line under the secret (it is read out with the field). */
  note: string;
  /** The buttons after Copy (Done, Hide secret, Make a new secret). */
  children: ReactNode;
}

/**
 * A webhook's signing secret, shown on purpose: it takes the focus, selected, so it is read out
 * with its note and can be copied by keyboard too. Keyed by the secret where it may change.
 */
export function WebhookSecret({ secret, label, note, children }: WebhookSecretProps) {
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

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
      showErrorToast(COPY_FAILED);
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
          aria-describedby={`${ids}-note ${ids}-use`}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id={`${ids}-note`} className="text-sm font-medium">
        {note}
      </p>
      <p id={`${ids}-use`} className="text-sm text-muted-foreground">
        {SECRET_NOTE}
      </p>
      <p role="status" className="sr-only">
        {copied ? 'The secret is on the clipboard.' : ''}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
