import { memo } from 'react';
import { cn } from '@client/lib/utils';
import type { MaskIconName } from './mask-icon-names';
import './mask-icons.css';

/**
 * A lucide icon drawn by CSS: one empty element whose mask is the icon's drawing, painted in the
 * text colour. A card draws eight icons, and as inline SVG each was an element with a dozen
 * attributes and two to five shapes: most of the elements a card made as a scroll or a search
 * brought it in (decision 0071). Sized like lucide's (`size-4` unless told). Memoized: a card
 * reused for another video (decision 0073) draws the same icons, and each render merged their
 * classes again.
 */
export const MaskIcon = memo(function MaskIcon({
  name,
  className,
}: {
  name: MaskIconName;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cn('mask-icon size-4', `mask-icon-${name}`, className)} />
  );
});
