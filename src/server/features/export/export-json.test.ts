import { describe, expect, it } from 'vitest';
import type { ExportFile, ExportVideo } from '@shared/contracts/export';
import { exportHead, exportTail, exportVideo } from './export-json';

const video = (n: number, extra: Partial<ExportVideo> = {}): ExportVideo => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Video ${n}`,
  url: `https://example.com/${n}`,
  description: '',
  channelName: null,
  categoryId: '00000000-0000-4000-8000-000000000000',
  createdAt: '2026-11-21T10:00:00.000Z',
  watchedAt: null,
  publishedAt: null,
  unavailableSince: null,
  tags: [],
  note: '',
  ...extra,
});

/** What the writer streams for a file, joined. */
const written = (file: ExportFile) =>
  exportHead(file) +
  file.videos.map((v, i) => exportVideo(v, i === 0)).join('') +
  exportTail(file.videos.length);

const file = (videos: ExportVideo[]): ExportFile => ({
  exportedAt: '2026-11-21T12:00:00.000Z',
  user: { id: '00000000-0000-4000-8000-00000000000a', email: 'a@example.com' },
  categories: [{ id: '00000000-0000-4000-8000-000000000000', name: 'Unsorted' }],
  videos,
});

describe('the streamed export file', () => {
  it('is exactly JSON.stringify(file, null, 2), with no videos, one or several', () => {
    const tagged = video(2, { tags: ['Live', 'music'], note: 'Seen twice' });
    for (const videos of [[], [video(1)], [video(1), tagged, video(3)]]) {
      const expected = JSON.stringify(file(videos), null, 2);
      expect(written(file(videos))).toBe(expected);
    }
  });

  it('keeps awkward text intact: quotes, newlines, markup, right-to-left and astral characters', () => {
    const odd = video(4, {
      title: 'He said "hi"\nthen <script>alert(1)</script>',
      description: '\u202Eevil\u200B \u{1F600} \\ end',
      channelName: '\u2028line\u2029sep',
      tags: ['"quoted"', '\u{1F3AC} film'],
      note: 'first line\n\tsecond "line"',
    });
    const text = written(file([odd]));
    expect(text).toBe(JSON.stringify(file([odd]), null, 2));
    expect(JSON.parse(text).videos[0]).toEqual(odd);
  });
});
