import { parseHttpUrl } from '@shared/urls';

/** What a share sheet (Web Share Target, `method: GET`) or the bookmarklet sends; any may be missing. */
export interface SharedData {
  url?: string | null;
  text?: string | null;
  title?: string | null;
}

/**
 * A candidate runs from `http(s)://` to the first space, angle bracket or double quote, or to
 * punctuation of the scripts whose sentences have no spaces (CJK), which never ends a real URL.
 */
const CANDIDATE = /https?:\/\/[^\s<>"，。、！？「」『』【】（）《》]+/giu;

/** Sentence punctuation a link is often followed by ("…watch?v=x).", "see https://a.b, then"). */
const TRAILING_PUNCTUATION = /[.,;:!?'"…»”’]$/u;

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Drops what the sentence added after the link. A closing bracket stays when the link opened it
 * (`https://en.wikipedia.org/wiki/Rust_(language)`), and goes when the text did ("(see https://a.b)").
 */
function trimTrailing(candidate: string): string {
  let link = candidate;
  for (;;) {
    const last = link.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING_PUNCTUATION.test(link)) link = link.slice(0, -1);
    else if (opener !== undefined && count(link, last) > count(link, opener))
      link = link.slice(0, -1);
    else return link;
  }
}

/** The first http(s) link inside free text, as the URL parser writes it; null when none. */
export function firstLinkIn(text: string): string | null {
  for (const [candidate] of text.matchAll(CANDIDATE)) {
    const url = parseHttpUrl(trimTrailing(candidate));
    if (url) return url.href;
  }
  return null;
}

/**
 * The link to save from what was shared: `url` when it is an http(s) URL, else the first
 * http(s) link inside `text` (the YouTube app and many others put it there, with words around
 * it), else inside `title`. Anything else (`javascript:`, `data:`, words) is no link: null.
 */
export function findSharedLink({ url, text, title }: SharedData): string | null {
  const direct = url ? parseHttpUrl(url) : null;
  if (direct) return direct.href;
  return (text ? firstLinkIn(text) : null) ?? (title ? firstLinkIn(title) : null);
}

/**
 * The shared title worth showing beside the link: trimmed, and not when it only repeats the
 * link (some apps send the URL as the title too).
 */
export function sharedTitle(title: string | null | undefined, link: string | null): string | null {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '' || (link !== null && parseHttpUrl(trimmed)?.href === link)) return null;
  return trimmed;
}
