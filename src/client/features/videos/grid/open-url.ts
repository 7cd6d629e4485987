import { isHttpUrl } from '@shared/urls';

/** Opens an http(s) URL in a new tab that cannot reach back to this one; anything else: nothing. */
export function openInNewTab(url: string): void {
  if (!isHttpUrl(url)) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}
