import type { MouseEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Tag } from '@shared/contracts/library';
import { plural } from '@shared/plural';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';

/** Confirms deleting a tag: it comes off its videos, which stay. Open while `tag` is set. */
export function DeleteTagDialog({
  tag,
  videoCount,
  pending,
  onDelete,
  onClose,
}: {
  tag: Tag | null;
  videoCount: number;
  pending: boolean;
  onDelete(tag: Tag): Promise<boolean>;
  onClose(): void;
}) {
  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Close only once the server agreed; the dialog's own close would come first.
    event.preventDefault();
    if (!tag || pending) return;
    if (await onDelete(tag)) onClose();
  }

  return (
    <AlertDialog open={tag !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Tag</AlertDialogTitle>
          <AlertDialogDescription>
            Delete the tag “{tag?.name}”? It comes off {plural(videoCount, 'video', 'videos')}; the
            videos stay.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => void confirm(event)}
          >
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
