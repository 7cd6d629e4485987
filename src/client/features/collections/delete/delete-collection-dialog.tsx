import { useRef } from 'react';
import type { Collection } from '@shared/contracts/library';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { collectionDeleteWarning } from './delete-warning';
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
  const lastId = useRef<string | undefined>(undefined);

  return (
    <ConfirmDialog
      open={collection !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Collection"
      description={<>Delete “{collection?.name}”? This cannot be undone.</>}
      warning={videoCount > 0 && collectionDeleteWarning(videoCount)}
      confirm="Delete"
      pending={pending}
      onConfirm={async () => collection !== null && onDelete(collection)}
      onOpenAutoFocus={() => {
        lastId.current = collection?.id;
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusCollectionControl(lastId.current);
      }}
    />
  );
}
