import { LoaderCircle, Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** The "Add Video" control; busy while the limits check and clipboard read run. */
export function AddVideoButton({
  onClick,
  busy,
  className,
}: {
  onClick(): void;
  busy: boolean;
  className?: string;
}) {
  return (
    <Button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-keyshortcuts="n"
      onClick={onClick}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Plus aria-hidden="true" />
      )}
      Add Video
    </Button>
  );
}
