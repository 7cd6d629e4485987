import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startFakeSite, type FakeSite } from './fake-site';

/** A video a fake channel lists: its id and title, published at `published` (ISO). */
export interface FakeVideo {
  id: string;
  title: string;
  published: string;
}

/** A channel of the fake YouTube: its handle page and its feed, newest first. */
export interface FakeChannel {
  id: string;
  handle: string;
  title: string;
  videos: FakeVideo[];
}

/**
 * For tests only: a local YouTube that answers what Vidshelf asks of the real one for
 * subscriptions: a channel's handle page (which names the channel's feed and id, as YouTube's
 * does), a video's watch page (its channel), and the public Atom feeds by `channel_id` and
 * `playlist_id`, with ETag and If-None-Match (304). Point YOUTUBE_PAGE_URL at `url` and
 * YOUTUBE_FEED_URL at `feedUrl`; those are trusted like the oEmbed endpoints, so no allowance is
 * needed.
 */
export interface FakeYouTube extends FakeSite {
  feedUrl: string;
  /** Adds a channel (its pages and feed answer from now on). */
  channel(channel: FakeChannel): void;
  /** Puts a new video first in a channel's feed. */
  publish(channelId: string, video: FakeVideo): void;
  /** A playlist's feed: these videos of the channel, newest first. */
  playlist(id: string, title: string, channelId: string, videos: FakeVideo[]): void;
  /** Feed requests answered, by channel or playlist id: full answers and 304s. */
  fetches(id: string): { full: number; notModified: number };
  /** When each request for a feed arrived (ms since the epoch), by channel or playlist id. */
  fetchTimes(id: string): readonly number[];
  /** Holds every feed's answer this long from now on (0: answers at once). */
  delayFeeds(ms: number): void;
  /** Answers the next feed requests for `id` with this status (429 with Retry-After, 500…). */
  failFeed(id: string, status: number | null, headers?: Record<string, string>): void;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Atom feed as YouTube writes one (yt: and media: namespaces, newest entry first). */
export function youtubeFeedXml(
  base: string,
  { id, title }: { id: string; title: string },
  channel: FakeChannel,
  videos: readonly FakeVideo[],
): string {
  const entries = videos
    .map(
      (video) => `
 <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${channel.id}</yt:channelId>
  <title>${escape(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <author>
   <name>${escape(channel.title)}</name>
   <uri>https://www.youtube.com/channel/${channel.id}</uri>
  </author>
  <published>${video.published}</published>
  <updated>${video.published}</updated>
  <media:group>
   <media:title>${escape(video.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/${video.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description></media:description>
  </media:group>
 </entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="${base}/feeds/videos.xml?channel_id=${id}"/>
 <id>yt:channel:${id}</id>
 <yt:channelId>${channel.id}</yt:channelId>
 <title>${escape(title)}</title>
 <link rel="alternate" href="https://www.youtube.com/channel/${channel.id}"/>
 <author>
  <name>${escape(channel.title)}</name>
  <uri>https://www.youtube.com/channel/${channel.id}</uri>
 </author>
 <published>2020-01-01T00:00:00+00:00</published>${entries}
</feed>`;
}

/** A channel's page, as YouTube's names its feed and id (in its head and deep in its body). */
const channelPage = (channel: FakeChannel) => `<!DOCTYPE html><html><head>
<title>${escape(channel.title)} - YouTube</title>
<meta property="og:title" content="${escape(channel.title)}">
<link rel="alternate" type="application/rss+xml" title="RSS" href="https://www.youtube.com/feeds/videos.xml?channel_id=${channel.id}">
<link rel="canonical" href="https://www.youtube.com/channel/${channel.id}">
</head><body><script>var ytInitialData = {"metadata":{"channelMetadataRenderer":{"externalId":"${channel.id}"}}};</script>
<meta itemprop="channelId" content="${channel.id}"></body></html>`;

const watchPage = (video: FakeVideo, channel: FakeChannel) => `<!DOCTYPE html><html><head>
<title>${escape(video.title)} - YouTube</title></head><body>
<div itemprop="author"><link itemprop="url" href="http://www.youtube.com/@${channel.handle}"></div>
<meta itemprop="channelId" content="${channel.id}"></body></html>`;

export async function startFakeYouTube(): Promise<FakeYouTube> {
  const site = await startFakeSite();
  const channels = new Map<string, FakeChannel>();
  const counts = new Map<string, { full: number; notModified: number }>();
  const failures = new Map<string, { status: number; headers: Record<string, string> }>();
  const times = new Map<string, number[]>();
  let delayMs = 0;

  const countOf = (id: string) => {
    const count = counts.get(id) ?? { full: 0, notModified: 0 };
    counts.set(id, count);
    return count;
  };

  /** Notes when a feed was asked for, and answers it once the delay set has passed. */
  const feedAnswer =
    (id: string, body: () => string) => (req: IncomingMessage, res: ServerResponse) => {
      times.set(id, [...(times.get(id) ?? []), Date.now()]);
      if (delayMs > 0) setTimeout(() => answerFeed(id, body, req, res), delayMs);
      else answerFeed(id, body, req, res);
    };

  /** Answers a feed with an ETag of its bytes, 304 when the request already has them. */
  function answerFeed(
    id: string,
    body: () => string,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    const failure = failures.get(id);
    if (failure) {
      res.writeHead(failure.status, { 'content-type': 'text/plain', ...failure.headers });
      res.end('failing');
      return;
    }
    const xml = body();
    const etag = `"${createHash('sha1').update(xml).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) {
      countOf(id).notModified++;
      res.writeHead(304, { etag });
      res.end();
      return;
    }
    countOf(id).full++;
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=UTF-8', etag });
    res.end(xml);
  }

  const answerHtml = (html: () => string) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html());
  };

  function serveVideos(channel: FakeChannel, videos: readonly FakeVideo[]) {
    for (const video of videos) {
      site.on(
        `/watch?v=${video.id}`,
        answerHtml(() => watchPage(video, channel)),
      );
    }
  }

  return {
    ...site,
    feedUrl: `${site.url}/feeds/videos.xml`,
    channel(channel) {
      channels.set(channel.id, channel);
      const page = answerHtml(() => channelPage(channel));
      site.on(`/@${channel.handle}`, page);
      site.on(`/channel/${channel.id}`, page);
      site.on(
        `/feeds/videos.xml?channel_id=${channel.id}`,
        feedAnswer(channel.id, () =>
          youtubeFeedXml(site.url, channel, channel, channel.videos.slice(0, 15)),
        ),
      );
      serveVideos(channel, channel.videos);
    },
    publish(channelId, video) {
      const channel = channels.get(channelId);
      if (!channel) throw new Error(`no fake channel ${channelId}`);
      channel.videos.unshift(video);
      serveVideos(channel, [video]);
    },
    playlist(id, title, channelId, videos) {
      const channel = channels.get(channelId);
      if (!channel) throw new Error(`no fake channel ${channelId}`);
      site.on(
        `/feeds/videos.xml?playlist_id=${id}`,
        feedAnswer(id, () => youtubeFeedXml(site.url, { id, title }, channel, videos)),
      );
    },
    fetches: (id) => ({ ...countOf(id) }),
    fetchTimes: (id) => [...(times.get(id) ?? [])],
    delayFeeds(ms) {
      delayMs = ms;
    },
    failFeed(id, status, headers = {}) {
      if (status === null) failures.delete(id);
      else failures.set(id, { status, headers });
    },
  };
}
