import { useEffect } from 'react';
import { useLocation, useNavigate } from '@client/lib/router';
import type { Video } from '@shared/contracts/library';

/** docs/product/already-saved.md: `/?video=<id>` opens the library at that video. */
const VIDEO_PARAM = 'video';

/** Where a video is opened in the library: its collection selected, its card in view and focused. */
export const libraryVideoPath = (id: string): string =>
  `/?${new URLSearchParams({ [VIDEO_PARAM]: id }).toString()}`;

/** The id of the video a location's query asks to open, if any. */
export const videoToOpen = (search: string): string | null =>
  new URLSearchParams(search).get(VIDEO_PARAM);

/** The query without the video to open: it is opened once, and not again after a reload. */
export function searchWithoutVideo(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(VIDEO_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * The library screen's side of `/?video=<id>`: once the library is loaded, a video it holds is
 * opened (`open`), an unknown one leaves the library as it is; either way the parameter goes,
 * replacing the history entry. While the library is being fetched again, an id it does not hold
 * yet waits for the answer: the link may name a video saved since the last load (elsewhere, or
 * just found to be a duplicate, which reloads the library).
 */
export function useOpenVideoFromLink(
  library: { videos: readonly Video[] | undefined; fetching: boolean },
  open: (video: Video) => void,
): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const wanted = videoToOpen(search);
  const { videos, fetching } = library;
  useEffect(() => {
    if (wanted === null || !videos) return;
    const video = videos.find((candidate) => candidate.id === wanted);
    if (video) open(video);
    else if (fetching) return;
    navigate({ pathname, search: searchWithoutVideo(search), hash }, { replace: true });
  }, [wanted, videos, fetching, open, navigate, pathname, search, hash]);
}
