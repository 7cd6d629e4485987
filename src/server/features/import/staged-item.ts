import {
  CHANNEL_NAME_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
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
 */
export function collectionNameOf(folders: readonly string[]): string | null {
  const named = folders.filter((folder) => !isBlankName(folder));
  for (let start = 0; start < named.length; start++) {
    const name = named.slice(start).join(FOLDER_SEPARATOR);
    if (name.length <= COLLECTION_NAME_MAX_LENGTH) return name;
  }
  const innermost = named.at(-1);
  return innermost === undefined ? null : capLength(innermost, COLLECTION_NAME_MAX_LENGTH);
}

const capped = (value: string | null, max: number): string | null =>
  value === null ? null : capLength(value, max);

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
    savedAt: item.savedAt,
    channelName: capped(item.channelName, CHANNEL_NAME_MAX_LENGTH),
    description: item.description,
    linkKey: linkKey(item.url),
  };
}
