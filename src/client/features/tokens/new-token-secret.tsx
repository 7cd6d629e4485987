import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { showErrorToast } from '@client/lib/toast';

export const SECRET_WARNING = 'Copy it now: it will not be shown again.';
export const COPY_FAILED = 'The token could not be copied: select it and copy it yourself.';

/**
 * A new token's secret, the one time it is shown. It takes the focus, selected, so it is read
 * out with its warning and can be copied by keyboard too.
 */
export function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const warningId = `${ids}-warning`;

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
      <Label htmlFor={`${ids}-secret`}>New token</Label>
      <div className="flex gap-2">
        <Input
          id={`${ids}-secret`}
          ref={field}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={warningId}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id={warningId} className="text-sm font-medium">
        {SECRET_WARNING}
      </p>
      <p role="status" className="sr-only">
        {copied ? 'The token is on the clipboard.' : ''}
      </p>
      <Button type="button" variant="secondary" className="w-fit" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
