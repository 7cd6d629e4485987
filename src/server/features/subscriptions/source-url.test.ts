import { describe, expect, it } from 'vitest';
import { classifySource, resolveHttpUrl, youtubeFeedUrl } from './source-url';

const CHANNEL_ID = 'UCq8Wd1zX7kQp3nV5rT2yLmA';
const PLAYLIST_ID = 'PLx2Fh7TqW0aN5cV8bR1mK4dJ6sE9gYuZo';
const VIDEO_ID = 'Aq3xT9bLm2E';

/** The guess without the address it was read from, which most cases need not repeat. */
function kindOf(input: string) {
  const guess = classifySource(input);
  if (guess === null) return null;
  const { url: _url, ...rest } = guess;
  return rest;
}

describe('classifySource', () => {
  it('refuses what is not an http(s) address', () => {
    for (const input of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'ftp://example.com/feed.xml',
      'mailto:someone@example.com',
      'music',
      'http://',
      'https://exa mple.com/',
    ]) {
      expect(classifySource(input), input).toBeNull();
    }
  });

  it('reads an address without a scheme as https', () => {
    expect(classifySource('youtube.com/@quietworkshop')).toEqual({
      kind: 'youtube_page',
      url: 'https://youtube.com/@quietworkshop',
      path: '/@quietworkshop',
    });
    expect(classifySource('  //blog.example.com/feed  ')).toEqual({
      kind: 'page',
      url: 'https://blog.example.com/feed',
    });
    // A colon before a port is no scheme.
    expect(classifySource('media.example.com:8080/feed.xml')).toEqual({
      kind: 'page',
      url: 'https://media.example.com:8080/feed.xml',
    });
    expect(classifySource('http://example.com/x')?.url).toBe('http://example.com/x');
  });

  it('knows a YouTube channel by its id, in a page or a feed address', () => {
    for (const input of [
      `https://www.youtube.com/channel/${CHANNEL_ID}`,
      `https://m.youtube.com/channel/${CHANNEL_ID}/videos`,
      `youtube.com/channel/${CHANNEL_ID}/`,
      `https://music.youtube.com/channel/${CHANNEL_ID}`,
      `https://www.youtube.com./channel/${CHANNEL_ID}`,
      `https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL_ID}`,
    ]) {
      expect(kindOf(input), input).toEqual({ kind: 'youtube_channel', channelId: CHANNEL_ID });
    }
  });

  it('leaves handles, custom names and users to be looked up on their page', () => {
    expect(kindOf('https://www.youtube.com/@quietworkshop')).toEqual({
      kind: 'youtube_page',
      path: '/@quietworkshop',
    });
    expect(kindOf('https://www.youtube.com/@quietworkshop/videos?view=0')).toEqual({
      kind: 'youtube_page',
      path: '/@quietworkshop',
    });
    // A handle in another script stays as the address writes it.
    expect(kindOf('https://www.youtube.com/@日本語')).toEqual({
      kind: 'youtube_page',
      path: '/@%E6%97%A5%E6%9C%AC%E8%AA%9E',
    });
    expect(kindOf('https://www.youtube.com/c/QuietWorkshop/streams')).toEqual({
      kind: 'youtube_page',
      path: '/c/QuietWorkshop',
    });
    expect(kindOf('https://www.youtube.com/user/quietworkshop')).toEqual({
      kind: 'youtube_page',
      path: '/user/quietworkshop',
    });
  });

  it('knows a playlist, also when a video is watched within it', () => {
    for (const input of [
      `https://www.youtube.com/playlist?list=${PLAYLIST_ID}`,
      `https://www.youtube.com/watch?v=${VIDEO_ID}&list=${PLAYLIST_ID}&index=3`,
      `https://youtu.be/${VIDEO_ID}?list=${PLAYLIST_ID}`,
      `https://music.youtube.com/playlist?list=OLAK5uy_kA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6`,
      `https://www.youtube.com/feeds/videos.xml?playlist_id=${PLAYLIST_ID}`,
    ]) {
      const guess = kindOf(input);
      expect(guess?.kind, input).toBe('youtube_playlist');
    }
    expect(kindOf(`https://www.youtube.com/playlist?list=${PLAYLIST_ID}`)).toEqual({
      kind: 'youtube_playlist',
      playlistId: PLAYLIST_ID,
    });
  });

  it('does not take mixes or personal lists for playlists', () => {
    // A mix is made up per viewer; watch later and liked videos are private.
    expect(kindOf(`https://www.youtube.com/watch?v=${VIDEO_ID}&list=RD${VIDEO_ID}`)).toEqual({
      kind: 'youtube_video',
      videoId: VIDEO_ID,
    });
    expect(kindOf(`https://www.youtube.com/watch?v=${VIDEO_ID}&list=RDMMq8Wd1zX7kQp3n`)).toEqual({
      kind: 'youtube_video',
      videoId: VIDEO_ID,
    });
    expect(kindOf('https://www.youtube.com/playlist?list=WL')).toEqual({ kind: 'page' });
    expect(kindOf('https://www.youtube.com/playlist?list=LL')).toEqual({ kind: 'page' });
    expect(kindOf('https://www.youtube.com/playlist?list=PL<script>')).toEqual({ kind: 'page' });
  });

  it('knows a video in its usual forms', () => {
    for (const input of [
      `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      `https://youtu.be/${VIDEO_ID}`,
      `https://www.youtube.com/shorts/${VIDEO_ID}`,
      `https://www.youtube.com/live/${VIDEO_ID}?si=abc`,
      `m.youtube.com/watch?v=${VIDEO_ID}&t=42s`,
    ]) {
      expect(kindOf(input), input).toEqual({ kind: 'youtube_video', videoId: VIDEO_ID });
    }
  });

  it('leaves other YouTube addresses as pages', () => {
    for (const input of [
      'https://www.youtube.com/',
      'https://www.youtube.com/results?search_query=chisel',
      'https://www.youtube.com/quietworkshop',
      'https://www.youtube.com/channel/not-an-id',
      'https://www.youtube.com/feeds/videos.xml?user=quietworkshop',
      'https://www.youtube.com/@',
    ]) {
      expect(kindOf(input), input).toEqual({ kind: 'page' });
    }
  });

  it('does not take look-alike hosts for YouTube', () => {
    expect(kindOf(`https://youtube.com.evil.example/channel/${CHANNEL_ID}`)).toEqual({
      kind: 'page',
    });
    expect(kindOf(`https://evil.example/?youtube.com/channel/${CHANNEL_ID}`)).toEqual({
      kind: 'page',
    });
  });

  it('knows Vimeo users and channels, and leaves videos as pages', () => {
    expect(classifySource('https://vimeo.com/lenaokafor')).toEqual({
      kind: 'vimeo',
      url: 'https://vimeo.com/lenaokafor',
      origin: 'https://vimeo.com',
      feedPath: '/lenaokafor/videos/rss',
    });
    expect(kindOf('vimeo.com/lenaokafor/videos')).toEqual({
      kind: 'vimeo',
      origin: 'https://vimeo.com',
      feedPath: '/lenaokafor/videos/rss',
    });
    expect(kindOf('https://www.vimeo.com/channels/staffpicks')).toEqual({
      kind: 'vimeo',
      origin: 'https://www.vimeo.com',
      feedPath: '/channels/staffpicks/videos/rss',
    });
    for (const input of [
      'https://vimeo.com/1064417726',
      'https://vimeo.com/1064417726/a1b2c3d4e5',
      'https://vimeo.com/channels/staffpicks/1064417726',
      'https://player.vimeo.com/video/1064417726',
      'https://vimeo.com/',
      'https://vimeo.com/channels',
      'https://vimeo.com/groups/shortfilms',
      'https://vimeo.com/showcase/11223344',
      'https://vimeo.com/ondemand/somefilm',
      'https://vimeo.com/watch',
      'https://vimeo.com/log_in',
      'https://vimeo.com/lenaokafor/likes',
    ]) {
      expect(kindOf(input), input).toEqual({ kind: 'page' });
    }
  });

  it('guesses a PeerTube channel or account feed on other hosts', () => {
    expect(classifySource('https://tube.example.org/c/open_animation/videos')).toEqual({
      kind: 'peertube',
      url: 'https://tube.example.org/c/open_animation/videos',
      origin: 'https://tube.example.org',
      feedPath: '/feeds/videos.xml?videoChannelName=open_animation',
    });
    expect(kindOf('https://tube.example.org/video-channels/open_animation@other.example')).toEqual({
      kind: 'peertube',
      origin: 'https://tube.example.org',
      feedPath: '/feeds/videos.xml?videoChannelName=open_animation%40other.example',
    });
    expect(kindOf('https://tube.example.org/a/lena')).toEqual({
      kind: 'peertube',
      origin: 'https://tube.example.org',
      feedPath: '/feeds/videos.xml?accountName=lena',
    });
    // A name cannot smuggle another parameter into the feed's address.
    expect(kindOf('https://tube.example.org/c/x%26accountName%3Dy')).toEqual({
      kind: 'peertube',
      origin: 'https://tube.example.org',
      feedPath: '/feeds/videos.xml?videoChannelName=x%26accountName%3Dy',
    });
    for (const input of [
      'https://tube.example.org/w/9uLq2bXw7RmT4kPz1NcV8e',
      'https://tube.example.org/c/open_animation/video-playlists',
      'https://tube.example.org/c/%E0%A4%A',
      'https://tube.example.org/c/',
    ]) {
      expect(kindOf(input), input).toEqual({ kind: 'page' });
    }
  });

  it('takes anything else for a feed or a page to look for one on', () => {
    expect(classifySource('https://blog.example.com/feed.xml')).toEqual({
      kind: 'page',
      url: 'https://blog.example.com/feed.xml',
    });
  });
});

