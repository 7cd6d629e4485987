import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youtubeThumbnailUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each<[string, string | null]>([
    // Watch pages, the id anywhere in the query.
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?v=${ID}`, ID],
    [`http://www.youtube.com/watch?v=${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, ID],
    [`https://www.youtube.com/watch?list=PL123&index=2&v=${ID}&t=1`, ID],
    [`https://www.youtube.com/watch?v=${ID}#t=30`, ID],
    [`https://www.youtube.com/watch/?v=${ID}`, ID],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ID],
    [`  https://www.youtube.com/watch?v=${ID}  `, ID],
    ['https://www.youtube.com/watch?v=a-b_C9d8E7f', 'a-b_C9d8E7f'],
    // Path forms.
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}?start=10&autoplay=1`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`https://youtube-nocookie.com/embed/${ID}?rel=0`, ID],
    [`https://www.youtube.com/v/${ID}?version=3`, ID],
    [`https://www.youtube.com/e/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://youtube.com/shorts/${ID}?feature=share`, ID],
    [`https://m.youtube.com/shorts/${ID}/`, ID],
    [`https://www.youtube.com/live/${ID}?si=xyz`, ID],
    // Short links.
    [`https://youtu.be/${ID}`, ID],
    [`http://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=AbCdEf123&t=42`, ID],
    [`https://youtu.be/${ID}?t=42&si=AbCdEf123`, ID],
    // The host is what the URL parser says it is.
    [`https://someone@www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com@evil.com/watch?v=${ID}`, null],
    [`https://notyoutube.com/watch?v=${ID}`, null],
    [`https://youtube.com.evil.com/watch?v=${ID}`, null],
    [`https://evil.com/?u=https://www.youtube.com/watch?v=${ID}`, null],
    [`https://evil.com/youtu.be/${ID}`, null],
    [`https://www.youtu.be.evil.com/${ID}`, null],
    [`https://youtube-nocookie.com/watch?v=${ID}`, null],
    [`https://vimeo.com/76979871`, null],
    // Wrong id lengths or characters.
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', null],
    ['https://youtu.be/dQw4w9WgXcQQ', null],
    ['https://www.youtube.com/embed/dQw4w9WgXc', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgX!Q', null],
    ['https://www.youtube.com/watch?v=dQw4w9%20gXcQ', null],
    ['https://www.youtube.com/watch?v=', null],
    // YouTube pages that are not one video.
    ['https://www.youtube.com/', null],
    ['https://www.youtube.com/watch', null],
    ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', null],
    ['https://www.youtube.com/watch?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', null],
    ['https://www.youtube.com/@RickAstleyYT', null],
    ['https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw', null],
    ['https://www.youtube.com/embed/videoseries?list=PL123', null],
    ['https://www.youtube.com/embed/live_stream?channel=UC123', null],
    [`https://www.youtube.com/shorts/${ID}/extra`, null],
    [`https://www.youtube.com/embed/${ID}/extra`, null],
    [`https://www.youtube.com/embeds/${ID}`, null],
    ['https://youtu.be/', null],
    // Not an http(s) URL at all.
    [`javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`, null],
    [`ftp://www.youtube.com/watch?v=${ID}`, null],
    [`data:text/html,https://youtu.be/${ID}`, null],
    [`www.youtube.com/watch?v=${ID}`, null],
    [`/watch?v=${ID}`, null],
    [ID, null],
    ['not a url', null],
    ['', null],
  ])('%j → %j', (url, expected) => {
    expect(parseYouTubeId(url)).toBe(expected);
  });
});

describe('youtubeThumbnailUrl', () => {
  it('is the maximum-resolution image on YouTube’s image host', () => {
    expect(youtubeThumbnailUrl(ID)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
  });
});
