import type { ReactNode } from 'react';
import { CopyableSecret } from '@client/components/copyable-secret';
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

/** A webhook's signing secret, with what it signs. Keyed by the secret where it may change. */
export function WebhookSecret({ secret, label, note, children }: WebhookSecretProps) {
  return (
    <CopyableSecret
      secret={secret}
      label={label}
      note={note}
      detail={SECRET_NOTE}
      copiedStatus="The secret is on the clipboard."
      copyFailed={COPY_FAILED}
    >
      {children}
    </CopyableSecret>
  );
}
