import { useRef } from 'react';
import type { MouseEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Collection } from '@shared/contracts/library';
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
import { collectionDeleteWarning } from '@client/features/library';
import { focusCollectionControl } from '../focus-collection';

/**
 * Confirms deleting a collection; warns when videos go with it. Open while `collection` is set;
 * stays open until `onDelete` resolves true.
 */
export function DeleteCollectionDialog({
  collection,
  videoCount,
  pending,
  onDelete,
  onClose,
}: {
  collection: Collection | null;
  videoCount: number;
  pending: boolean;
  onDelete(collection: Collection): Promise<boolean>;
  onClose(): void;
}) {
  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Close only once the server agreed; the dialog's own close would come first.
    event.preventDefault();
    if (!collection || pending) return;
    if (await onDelete(collection)) onClose();
  }

  const lastId = useRef<string | undefined>(undefined);

  return (
    <AlertDialog open={collection !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          lastId.current = collection?.id;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusCollectionControl(lastId.current);
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Collection</AlertDialogTitle>
          {/* One description, so the warning is read out with the question. */}
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>Delete “{collection?.name}”? This cannot be undone.</p>
              {videoCount > 0 && (
                <p className="font-medium text-destructive">
                  {collectionDeleteWarning(videoCount)}
                </p>
              )}
            </div>
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