describe('youtubeFeedUrl', () => {
  it('adds the id to the configured address', () => {
    expect(
      youtubeFeedUrl('https://www.youtube.com/feeds/videos.xml', 'channel_id', CHANNEL_ID),
    ).toBe(`https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL_ID}`);
    expect(youtubeFeedUrl('http://127.0.0.1:4100/feeds?x=1', 'playlist_id', PLAYLIST_ID)).toBe(
      `http://127.0.0.1:4100/feeds?x=1&playlist_id=${PLAYLIST_ID}`,
    );
  });

  it('encodes what it is given', () => {
    expect(youtubeFeedUrl('https://www.youtube.com/feeds/videos.xml', 'channel_id', 'a&b=c')).toBe(
      'https://www.youtube.com/feeds/videos.xml?channel_id=a%26b%3Dc',
    );
  });
});

describe('resolveHttpUrl', () => {
  const base = new URL('https://talks.example.net/2025/feed.xml');

  it('reads relative addresses against the base and keeps only http(s)', () => {
    expect(resolveHttpUrl('/a', base)).toBe('https://talks.example.net/a');
    expect(resolveHttpUrl(' b?x=1 ', base)).toBe('https://talks.example.net/2025/b?x=1');
    expect(resolveHttpUrl('//cdn.example.net/c.jpg', base)).toBe('https://cdn.example.net/c.jpg');
    expect(resolveHttpUrl('javascript:alert(1)', base)).toBeNull();
    expect(resolveHttpUrl('data:image/png;base64,AAAA', base)).toBeNull();
    expect(resolveHttpUrl('http://[broken', base)).toBeNull();
    expect(resolveHttpUrl('', base)).toBeNull();
    expect(resolveHttpUrl(undefined, base)).toBeNull();
  });

  it('refuses an address too long to keep', () => {
    expect(resolveHttpUrl(`/${'a'.repeat(3000)}`, base)).toBeNull();
  });
});
