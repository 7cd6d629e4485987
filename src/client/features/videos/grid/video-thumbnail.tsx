import { useCallback, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import { useAuth } from '@client/features/auth';
import { cn } from '@client/lib/utils';
import { ThumbnailProgress } from '@client/features/watch-progress';
import { DurationBadge } from './duration-badge';
import {
  isProxiedThumbnail,
  isYouTubeStandIn,
  thumbnailCandidates,
  thumbnailProxyPath,
} from './thumbnail';

/**
 * Another host's image (`url`), from the server's image proxy with the user's token (decision
 * 0053): its bytes, kept per video and image URL. Not asked again after a failure (the card
 * shows the placeholder) until the query is dropped.
 */
function useProxiedImage(videoId: string, url: string) {
  const { client } = useAuth();
  return useQuery({
    queryKey: ['thumbnail', videoId, url],
    queryFn: async ({ signal }) => {
      const response = await client.fetchWithAuth(thumbnailProxyPath(videoId), { signal });
      if (!response.ok) throw new Error(`The image proxy answered ${response.status}`);
      return response.blob();
    },
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

/**
 * The card's image, falling back step by step (stored image, YouTube's hqdefault.jpg, our
 * placeholder) on a load error or YouTube's grey 120-px stand-in. An image shows only once it
 * has loaded and is not the stand-in (docs/product/thumbnails.md: no flash of a grey box or a
 * broken image before the fallback); the box's muted colour is seen meanwhile. Decorative: the
 * title names the card. No referrer goes to the image host. Loaded at once, not lazily: the virtual
 * grid renders only the rows near the window, and the first row's image is the page's largest
 * paint. An image stored from a host other than YouTube's (a provider's thumbnail, a page's
 * preview) is never loaded from that host: the server fetches it, and the card shows it from a
 * blob: URL that lives as long as its <img>. The placeholder is drawn inline, in the theme's muted
 * colours (an <img> of an SVG file cannot read them: light and dark would share one colour). The
 * video's length, when known, sits in the bottom-right corner; a started video's progress along
 * the bottom edge (docs/product/watching.md#progress-on-cards); the caller's box is `relative` for
 * them.
 */
export function VideoThumbnail({
  videoId,
  thumbnailUrl,
  youtubeId,
  duration,
}: {
  videoId: string;
  thumbnailUrl: string | null;
  youtubeId: string;
  duration: string | null;
}) {
  const stored = thumbnailCandidates({ thumbnailUrl, youtubeId });
  const proxied = stored[0] !== undefined && isProxiedThumbnail(stored[0]) ? stored[0] : null;
  // Only a card whose image comes through the proxy watches a query
  // (docs/product/large-libraries.md): a query per card, even a disabled one, cost every card that
  // scrolled in a cache entry and an observer.
  return (
    <>
      {proxied === null ? (
        <ThumbnailImage candidates={stored} proxied={null} duration={duration} />
      ) : (
        <ProxiedThumbnail videoId={videoId} proxied={proxied} stored={stored} duration={duration} />
      )}
      <ThumbnailProgress videoId={videoId} duration={duration} />
    </>
  );
}

function ProxiedThumbnail({
  videoId,
  proxied,
  stored,
  duration,
}: {
  videoId: string;
  proxied: string;
  stored: readonly string[];
  duration: string | null;
}) {
  const proxy = useProxiedImage(videoId, proxied);
  return (
    <ThumbnailImage
      // An image the proxy could not serve is passed over, as one that failed to load.
      candidates={proxy.isError ? stored.slice(1) : stored}
      proxied={proxied}
      blob={proxy.data}
      duration={duration}
    />
  );
}

/** The fallback steps over `candidates`; `proxied` is shown from `blob` once it has come. */
function ThumbnailImage({
  candidates,
  proxied,
  blob,
  duration,
}: {
  candidates: readonly string[];
  proxied: string | null;
  blob?: Blob;
  duration: string | null;
}) {
  const key = candidates.join(' ');
  // Which candidate failed last, remembered per candidate list so an edit starts over.
  const [failed, setFailed] = useState({ key, index: 0 });
  const index = failed.key === key ? failed.index : 0;
  const src = candidates[Math.min(index, candidates.length - 1)] ?? '';
  const [loaded, setLoaded] = useState<string | null>(null);
  const viaProxy = src === proxied;
  // The blob's URL is made for the <img> showing it, and revoked when it goes or the blob changes.
  const showBlob = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return;
      const objectUrl = URL.createObjectURL(blob);
      img.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [blob],
  );

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
    ) : viaProxy && !blob ? null : (
      <img
        key={viaProxy ? 'proxied' : 'direct'}
        {...(viaProxy ? { ref: showBlob } : { src })}
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
