import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { SubmitButton } from './submit-button';

/**
 * A dialog's form: its title and description, its fields, then Cancel and the submit button
 * (busy while `pending`). Other props are the form element's.
 */
export function DialogForm({
  title,
  description,
  submit,
  pending = false,
  children,
  ...form
}: {
  title: string;
  description: ReactNode;
  submit: string;
  pending?: boolean;
  children: ReactNode;
} & Omit<ComponentProps<'form'>, 'title' | 'children' | 'className'>) {
  return (
    <form className="grid gap-4" {...form}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={pending}>{submit}</SubmitButton>
      </DialogFooter>
    </form>
  );
}
