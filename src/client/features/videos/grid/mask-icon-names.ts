/**
 * The icons every card draws (its actions and the image's play mark) as CSS masks (MaskIcon),
 * named as lucide-react names them; `play-filled` is the play mark filled.
 * `npm run generate:mask-icons` writes their CSS (`mask-icons.css`) from lucide-react's drawings.
 */
export const MASK_ICONS = [
  'play',
  'play-filled',
  'external-link',
  'eye',
  'eye-off',
  'copy',
  'pencil',
  'trash',
  'ellipsis',
] as const;

export type MaskIconName = (typeof MASK_ICONS)[number];
