import { useId, useState } from 'react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';
import { DialogForm } from './dialog-form';
import { Input } from './input';
import { Label } from './label';

interface Named {
  id: string;
  name: string;
}

type ContentProps = ComponentProps<typeof DialogContent>;

/** Passed on to the form as they are. */
interface FormProps {
  title: string;
  maxLength: number;
  pending: boolean;
  onClose(): void;
}

/**
 * Asks for a new name for `item`, its current one filled in; open while `item` is set.
 * `onRename` resolves true to close.
 */
export function RenameDialog<T extends Named>({
  item,
  description,
  onRename,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...form
}: FormProps & {
  item: T | null;
  description(item: T): ReactNode;
  onRename(item: T, name: string): Promise<boolean>;
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && form.onClose()}>
      <DialogContent onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
        {item && (
          <RenameForm
            key={item.id}
            name={item.name}
            description={description(item)}
            onRename={(name) => onRename(item, name)}
            {...form}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Mounted at each opening, so the field starts from the current name. */
function RenameForm({
  name: current,
  title,
  description,
  maxLength,
  pending,
  onRename,
  onClose,
}: FormProps & {
  name: string;
  description: ReactNode;
  onRename(name: string): Promise<boolean>;
}) {
  const inputId = useId();
  const [name, setName] = useState(current);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await onRename(name)) onClose();
  }

  return (
    <DialogForm
      title={title}
      description={description}
      submit="Rename"
      pending={pending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor={inputId}>New name</Label>
        <Input
          id={inputId}
          value={name}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
    </DialogForm>
  );
}
