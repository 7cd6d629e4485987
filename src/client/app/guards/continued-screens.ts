import { CONNECT_EXTENSION_PATH } from '@client/features/extension';
import { SAVE_PATH } from '@client/features/share';

/**
 * The screens opened from outside Vidshelf that a sign-in comes back to, query and all
 * (docs/product/save-and-share.md): a link being saved (a share sheet, the bookmarklet) and the
 * browser extension asking to connect. Every other screen starts at "/" after signing in
 * (docs/product/screens-and-routes.md).
 */
export const CONTINUED_SCREENS: readonly string[] = [SAVE_PATH, CONNECT_EXTENSION_PATH];
