import { Clapperboard } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { cn } from '@client/lib/utils';

/**
 * The product's mark and name; the caller decides which element (heading or not) holds it, and
 * may hide the name from view (`nameClassName`), e.g. in the collapsed sidebar. `bold`: the
 * sign-in screen's heading weight instead of semibold.
 */
export function BrandMark({
  className,
  nameClassName,
  bold = false,
}: {
  className?: string;
  nameClassName?: string;
  bold?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2',
        bold ? 'font-bold' : 'font-semibold',
        className,
      )}
    >
      <Clapperboard aria-hidden="true" className="size-[1.2em] shrink-0 text-brand" />
      <span className={nameClassName}>{PRODUCT_NAME}</span>
    </span>
  );
}
