import { expect } from 'vitest';
import type { Import } from '@shared/contracts/import';
import type { ApiRequest, TestResponse } from './test-app';

/** Sends a file as the Import card does: its bytes as the body, its name in the query. */
export const uploadImport = (
  request: ApiRequest,
  token: string,
  fileName: string,
  text: string,
): Promise<TestResponse<any>> =>
  request('POST', `/api/imports?fileName=${encodeURIComponent(fileName)}`, {
    token,
    raw: { body: text, contentType: 'application/octet-stream' },
  });

/** Uploads, checks the preview came back, and starts the import into the file's collections. */
export async function startImport(
  request: ApiRequest,
  token: string,
  fileName: string,
  text: string,
  collectionId: string | null = null,
): Promise<Import> {
  const uploaded = await uploadImport(request, token, fileName, text);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const started = await request('POST', `/api/imports/${uploaded.body.id}/start`, {
    token,
    body: { collectionId },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body;
}

/** Polls the user's current import until it is done, as the Import card's progress bar does. */
export async function finishedImport(
  request: ApiRequest,
  token: string,
  timeoutMs = 30_000,
): Promise<Import> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request('GET', '/api/imports/current', { token });
    expect(res.status).toBe(200);
    const current = res.body.import as Import | null;
    if (current?.status === 'done') return current;
    if (Date.now() > deadline) throw new Error(`import not done: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every line of an import's report, through the paged route. */
export async function wholeReport(request: ApiRequest, token: string, id: string) {
  const items: any[] = [];
  let after = 0;
  for (;;) {
    const res = await request('GET', `/api/imports/${id}/items?after=${after}&limit=500`, {
      token,
    });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    if (res.body.nextAfter === null) return items;
    after = res.body.nextAfter;
  }
}

/** A bookmark file with these folders, each holding its links (folder '' : none). */
export function bookmarkFile(folders: Record<string, readonly string[]>): string {
  const lines = ['<!DOCTYPE NETSCAPE-Bookmark-file-1>', '<TITLE>Bookmarks</TITLE>', '<DL><p>'];
  for (const [folder, links] of Object.entries(folders)) {
    if (folder) lines.push(`<DT><H3>${folder}</H3>`, '<DL><p>');
    for (const [i, link] of links.entries()) {
      lines.push(
        `<DT><A HREF="${link}" ADD_DATE="${1_700_000_000 + i}">${folder} link ${i + 1}</A>`,
      );
    }
    if (folder) lines.push('</DL><p>');
  }
  lines.push('</DL><p>');
  return lines.join('\n');
}
