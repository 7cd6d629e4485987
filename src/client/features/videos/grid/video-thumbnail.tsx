import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import { cn } from '@client/lib/utils';
import { DurationBadge } from './duration-badge';
import { isYouTubeStandIn, thumbnailCandidates } from './thumbnail';

/**
 * The card's image, falling back step by step (stored image, YouTube's hqdefault.jpg, our
 * placeholder) on a load error or YouTube's grey 120-px stand-in. An image shows only once it
 * has loaded and is not the stand-in (issue 18: no flash of a grey box or a broken image before
 * the fallback); the box's muted colour is seen meanwhile. Decorative: the title names
 * the card. No referrer goes to the image host. Loaded at once, not lazily: the virtual grid
 * renders only the rows near the window, and the first row's image is the page's largest paint.
 * The placeholder is drawn inline, in the theme's muted colours (an <img> of an SVG file cannot
 * read them: light and dark would share one colour). The video's length, when known, sits in
 * the bottom-right corner; the caller's box is `relative` for it.
 */
export function VideoThumbnail({
  thumbnailUrl,
  youtubeId,
  duration,
}: {
  thumbnailUrl: string | null;
  youtubeId: string;
  duration: string | null;
}) {
  const candidates = thumbnailCandidates({ thumbnailUrl, youtubeId });
  const key = candidates.join(' ');
  // Which candidate failed last, remembered per candidate list so an edit starts over.
  const [failed, setFailed] = useState({ key, index: 0 });
  const index = failed.key === key ? failed.index : 0;
  const src = candidates[Math.min(index, candidates.length - 1)] ?? '';
  const [loaded, setLoaded] = useState<string | null>(null);

  const next = () => {
    if (index < candidates.length - 1) setFailed({ key, index: index + 1 });
  };
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (isYouTubeStandIn(src, event.currentTarget.naturalWidth)) next();
    else setLoaded(src);
  };

  const image =
    src === PLACEHOLDER_THUMBNAIL_URL ? (
      <svg
        viewBox="0 0 64 36"
        aria-hidden="true"
        data-slot="placeholder-thumbnail"
        fill="currentColor"
        className="size-full bg-muted text-muted-foreground"
      >
        <circle cx="32" cy="18" r="5.6" opacity=".15" />
        <path d="M30.2 15v6l5.2-3z" />
      </svg>
    ) : (
      <img
        src={src}
        alt=""
        decoding="async"
        referrerPolicy="no-referrer"
        draggable={false}
        onError={next}
        onLoad={onLoad}
        className={cn('size-full object-cover', loaded !== src && 'opacity-0')}
      />
    );
  return (
    <>
      {image}
      <DurationBadge duration={duration} />
    </>
  );
}
