import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';
import { SubmitButton } from './submit-button';

/** A form dialog's footer: Cancel, and the submit button (busy while `pending`). */
export function DialogFormFooter({
  submit,
  pending = false,
}: {
  submit: string;
  pending?: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton pending={pending}>{submit}</SubmitButton>
    </DialogFooter>
  );
}
