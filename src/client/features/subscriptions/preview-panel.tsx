import { useId } from 'react';
import type { FeedItem, FeedPreview } from '@shared/contracts/subscriptions';
import { formatDate, useSettings, type DateFormat } from '@client/features/settings';
import { kindLabel } from './kind-label';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { OutsideLink } from './outside-link';
import { titleOf } from './subscription-title';

/**
 * What following an address would follow: the feed's title and kind, and its newest items as
 * text. No pictures: a feed's thumbnails are on other sites, and the browser never loads an image
 * from another site (docs/product/thumbnails.md).
 */
export function PreviewPanel({ preview }: { preview: FeedPreview }) {
  const titleId = useId();
  const [{ dateFormat }] = useSettings();
  const title = titleOf(preview);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-md border p-4">
      <div className="grid gap-1">
        <h3 id={titleId} className="font-semibold break-words">
          <OutsideLink href={preview.sourceUrl} className="hover:underline">
            {title}
          </OutsideLink>
        </h3>
        <p className="text-sm text-muted-foreground">{kindLabel(preview.kind)}</p>
      </div>
      {preview.newestOnly && <p className="text-sm">{SUBSCRIPTION_MESSAGES.newestOnly}</p>}
      {preview.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">The feed lists no videos yet.</p>
      ) : (
        <ul aria-label="Newest videos" className="grid gap-2">
          {preview.items.map((item, index) => (
            // A feed may list one address twice: the place keeps the keys apart.
            <PreviewItem key={`${index}:${item.url}`} item={item} dateFormat={dateFormat} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PreviewItem({ item, dateFormat }: { item: FeedItem; dateFormat: DateFormat }) {
  const date = item.publishedAt === null ? '' : formatDate(item.publishedAt, dateFormat);
  return (
    <li className="grid gap-0.5 text-sm">
      <OutsideLink href={item.url} className="font-medium break-words hover:underline">
        {item.title.trim() || item.url}
      </OutsideLink>
      {(item.channelName || date) && (
        <p className="text-xs text-muted-foreground">
          {item.channelName}
          {item.channelName && date && ' · '}
          {date && item.publishedAt !== null && <time dateTime={item.publishedAt}>{date}</time>}
        </p>
      )}
    </li>
  );
}
