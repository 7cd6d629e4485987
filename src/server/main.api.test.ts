import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { pgliteClusterState } from './test-support/pglite-cluster-state';
import { SPAWN_TEST_TIMEOUT_MS, spawnTs, startServerProcess } from './test-support/server-process';
import { tempDir } from './test-support/temp-dir';
import { STRONG_PASSWORD } from './test-support/strong-password';

// The real server process, on the embedded database: start-up checks, the data-directory
// lock, graceful shutdown and sessions that survive a restart. (graceful-shutdown.api.test.ts
// and crash-safety.api.test.ts take requests in flight through a stop and a kill.)

describe('start-up configuration', { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it.each([
    ['PORT', 'eighty', 'Invalid PORT: must be a whole number from 0 to 65535'],
    ['PORT', '70000', 'Invalid PORT: must be a whole number from 0 to 65535'],
    [
      'DATABASE_URL',
      'mysql://localhost/db',
      'Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ],
    ['ALLOW_SIGNUP', 'perhaps', 'Invalid ALLOW_SIGNUP: must be true or false'],
    ['JWT_SECRET', 'short', 'Invalid JWT_SECRET: must be at least 32 characters'],
    [
      'YOUTUBE_OEMBED_URL',
      'not a url',
      'Invalid YOUTUBE_OEMBED_URL: must be an http:// or https:// URL',
    ],
  ])('stops with one line naming %s=%s', async (name, value, message) => {
    const result = await spawnTs('src/server/main.ts', [], { DATA_DIR: tempDir(), [name]: value })
      .exited;
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`Vidshelf cannot start. ${message}`);
  });
});

describe('a stored JWT secret that cannot be used', { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('stops the server with one line, before it answers anything', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'jwt-secret');
    writeFileSync(file, '');
    const result = await spawnTs('src/server/main.ts', [], { DATA_DIR: dataDir, PORT: '0' }).exited;
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Vidshelf cannot start. The JWT secret in ${file} is empty. Set JWT_SECRET, or delete the file to have a new one generated (everyone will have to sign in again).`,
    );
  });
});

describe('the embedded database’s data directory', { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('is locked: a second server or the CLI stops with one line and touches nothing', async () => {
    const dataDir = tempDir();
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const lockBefore = readFileSync(join(dataDir, 'vidshelf.lock'), 'utf8');
      expect(Number(lockBefore)).toBe(server.child.pid);

      const second = await spawnTs('src/server/main.ts', [], { DATA_DIR: dataDir, PORT: '0' })
        .exited;
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        `Vidshelf cannot start. The data directory ${dataDir} is in use by another Vidshelf process (pid ${server.child.pid}); stop it first, or use another DATA_DIR.`,
      );

      const cli = await spawnTs(
        'src/cli/main.ts',
        ['create-user', '--email', 'x@example.com', '--password-stdin'],
        { DATA_DIR: dataDir },
        `${STRONG_PASSWORD}\n`,
      ).exited;
      expect(cli.code).toBe(1);
      expect(cli.stderr.trim()).toMatch(
        /^The data directory .* is in use by another Vidshelf process/,
      );

      // The first server is unharmed and still owns the directory.
      expect(readFileSync(join(dataDir, 'vidshelf.lock'), 'utf8')).toBe(lockBefore);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({
        status: 'ok',
        database: { driver: 'pglite', status: 'up' },
      });
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  });

  it('is taken over after a crash (a lock left by a dead process)', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await first.stop('SIGKILL');
    // Killed, the database never closed: the next start replays its log.
    expect(pgliteClusterState(dataDir)).toBe('in production');
    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect((await second.stop()).code).toBe(0);
  });
});

describe('restarts', { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('shut down gracefully on SIGTERM and keep sessions valid across a restart', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const signUp = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: STRONG_PASSWORD }),
    });
    const session = (await signUp.json()) as Session;
    const stopped = await first.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('SIGTERM received: shutting down.');
    // PGlite was closed: a shutdown checkpoint, nothing left to replay.
    expect(pgliteClusterState(dataDir)).toBe('shut down');

    // No JWT_SECRET is configured: the one generated on first start is kept in DATA_DIR.
    const second = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const me = await fetch(`${second.url}/api/auth/user`, {
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
      expect(me.status).toBe(200);
      const refreshed = await fetch(`${second.url}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
