import { describe, expect, it } from 'vitest';
import { signUpUser, snapshotOf } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const { request, database } = await createTestApp();
const DUPLICATE = 'A collection with this name already exists. Please choose a different name.';

describe(`collections (${testDriver()})`, () => {
  it('starts every library with "Unsorted" alone', async () => {
    const user = await signUpUser(request);
    const library = await user.library();
    expect(library.videos).toEqual([]);
    expect(library.categories).toEqual([
      expect.objectContaining({ name: 'Unsorted', isDefault: true, color: null }),
    ]);
  });

  it('creates collections trimmed and last in order', async () => {
    const user = await signUpUser(request);
    const first = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: '  Music  ' },
    });
    const second = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Talks' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Music', isDefault: false });
    expect(second.status).toBe(201);
    const names = (await user.library()).categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Unsorted', 'Music', 'Talks']);
  });

  it.each([
    ['', 'Please enter a category name'],
    ['   ', 'Please enter a category name'],
    // Only invisible characters: zero-width space, joiner, word joiner, byte-order mark.
    ['\u200B\u200D\u2060\uFEFF', 'Please enter a category name'],
    [' \u00AD\u202E ', 'Please enter a category name'],
    ['x'.repeat(101), 'Use at most 100 characters.'],
  ])('refuses the name %j with the message %j', async (name, message) => {
    const user = await signUpUser(request);
    const res = await request('POST', '/api/categories', { token: user.token, body: { name } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, field: 'name' });
  });

  it('refuses a duplicate name in any case, including "unsorted"', async () => {
    const user = await signUpUser(request);
    await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } });
    // Invisible characters and full-width letters do not make a name new.
    for (const name of [
      'music',
      'MUSIC',
      ' Music ',
      'unsorted',
      'Un\u200Bsorted',
      '\uFEFFUnsorted',
      'Mu\u200Dsic',
      'Ｍｕｓｉｃ',
    ]) {
      const res = await request('POST', '/api/categories', { token: user.token, body: { name } });
      expect(res.status, name).toBe(409);
      expect(res.body.error).toEqual({ code: 'category_name_taken', message: DUPLICATE });
    }
    expect((await user.library()).categories).toHaveLength(2);
  });

  it('lets two users use the same name', async () => {
    const [a, b] = [await signUpUser(request), await signUpUser(request)];
    for (const user of [a, b]) {
      const res = await request('POST', '/api/categories', {
        token: user.token,
        body: { name: 'Same' },
      });
      expect(res.status).toBe(201);
    }
  });

  it('renames, refusing duplicates of another collection but not its own case change', async () => {
    const user = await signUpUser(request);
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
    ).body;
    await request('POST', '/api/categories', { token: user.token, body: { name: 'Talks' } });
    const self = await request('PATCH', `/api/categories/${music.id}`, {
      token: user.token,
      body: { name: 'MUSIC' },
    });
    expect(self.status).toBe(200);
    expect(self.body.name).toBe('MUSIC');
    const dup = await request('PATCH', `/api/categories/${music.id}`, {
      token: user.token,
      body: { name: 'talks' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(DUPLICATE);
    const hidden = await request('PATCH', `/api/categories/${music.id}`, {
      token: user.token,
      body: { name: 'Un\u200Bsorted' },
    });
    expect(hidden.status).toBe(409);
    expect(hidden.body.error.message).toBe(DUPLICATE);
    const empty = await request('PATCH', `/api/categories/${music.id}`, {
      token: user.token,
      body: { name: ' ' },
    });
    expect(empty.body.error.message).toBe('Please enter a category name');
  });

  it('refuses to rename or delete "Unsorted" on the server', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const rename = await request('PATCH', `/api/categories/${unsorted}`, {
      token: user.token,
      body: { name: 'Inbox' },
    });
    expect(rename.status).toBe(409);
    expect(rename.body.error).toEqual({
      code: 'default_category_protected',
      message: "The 'Unsorted' collection cannot be renamed as it is the default collection.",
    });
    const remove = await request('DELETE', `/api/categories/${unsorted}`, { token: user.token });
    expect(remove.status).toBe(409);
    expect(remove.body.error.code).toBe('default_category_protected');
    expect((await user.library()).categories).toEqual([
      expect.objectContaining({ name: 'Unsorted' }),
    ]);
  });

  it('deletes a collection together with its videos', async () => {
    const user = await signUpUser(request);
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
    ).body;
    for (const n of [1, 2]) {
      await request('POST', '/api/videos', {
        token: user.token,
        body: { url: `https://example.com/${n}`, categoryId: music.id },
      });
    }
    await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/kept', categoryId: await user.unsortedId() },
    });
    const res = await request('DELETE', `/api/categories/${music.id}`, { token: user.token });
    expect(res.status).toBe(204);
    const library = await user.library();
    expect(library.categories.map((c: { name: string }) => c.name)).toEqual(['Unsorted']);
    expect(library.videos.map((v: { url: string }) => v.url)).toEqual(['https://example.com/kept']);
    const rows = await snapshotOf(database.db, user.id);
    expect(rows.videos).toHaveLength(1);
  });

  it('answers not found for an unknown or malformed id', async () => {
    const user = await signUpUser(request);
    const unknown = await request(
      'DELETE',
      '/api/categories/00000000-0000-4000-8000-000000000000',
      {
        token: user.token,
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const malformed = await request('DELETE', '/api/categories/not-a-uuid', { token: user.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_failed');
  });
});
