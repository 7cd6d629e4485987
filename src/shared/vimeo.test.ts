import { describe, expect, it } from 'vitest';
import { parseVimeo } from './vimeo';

describe('parseVimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871', null],
    ['https://www.vimeo.com/76979871?share=copy', '76979871', null],
    ['http://vimeo.com/76979871/', '76979871', null],
    ['https://VIMEO.com/76979871', '76979871', null],
    ['https://vimeo.com/76979871/8a3f9c2b1d', '76979871', '8a3f9c2b1d'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', null],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871', null],
    ['https://vimeo.com/album/2222/video/76979871', '76979871', null],
    ['https://vimeo.com/showcase/2222/video/76979871', '76979871', null],
    ['https://player.vimeo.com/video/76979871', '76979871', null],
    ['https://player.vimeo.com/video/76979871?h=8a3f9c2b1d&badge=0', '76979871', '8a3f9c2b1d'],
  ])('finds the video of %s', (url, id, hash) => {
    expect(parseVimeo(url)).toEqual({ id, hash });
  });

  it.each([
    'https://vimeo.com/',
    'https://vimeo.com/staff',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/categories/animation',
    'https://vimeo.com/76979871/not-a-hash!',
    'https://player.vimeo.com/76979871',
    'https://vimeo.com.evil.com/76979871',
    'https://evilvimeo.com/76979871',
    'https://evil.com/vimeo.com/76979871',
    'ftp://vimeo.com/76979871',
    'not a link',
  ])('finds no video in %s', (url) => {
    expect(parseVimeo(url)).toBeNull();
  });

  it('drops a hash that is not one', () => {
    expect(parseVimeo('https://player.vimeo.com/video/1?h=<script>')).toEqual({
      id: '1',
      hash: null,
    });
  });
});
