import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from './button';

/** A form's submit button: while `pending`, disabled, busy for assistive tech, with a spinner. */
export function SubmitButton({
  pending,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} {...props}>
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {children}
    </Button>
  );
}
