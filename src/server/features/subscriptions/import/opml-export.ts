/** What the export writes of a subscription. */
export interface ExportedSubscription {
  title: string;
  feedUrl: string;
  sourceUrl: string;
}

/**
 * Characters XML 1.0 cannot hold at all, even escaped: controls other than tab and line breaks,
 * lone halves of surrogate pairs, U+FFFE and U+FFFF. A title from a feed may carry them.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text fit for an attribute's double quotes: markup and line breaks escaped, the unwritable left out. */
export function xmlAttribute(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/**
 * The subscriptions as OPML 2.0, the list feed readers, NewPipe's importers and FreeTube take:
 * one `<outline type="rss">` each, its title, its feed (`xmlUrl`) and its page (`htmlUrl`).
 */
export function subscriptionsOpml(
  subscriptions: readonly ExportedSubscription[],
  createdAt: Date,
): string {
  const outlines = subscriptions.map((subscription) => {
    const title = xmlAttribute(subscription.title);
    return `    <outline type="rss" text="${title}" title="${title}" xmlUrl="${xmlAttribute(subscription.feedUrl)}" htmlUrl="${xmlAttribute(subscription.sourceUrl)}"/>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<opml version="2.0">\n' +
    '  <head>\n' +
    '    <title>Vidshelf subscriptions</title>\n' +
    `    <dateCreated>${createdAt.toUTCString()}</dateCreated>\n` +
    '  </head>\n' +
    '  <body>\n' +
    outlines.join('') +
    '  </body>\n' +
    '</opml>\n'
  );
}

/** The export's file name, dated (UTC) as the link export's is. */
export const opmlFileName = (createdAt: Date): string =>
  `vidshelf-subscriptions-${createdAt.toISOString().slice(0, 10)}.opml`;
