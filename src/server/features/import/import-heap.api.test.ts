import { describe, expect, it } from 'vitest';
import { EXPECTED_FILES } from './formats/import-item';
import { signUpUser } from '@server/test-support/library-fixtures';
import { uploadImport } from '@server/test-support/import-api';
import { createServerData } from '@server/test-support/server-data';
import { SPAWN_TEST_TIMEOUT_MS, startServerProcess } from '@server/test-support/server-process';
import { httpClient } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

/**
 * The server's JavaScript heap capped far below what a hostile file would make of itself if it
 * were built: JSON nested 8 MB deep takes about 270 bytes of heap a byte when parsed whole.
 */
const HEAP_CAP_MB = 128;
const MB = 1024 * 1024;

describe(`hostile uploads against a server of ${HEAP_CAP_MB} MB of heap (${testDriver()})`, () => {
  it(
    'refuses JSON nested 8 MB deep and reads 8 MB of nested folders, and stays up',
    async () => {
      const data = await createServerData();
      const server = await startServerProcess({
        ...data.env,
        NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}`,
      });
      try {
        const request = httpClient(server.url);
        const user = await signUpUser(request, 'heap');

        const deepJson = `{"exportedAt": "x", "videos": [{"tags": ${'['.repeat(8 * MB)}`;
        const json = await uploadImport(request, user.token, 'export.json', deepJson);
        expect(json.status).toBe(400);
        expect(json.body.error).toEqual({
          code: 'import_file_invalid',
          message: `This JSON file cannot be imported: video 1 (line 1) is nested more than 8 levels deep. ${EXPECTED_FILES}`,
        });

        const level = '<DT><H3>f</H3><DL><p>';
        const deepHtml =
          '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' +
          level.repeat(Math.floor((8 * MB) / level.length)) +
          '<DT><A HREF="https://e.com/deep">deep</A>';
        const html = await uploadImport(request, user.token, 'deep.html', deepHtml);
        expect(html.status).toBe(201);
        expect(html.body.found).toMatchObject({ links: 1, folded: 1 });

        const health = await request('GET', '/api/health');
        expect(health.status).toBe(200);
      } finally {
        const ended = await server.stop();
        expect(ended.code, ended.stderr).toBe(0);
      }
    },
    SPAWN_TEST_TIMEOUT_MS,
  );
});
