import type { Library } from '@shared/contracts/library';
import { runLoad, type LoadResult } from '../load';

/**
 * A reload of a library that has not changed (docs/product/local-copy-and-sync.md): what it costs,
 * and its size.
 */
export interface WarmReloadFigures extends LoadResult {
  /** The 304's status line and headers, in bytes (it has no body). */
  wireBytes: number;
  /** GET /api/library/changes after one video was edited: its whole answer, in bytes. */
  oneChangeBytes: number;
}

/** The bytes of a response's status line and headers, as HTTP/1.1 writes them. */
function headerBytes(response: Response): number {
  let bytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  response.headers.forEach((value, name) => {
    bytes += `${name}: ${value}\r\n`.length;
  });
  return bytes;
}

/**
 * GET /api/library with the ETag of the library as it is, at 10 connections for `seconds`:
 * each answer must be a 304 (anything else counts as an error), so the figure is that of a
 * reload that finds nothing changed.
 */
export async function warmReload(
  baseUrl: string,
  token: string,
  seconds: number,
): Promise<WarmReloadFigures> {
  const url = `${baseUrl}/api/library`;
  const first = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const library = (await first.json()) as Library;
  const etag = first.headers.get('ETag');
  if (!etag) throw new Error('the library answer carries no ETag');
  const headers = { Authorization: `Bearer ${token}`, 'If-None-Match': etag };
  const probe = await fetch(url, { headers });
  if (probe.status !== 304) throw new Error(`a warm reload answered ${probe.status}, not 304`);
  const load = await runLoad(
    async () => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      // runLoad counts what is not ok as an error: here, anything but the 304.
      return new Response(null, { status: response.status === 304 ? 200 : 599 });
    },
    { seconds },
  );
  return {
    ...load,
    wireBytes: headerBytes(probe),
    oneChangeBytes: await oneChangeBytes(baseUrl, token, etag, library),
  };
}

/** Edits one video, then asks what changed since `etag`: only that video should travel. */
async function oneChangeBytes(
  baseUrl: string,
  token: string,
  etag: string,
  library: Library,
): Promise<number> {
  const video = library.videos[0];
  if (!video) return 0;
  const edit = await fetch(`${baseUrl}/api/videos/${video.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `${video.title} (edited)`,
      url: video.url,
      categoryId: video.categoryId,
    }),
  });
  if (!edit.ok) throw new Error(`the bench's edit answered ${edit.status}`);
  const changes = await fetch(`${baseUrl}/api/library/changes`, {
    headers: { Authorization: `Bearer ${token}`, 'If-None-Match': etag },
  });
  const body = await changes.arrayBuffer();
  if (changes.status !== 200) throw new Error(`the changes answered ${changes.status}, not 200`);
  return headerBytes(changes) + body.byteLength;
}
