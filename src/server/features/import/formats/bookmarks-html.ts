import { IMPORT_FOLDER_DEPTH_MAX, VIDEO_URL_MAX_LENGTH } from '@shared/constants';
import { FlatHtmlReader } from './html-tokens';
import { cleanText, dateFromEpoch, IMPORTED_TEXT_MAX_LENGTH, type ImportItem } from './import-item';

/** Tags that end a link left unclosed (`<DD>` is the description some exports add after it). */
const LINK_ENDS = new Set(['a', 'dt', 'dd', 'dl', 'h3']);

/** The attributes a bookmark file's links and folders are read by; any other is never held. */
const READ_ATTRIBUTES = new Set([
  'href',
  'add_date',
  'tags',
  'personal_toolbar_folder',
  'unfiled_bookmarks_folder',
]);

/**
 * The longest attribute value kept: a link one character past the longest saved (so the report
 * can still say it is too long), and room for a long TAGS list.
 */
const ATTRIBUTE_MAX_CHARS = Math.max(VIDEO_URL_MAX_LENGTH + 1, IMPORTED_TEXT_MAX_LENGTH * 4);

/**
 * Lists open at once that are kept track of one by one (unnamed ones count: a browser's root
 * list, its containers, a `<DL>` without a heading); any deeper is only counted, as folded.
 */
const OPEN_LISTS_MAX = 4 * IMPORT_FOLDER_DEPTH_MAX;

/** A folder heading (`<H3>`) and whether it is a browser's own container rather than the user's. */
interface Folder {
  name: string;
  container: boolean;
}

/**
 * The links of a Netscape bookmark file (`<!DOCTYPE NETSCAPE-Bookmark-file-1>`), as its text
 * arrives, read as a flat run of tags (FlatHtmlReader): it takes what real exports contain
 * (unclosed `<DT>` and `<p>`, entities, attributes in any case) without building the document,
 * so a file of 100,000 links is read in its chunks' memory. Each `<DL>` after an `<H3>` is that
 * folder's list; an `<A>` is a link in the innermost open list.
 *
 * A browser's own containers (the bookmarks bar, "Other bookmarks", marked
 * PERSONAL_TOOLBAR_FOLDER or UNFILED_BOOKMARKS_FOLDER) are left out of a link's folders: they
 * are where a browser keeps everything, not a topic (docs/decisions/0035-import.md).
 *
 * Folders nested deeper than IMPORT_FOLDER_DEPTH_MAX are only counted: their links go into the
 * folder at that depth and are marked `folded`, so that a file of millions of nested folders
 * costs neither time nor memory per level (docs/decisions/0078-hostile-import-files.md). The
 * folder path is kept as it changes, and each link shares it.
 */
export async function* bookmarksHtmlItems(text: AsyncIterable<string>): AsyncGenerator<ImportItem> {
  const ready: ImportItem[] = [];
  /** The open lists, outermost first, up to the depth read: whether each added a folder. */
  const lists: boolean[] = [];
  /** Lists open beyond the depth read: the innermost of `lists` and those in it. */
  let deeper = 0;
  /** The named folders of the open lists, outermost first; shared by the links read meanwhile. */
  let path: readonly string[] = [];
  /** The heading read last, waiting for its list. */
  let heading: Folder | null = null;
  let headingText: string | null = null;
  let link: {
    href: string;
    addDate: string | undefined;
    tags: string | undefined;
    title: string;
  } | null = null;
  let count = 0;

  const finishHeading = () => {
    if (heading && headingText !== null) {
      heading.name = cleanText(headingText) || 'Untitled folder';
      headingText = null;
    }
  };

  const finishLink = () => {
    if (!link) return;
    count += 1;
    const title = cleanText(link.title);
    ready.push({
      source: `link ${count.toLocaleString('en-US')}`,
      url: link.href.trim(),
      title: title === '' ? null : title,
      folders: path,
      folded: deeper > 0,
      savedAt: dateFromEpoch(link.addDate),
      channelName: null,
      description: null,
      // Bookmark services write a link's tags as TAGS="a,b" (docs/decisions/0054-tags-and-notes.md).
      tags: link.tags ? link.tags.split(',') : [],
      note: null,
    });
    link = null;
  };

  const openList = () => {
    finishHeading();
    const folder = heading;
    heading = null;
    const named = folder !== null && !folder.container;
    if (
      deeper > 0 ||
      (named && path.length >= IMPORT_FOLDER_DEPTH_MAX) ||
      lists.length >= OPEN_LISTS_MAX
    ) {
      deeper += 1;
      return;
    }
    if (named) path = [...path, folder.name];
    lists.push(named);
  };

  const closeList = () => {
    if (deeper > 0) {
      deeper -= 1;
      return;
    }
    if (lists.pop()) path = path.slice(0, -1);
  };

  const reader = new FlatHtmlReader(
    {
      open(name, attributes) {
        // An unclosed link ends where the next entry, list or description begins; so does an
        // unclosed heading.
        if (LINK_ENDS.has(name)) {
          finishLink();
          finishHeading();
        }
        if (name === 'a') {
          link = {
            href: attributes.href ?? '',
            addDate: attributes.add_date,
            tags: attributes.tags,
            title: '',
          };
        } else if (name === 'h3') {
          headingText = '';
          heading = {
            name: '',
            container:
              attributes.personal_toolbar_folder === 'true' ||
              attributes.unfiled_bookmarks_folder === 'true',
          };
        } else if (name === 'dl') {
          openList();
        }
      },
      text(data) {
        // Bounded: a title or a folder name is kept to the stored length, whatever the file holds.
        if (link && link.title.length <= IMPORTED_TEXT_MAX_LENGTH) link.title += data;
        else if (headingText !== null && headingText.length <= IMPORTED_TEXT_MAX_LENGTH) {
          headingText += data;
        }
      },
      close(name) {
        if (name === 'a') finishLink();
        else if (name === 'h3') finishHeading();
        else if (name === 'dl') {
          finishLink();
          closeList();
        }
      },
    },
    READ_ATTRIBUTES,
    ATTRIBUTE_MAX_CHARS,
  );

  for await (const chunk of text) {
    reader.write(chunk);
    yield* ready.splice(0);
  }
  reader.end();
  finishLink();
  yield* ready.splice(0);
}
