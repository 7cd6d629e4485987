import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youtubeThumbnailUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each<[string, string]>([
    // Watch pages, the id anywhere in the query.
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?v=${ID}`, ID],
    [`http://www.youtube.com/watch?v=${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}&app=desktop`, ID],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`, ID],
    [`https://music.youtube.com/watch?v=${ID}&feature=share`, ID],
    [`https://gaming.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=1m2s`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, ID],
    [`https://www.youtube.com/watch?list=PL123&v=${ID}&index=2`, ID],
    [`https://www.youtube.com/watch?list=PL123&index=2&v=${ID}&t=1`, ID],
    [`https://www.youtube.com/watch?v=${ID}#t=30`, ID],
    [`https://www.youtube.com/watch/?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&v=aaaaaaaaaaa`, ID], // the first `v` wins
    [`https://www.youtube.com/watch?v=${ID}&list=PL123`, ID], // a video played from a playlist
    ['https://www.youtube.com/watch?v=a-b_C9d8E7f', 'a-b_C9d8E7f'],
    ['https://www.youtube.com/watch?v=ABCDEFGHIJK', 'ABCDEFGHIJK'],
    // The host in any case, fully qualified, with its port: the id keeps its case.
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ID],
    [`https://www.YouTube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com./watch?v=${ID}`, ID],
    [`https://youtu.be./${ID}`, ID],
    [`https://www.youtube.com:443/watch?v=${ID}`, ID],
    [`  https://www.youtube.com/watch?v=${ID}  `, ID],
    // Query-only links to the root.
    [`https://www.youtube.com/?v=${ID}`, ID],
    [`https://youtube.com/?feature=share&v=${ID}`, ID],
    [`https://m.youtube.com/?v=${ID}&t=10`, ID],
    // Path forms.
    [`https://www.youtube.com/watch/${ID}`, ID],
    [`https://www.youtube.com/watch/${ID}?t=5`, ID],
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}?start=10`, ID],
    [`https://www.youtube.com/embed/${ID}?start=10&autoplay=1`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`https://youtube-nocookie.com/embed/${ID}?rel=0`, ID],
    [`https://www.youtube.com/v/${ID}?version=3`, ID],
    [`https://www.youtube.com/e/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://youtube.com/shorts/${ID}?feature=share`, ID],
    [`https://m.youtube.com/shorts/${ID}/`, ID],
    [`https://www.youtube.com/live/${ID}?si=xyz`, ID],
    [`https://youtube.com/live/${ID}?feature=share`, ID],
    [`https://www.youtube.com/embed/${ID}/`, ID],
    // Short links.
    [`https://youtu.be/${ID}`, ID],
    [`http://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}/`, ID],
    [`https://youtu.be/${ID}?si=AbCdEf123&t=42`, ID],
    [`https://youtu.be/${ID}?t=42&si=AbCdEf123`, ID],
    [`https://youtu.be/${ID}#t=1m`, ID],
    // Old share links that carry the watch page inside.
    [`https://www.youtube.com/attribution_link?u=/watch%3Fv%3D${ID}%26feature%3Dshare`, ID],
    [`https://www.youtube.com/attribution_link?a=x1y2&u=%2Fwatch%3Fv%3D${ID}`, ID],
    // The host is what the URL parser says it is.
    [`https://someone@www.youtube.com/watch?v=${ID}`, ID],
  ])('%j is video %j', (url, expected) => {
    expect(parseYouTubeId(url)).toBe(expected);
  });

  it.each<string>([
    // Look-alike hosts, and YouTube's name elsewhere in someone else's URL.
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.co/watch?v=${ID}`,
    `https://yout.be/${ID}`,
    `https://www.youtu.be.evil.com/${ID}`,
    `https://tv.youtube.com/watch?v=${ID}`,
    `https://evil.com/?v=${ID}`,
    `https://evil.com/watch?v=${ID}`,
    `https://evil.com/youtu.be/${ID}`,
    `https://evil.com/?u=https://www.youtube.com/watch?v=${ID}`,
    `https://youtube-nocookie.com/watch?v=${ID}`,
    'https://vimeo.com/76979871',
    // User-info and fragment tricks.
    `https://youtube.com@evil.com/watch?v=${ID}`,
    `https://www.youtube.com@evil.com/watch?v=${ID}`,
    `https://evil.com#@youtube.com/watch?v=${ID}`,
    `https://evil.com?@youtube.com/watch?v=${ID}`,
    // An attribution link that points away from YouTube, or nests another one.
    `https://www.youtube.com/attribution_link?u=https%3A%2F%2Fevil.com%2Fwatch%3Fv%3D${ID}`,
    `https://www.youtube.com/attribution_link?u=%2F%2Fevil.com%2Fwatch%3Fv%3D${ID}`,
    `https://www.youtube.com/attribution_link?u=javascript%3Aalert(1)%2F%2Fwatch%3Fv%3D${ID}`,
    `https://www.youtube.com/attribution_link?u=%2Fattribution_link%3Fu%3D%252Fwatch%253Fv%253D${ID}`,
    'https://www.youtube.com/attribution_link?a=x1y2',
    // Wrong id lengths or characters.
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/dQw4w9WgXc',
    'https://youtu.be/dQw4w9WgXcQQ',
    'https://www.youtube.com/embed/dQw4w9WgXc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX!Q',
    'https://www.youtube.com/watch?v=dQw4w9%20gXcQ',
    'https://www.youtube.com/watch?v=dQw4w9.gXcQ',
    'https://www.youtube.com/watch?v=',
    `https://www.youtube.com/watch?v=bad&v=${ID}`, // the first `v` decides
    // YouTube pages that are not one video.
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://youtube.com/watch?feature=share',
    'https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
    'https://www.youtube.com/watch?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
    'https://www.youtube.com/@RickAstleyYT',
    'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw',
    'https://www.youtube.com/c/RickAstleyVEVO',
    'https://www.youtube.com/user/RickAstleyVEVO',
    'https://www.youtube.com/results?search_query=rick+astley',
    'https://www.youtube.com/embed/videoseries?list=PL123',
    'https://www.youtube.com/embed/live_stream?channel=UC123',
    `https://www.youtube.com/shorts/${ID}/extra`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/embeds/${ID}`,
    `https://www.youtube.com/${ID}`,
    'https://youtu.be/',
    'https://youtu.be',
    `https://youtu.be/watch?v=${ID}`,
    // Not an http(s) URL at all; a link without its scheme is refused like the add dialog does.
    `javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `//www.youtube.com/watch?v=${ID}`,
    `/watch?v=${ID}`,
    ID,
    'not a url',
    '',
  ])('%j is no video', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe('youtubeThumbnailUrl', () => {
  it('is the maximum-resolution image on YouTube’s image host', () => {
    expect(youtubeThumbnailUrl(ID)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
  });
});
