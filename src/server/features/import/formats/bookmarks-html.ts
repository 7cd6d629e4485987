import { Parser } from 'htmlparser2';
import { cleanText, dateFromEpoch, IMPORTED_TEXT_MAX_LENGTH, type ImportItem } from './import-item';

/** Tags that end a link left unclosed (`<DD>` is the description some exports add after it). */
const LINK_ENDS = new Set(['a', 'dt', 'dd', 'dl', 'h3']);

/** A folder heading (`<H3>`) and whether it is a browser's own container rather than the user's. */
interface Folder {
  name: string;
  container: boolean;
}

/**
 * The links of a Netscape bookmark file (`<!DOCTYPE NETSCAPE-Bookmark-file-1>`), as its text
 * arrives, through htmlparser2's tokenizer: it takes what real exports contain (unclosed
 * `<DT>` and `<p>`, entities, attributes in any case) without building the document, so a
 * file of 100,000 links is read in its chunks' memory. Each `<DL>` after an `<H3>` is that
 * folder's list; an `<A>` is a link in the innermost open list.
 *
 * A browser's own containers (the bookmarks bar, "Other bookmarks", marked
 * PERSONAL_TOOLBAR_FOLDER or UNFILED_BOOKMARKS_FOLDER) are left out of a link's folders: they
 * are where a browser keeps everything, not a topic (docs/decisions/0035-import.md).
 */
export async function* bookmarksHtmlItems(text: AsyncIterable<string>): AsyncGenerator<ImportItem> {
  const ready: ImportItem[] = [];
  /** The open lists, outermost first: the folder each belongs to, null for a list of none. */
  const lists: (Folder | null)[] = [];
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

  const folders = (): string[] =>
    lists.flatMap((folder) => (folder && !folder.container ? [folder.name] : []));

  const finishLink = () => {
    if (!link) return;
    count += 1;
    const title = cleanText(link.title);
    ready.push({
      source: `link ${count.toLocaleString('en-US')}`,
      url: link.href.trim(),
      title: title === '' ? null : title,
      folders: folders(),
      savedAt: dateFromEpoch(link.addDate),
      channelName: null,
      description: null,
      // Bookmark services write a link's tags as TAGS="a,b" (issue 19).
      tags: link.tags ? link.tags.split(',') : [],
      note: null,
    });
    link = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // An unclosed link ends where the next entry, list or description begins.
        if (LINK_ENDS.has(name)) finishLink();
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
          lists.push(heading);
          heading = null;
        }
      },
      ontext(data) {
        // Bounded: a title or a folder name is kept to the stored length, whatever the file holds.
        if (link && link.title.length <= IMPORTED_TEXT_MAX_LENGTH) link.title += data;
        else if (headingText !== null && headingText.length <= IMPORTED_TEXT_MAX_LENGTH) {
          headingText += data;
        }
      },
      onclosetag(name) {
        if (name === 'a') finishLink();
        else if (name === 'h3' && heading && headingText !== null) {
          heading.name = cleanText(headingText) || 'Untitled folder';
          headingText = null;
        } else if (name === 'dl') {
          finishLink();
          lists.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  for await (const chunk of text) {
    parser.write(chunk);
    yield* ready.splice(0);
  }
  parser.end();
  finishLink();
  yield* ready.splice(0);
}
