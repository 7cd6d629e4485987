import { escapeAttribute, escapeText } from 'entities';

/*
 * The library as a Netscape bookmark file (`<!DOCTYPE NETSCAPE-Bookmark-file-1>`), the format
 * every browser and bookmark service imports: each collection a folder, each video a link with
 * its saved date and tags, its description as the `<DD>` after it. Written piece by piece like the JSON
 * export, so the whole library is never held at once.
 */

/** Seconds since 1970, as bookmark files date their entries. */
const seconds = (date: Date | string): number => Math.floor(new Date(date).getTime() / 1000);

export function bookmarksHead(exportedAt: Date): string {
  return [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<!-- Exported from Vidshelf. It can be imported by any browser or bookmark service. -->',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    '<TITLE>Bookmarks</TITLE>',
    '<H1>Vidshelf</H1>',
    `<DL><p>`,
    `<!-- exported ${exportedAt.toISOString()} -->`,
    '',
  ].join('\n');
}

export const bookmarksFolderStart = (name: string, createdAt: Date | string): string =>
  `    <DT><H3 ADD_DATE="${seconds(createdAt)}">${escapeText(name)}</H3>\n    <DL><p>\n`;

export const bookmarksFolderEnd = '    </DL><p>\n';

/**
 * Its tags as bookmark files list them (TAGS="a,b"): tag names hold no commas
 * (docs/product/tags-and-notes.md).
 */
const tagsAttribute = (tags: readonly string[]): string =>
  tags.length > 0 ? ` TAGS="${escapeAttribute(tags.join(','))}"` : '';

export function bookmarksLink(video: {
  url: string;
  title: string;
  description: string;
  createdAt: Date | string;
  tags: readonly string[];
}): string {
  const link = `        <DT><A HREF="${escapeAttribute(video.url)}" ADD_DATE="${seconds(video.createdAt)}"${tagsAttribute(video.tags)}>${escapeText(video.title)}</A>\n`;
  return video.description
    ? `${link}        <DD>${escapeText(video.description.replace(/\s+/g, ' '))}\n`
    : link;
}

export const bookmarksTail = '</DL><p>\n';
