import { parseHttpUrl } from '@shared/urls';
import { canonicalYouTubeUrl, parseYouTubeId } from '@shared/youtube';

/** What the popup was asked to save: a link (`?url=`, from the context menu) or the active tab. */
export interface TargetSource {
  url: string;
  /** The tab's title; a link from the context menu has none. */
  title?: string;
}

/** A link the popup can save: `url` is what goes to the server, `title` what the popup shows. */
export interface Target {
  url: string;
  title: string | null;
}

/**
 * The address to save for a page or link: a YouTube video (watch?v=…&list=…&t=…, youtu.be,
 * shorts, m., embed) as its canonical watch URL, so the same video is one link key; any other
 * http(s) page as it is; null for what cannot be saved (chrome://, file://, extension pages,
 * about:blank, a tab without a URL).
 */
export function saveableUrl(raw: string): string | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const id = parseYouTubeId(url.href);
  return id ? canonicalYouTubeUrl(id) : url.href;
}

export function chooseTarget(source: TargetSource): Target | null {
  const url = saveableUrl(source.url);
  if (!url) return null;
  const title = source.title?.trim();
  return { url, title: title ? title : null };
}

/**
 * `?url=` when the popup window was opened for a link (the context menu), else null: the popup
 * then saves the active tab of the last focused normal window.
 */
export function linkParam(search: string): string | null {
  return new URLSearchParams(search).get('url');
}
