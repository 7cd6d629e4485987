/**
 * The icons the grid draws as CSS masks (MaskIcon): every card's (its actions, the image's play
 * mark, the unavailable, watched and note marks), the empty states' and the header's Play all and
 * Shuffle. Named as lucide-react
 * names them; `play-filled` is the play mark filled.
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
  'ban',
  'check',
  'notebook-pen',
  'search-x',
  'video-off',
  'shuffle',
] as const;

export type MaskIconName = (typeof MASK_ICONS)[number];
