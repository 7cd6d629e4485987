import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';

// No property is set twice for one button: what a variant or a size may change (the gap, the
// colour of `focus-visible:ring-*`) is set by every variant or every size, never by the base as
// well (class names are joined, not merged: src/client/lib/utils.ts).
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow] outline-none focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default:
          'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/50',
        destructive:
          'bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/40',
        outline:
          'border border-border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 dark:border-input dark:bg-input/30 dark:hover:bg-input/50',
        secondary:
          'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring/50',
        ghost:
          'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 dark:hover:bg-accent/50',
        link: 'text-primary underline-offset-4 hover:underline focus-visible:ring-ring/50',
      },
      size: {
        default: 'h-9 gap-2 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 px-3 has-[>svg]:px-2.5',
        lg: 'h-10 gap-2 px-6 has-[>svg]:px-4',
        icon: 'size-9 gap-2',
        /** The sidebar's toggle: a smaller square. */
        'icon-sm': 'size-8 gap-2',
        /** A link-styled button inside a line of text: no height or padding of its own. */
        inline: 'h-auto gap-2 p-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
