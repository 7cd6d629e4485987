import { JSONParser } from '@streamparser/json';
import {
  cleanText,
  dateFromIso,
  IMPORTED_TEXT_MAX_LENGTH,
  ImportFileError,
  type ImportItem,
} from './import-item';
import { JsonBounds } from './json-bounds';

const text = (value: unknown): string | null =>
  typeof value === 'string' && cleanText(value) !== '' ? cleanText(value) : null;

/**
 * The videos of a Vidshelf export (the spec's file: `exportedAt`, `user`, `categories`,
 * `videos`), read as the text arrives by a streaming JSON parser that keeps only the entry it
 * is on, so a 50,000-video export is never one object in memory (and JsonBounds keeps that entry,
 * and how deep the file nests, small). The collections come before
 * the videos in the file Vidshelf writes, which is how each video's collection is named; a
 * video whose collection is not named first goes in none.
 */
export async function* vidshelfJsonItems(
  chunks: AsyncIterable<string>,
): AsyncGenerator<ImportItem> {
  const ready: ImportItem[] = [];
  const collections = new Map<string, string>();
  let isExport = false;
  let count = 0;
  let failure: Error | null = null;
  let ended = false;

  const parser = new JSONParser({
    paths: ['$.exportedAt', '$.categories.*', '$.videos.*'],
    keepStack: false,
  });
  parser.onValue = ({ value, stack }) => {
    const list = stack[1]?.key;
    if (stack.length === 1) {
      isExport = typeof value === 'string';
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const entry = value as Record<string, unknown>;
    if (list === 'categories') {
      const name = text(entry.name);
      if (typeof entry.id === 'string' && name) collections.set(entry.id, name);
      return;
    }
    count += 1;
    const collection =
      typeof entry.categoryId === 'string' ? collections.get(entry.categoryId) : undefined;
    ready.push({
      source: `video ${count.toLocaleString('en-US')}`,
      url: typeof entry.url === 'string' ? entry.url.trim() : '',
      title: text(entry.title),
      folders: collection ? [collection] : [],
      savedAt: dateFromIso(entry.createdAt),
      channelName: text(entry.channelName),
      description:
        typeof entry.description === 'string'
          ? entry.description.trim().slice(0, IMPORTED_TEXT_MAX_LENGTH)
          : null,
      // The extra fields of docs/product/tags-and-notes.md, when the export has them.
      tags: Array.isArray(entry.tags)
        ? entry.tags.filter((tag): tag is string => typeof tag === 'string')
        : [],
      note: typeof entry.note === 'string' ? entry.note : null,
      // And those of docs/product/watch-later-and-player.md and docs/product/subscriptions.md.
      watchedAt: dateFromIso(entry.watchedAt),
      publishedAt: dateFromIso(entry.publishedAt),
    });
  };
  parser.onError = (error) => {
    failure ??= error;
  };
  parser.onEnd = () => {
    ended = true;
  };

  const broken = () =>
    new ImportFileError(
      `This JSON file cannot be read to its end (${failure?.message ?? 'it stops early'}).`,
    );
  // Every piece is checked before the parser sees it, so what the parser holds stays bounded.
  const bounds = new JsonBounds();
  for await (const chunk of chunks) {
    bounds.check(chunk);
    if (ended) {
      if (chunk.trim() !== '') throw broken();
      continue;
    }
    parser.write(chunk);
    if (failure) throw broken();
    yield* ready.splice(0);
  }
  if (!ended) throw broken();
  if (!isExport)
    throw new ImportFileError('This JSON file is not a Vidshelf export (it has no "exportedAt").');
}
