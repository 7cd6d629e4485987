import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CATEGORY_NAME_MAX_LENGTH } from '@shared/constants';
import type { Category } from '@shared/contracts/library';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { DialogFormFooter } from '@client/components/ui/dialog-form-footer';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { focusCollectionControl } from '../focus-collection';

/** Rename a collection; open while `category` is set. `onRename` resolves true to close. */
export function RenameCollectionDialog({
  category,
  pending,
  onRename,
  onClose,
}: {
  category: Category | null;
  pending: boolean;
  onRename(category: Category, name: string): Promise<boolean>;
  onClose(): void;
}) {
  const lastId = useRef<string | undefined>(undefined);
  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={() => {
          lastId.current = category?.id;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusCollectionControl(lastId.current);
        }}
      >
        {category && (
          <RenameForm category={category} pending={pending} onRename={onRename} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  category,
  pending,
  onRename,
  onClose,
}: {
  category: Category;
  pending: boolean;
  onRename(category: Category, name: string): Promise<boolean>;
  onClose(): void;
}) {
  const inputId = useId();
  const [name, setName] = useState(category.name);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await onRename(category, name)) onClose();
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <DialogHeader>
        <DialogTitle>Rename Collection</DialogTitle>
        <DialogDescription>Choose a new name for “{category.name}”.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>New name</Label>
        <Input
          id={inputId}
          value={name}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <DialogFormFooter submit="Rename" pending={pending} />
    </form>
  );
}
