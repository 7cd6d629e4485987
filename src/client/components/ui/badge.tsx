import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** A short label beside a title ("Current", "Recommended"). */
export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: 'default' | 'secondary' }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-md border border-transparent px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        variant === 'default'
          ? 'bg-primary text-primary-foreground'
          : 'bg-secondary text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}
