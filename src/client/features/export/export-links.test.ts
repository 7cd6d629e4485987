import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportLinks } from './export-links';

const body = '{\n  "videos": []\n}';
// 21 November 2026, late in the evening local time: the name must use the local date.
const now = () => new Date(2026, 10, 21, 23, 30);

function saver() {
  const saved: { text: Promise<string>; fileName: string }[] = [];
  const save = (file: Blob, fileName: string) => saved.push({ text: file.text(), fileName });
  return { saved, save };
}

describe('exportLinks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("saves the server's bytes under the dated name", async () => {
    const { saved, save } = saver();
    const fetchWithAuth = vi.fn(() => Promise.resolve(new Response(body, { status: 200 })));
    expect(await exportLinks({ fetchWithAuth, save, now })).toBe('success');
    expect(fetchWithAuth).toHaveBeenCalledWith('/api/export');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('vidshelf-links-export-2026-11-21.json');
    expect(await saved[0]?.text).toBe(body);
  });

  it('saves the bookmark file under its own dated name', async () => {
    const { saved, save } = saver();
    const fetchWithAuth = vi.fn(() => Promise.resolve(new Response('<!DOCTYPE', { status: 200 })));
    expect(await exportLinks({ fetchWithAuth, save, now, format: 'bookmarks' })).toBe('success');
    expect(fetchWithAuth).toHaveBeenCalledWith('/api/export/bookmarks.html');
    expect(saved[0]?.fileName).toBe('vidshelf-bookmarks-2026-11-21.html');
  });

  it('asks nothing and saves nothing with no user', async () => {
    const { saved, save } = saver();
    expect(await exportLinks({ fetchWithAuth: null, save, now })).toBe('signedOut');
    expect(saved).toHaveLength(0);
  });

  it('treats a refused session as signed out', async () => {
    const { saved, save } = saver();
    const fetchWithAuth = () => Promise.resolve(new Response('{}', { status: 401 }));
    expect(await exportLinks({ fetchWithAuth, save, now })).toBe('signedOut');
    expect(saved).toHaveLength(0);
  });

  it.each([
    [
      429,
      'rate_limited',
      'You already have 2 downloads under way (exports or import reports). Try again when one has finished.',
    ],
    [503, 'server_busy', 'The server has too many downloads under way. Please try again shortly.'],
  ])(
    'passes on why the server says not now (%i), saving nothing',
    async (status, code, message) => {
      const { saved, save } = saver();
      const fetchWithAuth = () =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code, message } }), {
            status,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '10' },
          }),
        );
      expect(await exportLinks({ fetchWithAuth, save, now })).toEqual({ refused: message });
      expect(saved).toHaveLength(0);
    },
  );

  it.each([
    ['a 503 without an error body', () => Promise.resolve(new Response('busy', { status: 503 }))],
    ['a server error', () => Promise.resolve(new Response('{}', { status: 500 }))],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fails on %s, saving nothing', async (_, fetchWithAuth) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { saved, save } = saver();
    expect(await exportLinks({ fetchWithAuth, save, now })).toBe('failed');
    expect(saved).toHaveLength(0);
  });
});
