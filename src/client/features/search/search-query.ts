import { tagKey } from '@shared/tag-name';

/*
 * The search field's words (docs/product/tags-and-notes.md): free text, matched as a substring
 * (docs/product/validation.md), and `tag:name` terms, each narrowing the results to videos carrying
 * that tag (any case, as tags are compared). A name with spaces, quotes or backslashes is written
 * `tag:"two words"`, with `\"` and `\\` inside. Choosing a tag in the sidebar writes that term into
 * the search. `is:unavailable` keeps the videos whose site said they are gone
 * (docs/product/availability.md).
 */

/** `is:unavailable`, as a word of its own (any case). */
const UNAVAILABLE_TERM = /(^|\s)is:unavailable(?=\s|$)/giu;
/** The search that shows the videos found gone. */
export const UNAVAILABLE_QUERY = 'is:unavailable';

/** `tag:` then a quoted name (escapes allowed) or a run of non-spaces, at a word's start. */
const TAG_TERM = /(^|\s)tag:(?:"((?:[^"\\]|\\.)*)"|(\S+))/giu;

export interface ParsedSearch {
  /** The free text, trimmed and lower-cased; empty when the query is only tag terms. */
  text: string;
  /** The tags asked for, as compared (tagKey); a video must carry every one. */
  tags: string[];
  /** `is:unavailable`: only the videos marked unavailable. */
  unavailable: boolean;
}

/** Splits a (non-blank) query into its free text and its tag terms. */
export function parseSearch(query: string): ParsedSearch {
  const tags: string[] = [];
  let unavailable = false;
  const terms = query.replace(UNAVAILABLE_TERM, (_whole, before: string) => {
    unavailable = true;
    return before;
  });
  const rest = terms.replace(TAG_TERM, (_whole, before: string, quoted?: string, bare?: string) => {
    const name = quoted?.replace(/\\(.)/gu, '$1') ?? bare ?? '';
    if (name.trim() !== '') tags.push(tagKey(name));
    return before;
  });
  // Where a term was taken out, the words either side are one space apart again.
  const text = (tags.length > 0 || unavailable ? rest.replace(/\s+/gu, ' ') : rest).trim();
  return { text: text.toLocaleLowerCase(), tags, unavailable };
}

/** The search that shows a tag's videos: `tag:name`, quoted when the name needs it. */
export function tagQuery(name: string): string {
  if (!/[\s"\\]/u.test(name)) return `tag:${name}`;
  return `tag:"${name.replace(/["\\]/gu, (character) => `\\${character}`)}"`;
}
