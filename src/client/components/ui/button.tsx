import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@client/lib/utils';
import { buttonVariants } from './button-variants';
import type { ButtonVariantProps } from './button-variants';

type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Render the one child (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
