import {
  CHANNEL_NAME_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  TAG_NAME_MAX_LENGTH,
  VIDEO_NOTE_MAX_LENGTH,
  VIDEO_TAGS_MAX,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
import { distinctTagNames, tagNameProblem } from '@shared/tag-name';
import { isBlankName } from '@shared/collection-name';
import { capLength } from '@shared/text';
import { linkKey } from '@server/core';
import type { ImportItem } from './formats/import-item';
import type { NewImportItem } from './import.repo';

/** Folder names joined into one collection name (docs/decisions/0035-import.md). */
export const FOLDER_SEPARATOR = ' / ';

/**
 * The collection a link's folders name: the path outermost first ("Music / Live"), so that two
 * "Live" folders under different parents stay apart. A path too long for a collection name
 * keeps its innermost folders, the ones nearest the link; null when no folder has a name.
 * Counted from the innermost folder out, in time linear in the path's length.
 */
export function collectionNameOf(folders: readonly string[]): string | null {
  const named = folders.filter((folder) => !isBlankName(folder));
  const innermost = named.at(-1);
  if (innermost === undefined) return null;
  let start = named.length - 1;
  let length = innermost.length;
  while (start > 0) {
    const next = length + FOLDER_SEPARATOR.length + (named[start - 1] as string).length;
    if (next > COLLECTION_NAME_MAX_LENGTH) break;
    length = next;
    start -= 1;
  }
  return length <= COLLECTION_NAME_MAX_LENGTH
    ? named.slice(start).join(FOLDER_SEPARATOR)
    : capLength(innermost, COLLECTION_NAME_MAX_LENGTH);
}

const capped = (value: string | null, max: number): string | null =>
  value === null ? null : capLength(value, max);

/**
 * The tags an entry can keep (docs/product/tags-and-notes.md): trimmed and cut to a tag's longest
 * name, those a tag can be (no comma, no control character, not empty), each once in any case, the
 * first VIDEO_TAGS_MAX. A file's odd tag is left out rather than the link refused.
 */
export function keptTags(names: readonly string[]): string[] {
  const usable = names
    .map((name) => capLength(name.trim(), TAG_NAME_MAX_LENGTH).trim())
    .filter((name) => tagNameProblem(name) === null);
  return distinctTagNames(usable).slice(0, VIDEO_TAGS_MAX);
}

/** A note as it can be kept: control characters but tabs and line breaks dropped, cut; null: none. */
export function keptNote(note: string | null): string | null {
  const clean = (note ?? '').replace(/(?![\t\n\r])\p{Cc}/gu, '').trim();
  return clean === '' ? null : capLength(clean, VIDEO_NOTE_MAX_LENGTH);
}

/**
 * An entry as it is staged: cut to what can be stored (a URL one character past the limit, so
 * the report can still say it was too long, not a `data:` link of hundreds of KB), with its
 * link key (null: it cannot be saved).
 */
export function stagedItem(
  item: ImportItem,
  at: { importId: string; userId: string; seq: number },
): NewImportItem {
  return {
    ...at,
    source: item.source,
    url: item.url.slice(0, VIDEO_URL_MAX_LENGTH + 1),
    title: capped(item.title, VIDEO_TITLE_MAX_LENGTH),
    collectionName: collectionNameOf(item.folders),
    folded: item.folded === true,
    savedAt: item.savedAt,
    channelName: capped(item.channelName, CHANNEL_NAME_MAX_LENGTH),
    description: item.description,
    tags: keptTags(item.tags),
    note: keptNote(item.note),
    watchedAt: item.watchedAt ?? null,
    publishedAt: item.publishedAt ?? null,
    linkKey: linkKey(item.url),
  };
}
