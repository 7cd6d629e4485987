import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { TAG_NAME_MAX_LENGTH } from '@shared/constants';
import type { Tag } from '@shared/contracts/library';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { DialogForm } from '@client/components/ui/dialog-form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

/**
 * Renames a tag on every video carrying it; a name another tag has merges the two. Open while
 * `tag` is set; `onRename` resolves true to close.
 */
export function RenameTagDialog({
  tag,
  pending,
  onRename,
  onClose,
}: {
  tag: Tag | null;
  pending: boolean;
  onRename(tag: Tag, name: string): Promise<boolean>;
  onClose(): void;
}) {
  return (
    <Dialog open={tag !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {tag && (
          <RenameTagForm
            key={tag.id}
            tag={tag}
            pending={pending}
            onRename={onRename}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RenameTagForm({
  tag,
  pending,
  onRename,
  onClose,
}: {
  tag: Tag;
  pending: boolean;
  onRename(tag: Tag, name: string): Promise<boolean>;
  onClose(): void;
}) {
  const inputId = useId();
  const [name, setName] = useState(tag.name);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await onRename(tag, name)) onClose();
  }

  return (
    <DialogForm
      title="Rename Tag"
      description={
        <>Choose a new name for “{tag.name}”. A name another tag has joins the two into that tag.</>
      }
      submit="Rename"
      pending={pending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor={inputId}>New name</Label>
        <Input
          id={inputId}
          value={name}
          maxLength={TAG_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
    </DialogForm>
  );
}
