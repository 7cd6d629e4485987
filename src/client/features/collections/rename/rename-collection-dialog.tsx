import { useRef } from 'react';
import { COLLECTION_NAME_MAX_LENGTH } from '@shared/constants';
import type { Collection } from '@shared/contracts/library';
import { RenameDialog } from '@client/components/ui/rename-dialog';
import { focusCollectionControl } from '../focus-collection';

/** Rename a collection; open while `collection` is set. `onRename` resolves true to close. */
export function RenameCollectionDialog({
  collection,
  pending,
  onRename,
  onClose,
}: {
  collection: Collection | null;
  pending: boolean;
  onRename(collection: Collection, name: string): Promise<boolean>;
  onClose(): void;
}) {
  const lastId = useRef<string | undefined>(undefined);
  return (
    <RenameDialog
      item={collection}
      title="Rename Collection"
      description={(collection) => <>Choose a new name for “{collection.name}”.</>}
      maxLength={COLLECTION_NAME_MAX_LENGTH}
      pending={pending}
      onRename={onRename}
      onClose={onClose}
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
