import { CopyableSecret } from '@client/components/copyable-secret';
import { Button } from '@client/components/ui/button';

export const SECRET_WARNING = 'Copy it now: it will not be shown again.';
export const COPY_FAILED = 'The token could not be copied: select it and copy it yourself.';

/** A new token's secret, the one time it is shown. */
export function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <CopyableSecret
      secret={secret}
      label="New token"
      note={SECRET_WARNING}
      copiedStatus="The token is on the clipboard."
      copyFailed={COPY_FAILED}
    >
      <Button type="button" variant="secondary" onClick={onDone}>
        Done
      </Button>
    </CopyableSecret>
  );
}
