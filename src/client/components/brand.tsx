import { Clapperboard } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { cn } from '@client/lib/utils';

/** The product's mark and name; the caller decides which element (heading or not) holds it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold', className)}>
      <Clapperboard aria-hidden="true" className="size-[1.2em] text-brand" />
      {PRODUCT_NAME}
    </span>
  );
}
