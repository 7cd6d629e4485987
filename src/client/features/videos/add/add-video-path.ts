import { isHttpUrl } from '@shared/urls';

/**
 * docs/product/screens-and-routes.md: Firefox is told apart by its user agent (desktop "Firefox/",
 * iOS "FxiOS/").
 */
export const isFirefox = (userAgent: string): boolean => /\b(?:firefox|fxios)\//i.test(userAgent);

export type AddVideoPath = { kind: 'direct'; url: string } | { kind: 'dialog' };

/**
 * What the Add Video control does (docs/product/screens-and-routes.md): a valid URL on the
 * clipboard is added at once; anything else (nothing, text, a failed read: null) opens the dialog.
 * Firefox never gets here: it asks the user for clipboard access on every read, so it always opens
 * the dialog.
 */
export function chooseAddVideoPath(clipboardText: string | null): AddVideoPath {
  const url = clipboardText?.trim() ?? '';
  return url !== '' && isHttpUrl(url) ? { kind: 'direct', url } : { kind: 'dialog' };
}

/**
 * docs/product/screens-and-routes.md: on Firefox, a paste of a valid URL with a collection chosen
 * submits by itself.
 */
export const shouldSubmitOnPaste = (input: {
  firefox: boolean;
  pasted: string;
  categoryId: string;
}): boolean => input.firefox && input.categoryId !== '' && isHttpUrl(input.pasted.trim());
