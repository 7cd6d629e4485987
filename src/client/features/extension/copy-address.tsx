import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { showErrorToast } from '@client/lib/toast';
import { HELP_MESSAGES } from './extension-messages';

/** This server's address, as the extension's popup asks for it, with a Copy button. */
export function CopyAddress({ address }: { address: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (a page not served over https) or no permission: the field still is.
      showErrorToast(HELP_MESSAGES.copyFailed);
    }
  }

  return (
    <div className="grid max-w-md gap-2">
      <Label htmlFor={id}>{HELP_MESSAGES.addressLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={address}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? HELP_MESSAGES.copied : HELP_MESSAGES.copy}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? HELP_MESSAGES.addressCopied : ''}
      </p>
    </div>
  );
}
