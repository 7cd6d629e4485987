import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { COLLECTION_NAME_MAX_LENGTH } from '@shared/constants';
import type { Collection } from '@shared/contracts/library';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { DialogForm } from '@client/components/ui/dialog-form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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
    <Dialog open={collection !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={() => {
          lastId.current = collection?.id;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusCollectionControl(lastId.current);
        }}
      >
        {collection && (
          <RenameForm
            collection={collection}
            pending={pending}
            onRename={onRename}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  collection,
  pending,
  onRename,
  onClose,
}: {
  collection: Collection;
  pending: boolean;
  onRename(collection: Collection, name: string): Promise<boolean>;
  onClose(): void;
}) {
  const inputId = useId();
  const [name, setName] = useState(collection.name);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await onRename(collection, name)) onClose();
  }

  return (
    <DialogForm
      title="Rename Collection"
      description={<>Choose a new name for “{collection.name}”.</>}
      submit="Rename"
      pending={pending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor={inputId}>New name</Label>
        <Input
          id={inputId}
          value={name}
          maxLength={COLLECTION_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
    </DialogForm>
  );
}
