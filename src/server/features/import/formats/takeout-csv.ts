import { basename } from 'node:path';
import { columnOf, csvRecords } from './csv-records';
import { cleanText, dateFromIso, ImportFileError, type ImportItem } from './import-item';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A playlist's name from its Takeout file name: "Watch later-videos.csv" and
 * "Watch later.csv" are both "Watch later".
 */
export function playlistName(fileName: string): string {
  const name = basename(fileName)
    .replace(/\.csv$/i, '')
    .replace(/[-_ ]videos$/i, '');
  return cleanText(name) || 'YouTube playlist';
}

/**
 * The videos of a YouTube playlist exported by Google Takeout: one CSV file per playlist, a
 * "Video ID" column (with "Time Added" or "Playlist Video Creation Timestamp"); files from
 * before 2023 start with a block describing the playlist, whose "Title" names it. Otherwise
 * the playlist's name comes from the file's. Each row is that video's watch URL in a
 * collection named after the playlist.
 */
export async function* takeoutCsvItems(
  text: AsyncIterable<string>,
  fileName: string,
): AsyncGenerator<ImportItem> {
  let playlist = playlistName(fileName);
  let columns: { id: number; time: number } | null = null;
  let describing: string[] | null = null;
  for await (const { cells, line } of csvRecords(text)) {
    if (!columns) {
      const id = columnOf(cells, /^video id$/i);
      if (id >= 0) {
        columns = { id, time: columnOf(cells, /time added|timestamp/i) };
      } else if (describing) {
        const title = cells[columnOf(describing, /^title$/i)];
        if (title && cleanText(title) !== '') playlist = cleanText(title);
        describing = null;
      } else {
        describing = cells;
      }
      continue;
    }
    const id = cells[columns.id]?.trim() ?? '';
    yield {
      source: `line ${line}`,
      url: YOUTUBE_ID.test(id) ? `https://www.youtube.com/watch?v=${id}` : id,
      title: null,
      folders: [playlist],
      savedAt: dateFromIso(cells[columns.time]),
      channelName: null,
      description: null,
      tags: [],
      note: null,
    };
  }
  if (!columns) throw new ImportFileError('This CSV file has no "Video ID" column.');
}
