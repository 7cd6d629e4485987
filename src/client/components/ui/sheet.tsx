import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@client/lib/utils';

/** A panel that slides over the page from its left edge: a modal Radix dialog. */
export const Sheet = (props: ComponentProps<typeof DialogPrimitive.Root>) => (
  <DialogPrimitive.Root data-slot="sheet" {...props} />
);

/**
 * The panel, named by `title` (kept visually hidden: the content shows what it is). Focus stays
 * inside while open and Escape closes it, as in any Radix dialog.
 */
export function SheetContent({
  title,
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        // The title names it; there is no separate description.
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r shadow-lg transition-transform duration-200 ease-out motion-reduce:transition-none starting:-translate-x-full',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
