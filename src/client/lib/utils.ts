import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';

/**
 * Joins class names (clsx: strings, conditionals, arrays); it does not merge them. Merging
 * (tailwind-merge) cost the first load ~8 KB gzipped to settle clashes we can avoid
 * (docs/decisions/0051-no-tailwind-merge.md). So two classes that set the same property of one
 * element (`p-4` and `p-6`, `sm:max-w-lg` and `sm:max-w-4xl`) both stay, and the stylesheet's
 * order, not their order here, picks the winner.
 *
 * The rule for callers: never pass a component a class that sets what the component's own
 * classes set, in the same variant (`hover:`, `sm:`, `data-[…]:`...). Give the component a prop
 * (a size, a tone) that chooses its classes instead, or move the default out to the callers
 * that want it. A side or axis refining a shorthand (`pr-8` over `px-3`, `px-4` over `p-2`) is
 * fine: Tailwind always writes the shorthand first.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
