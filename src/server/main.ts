import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createBackground, startBackground, stopBackground } from './app';
import { ConfigError, loadConfig } from './config/config';
import { JwtSecretError, resolveJwtSecret } from './config/jwt-secret';
import { DataDirInUseError } from './db/data-dir-lock';
import { loggableError } from './db/errors';
import { openDatabase } from './db/open';
import { createEventsService } from './features/events';
import { prepareGracefulClose } from './http/graceful-close';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * How long a stop waits for requests in flight before cutting them. Longer than any request
 * takes normally (an add waits at most 3 s on its metadata lookup), shorter than the 10 s a
 * supervisor commonly allows after SIGTERM (Docker, systemd's is longer) before it kills, so the
 * database is still closed (PGlite checkpoints) rather than left to crash recovery.
 */
const SHUTDOWN_GRACE_MS = 8_000;

/** Known start-up failures are one line naming the cause; anything else keeps its stack. */
function fail(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof JwtSecretError;
  console.error(known ? `Vidshelf cannot start. ${(error as Error).message}` : error);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const db = await openDatabase(config);
  const background = createBackground(db, config);
  await startBackground(db, background);
  // `npm start` builds the client first; run bare (as under `npm run dev`), the API serves alone.
  const clientBuilt = existsSync(join(CLIENT_DIR, 'index.html'));
  if (!clientBuilt) console.warn('The client is not built (npm run build): serving the API only.');
  // Made here to be ended first on a stop: an event stream never ends by itself, and would hold
  // the stop for its whole grace (docs/product/live-updates.md).
  const events = createEventsService({ db, jwtSecret, config });
  const app = createApp({
    db,
    config,
    jwtSecret,
    events,
    background,
    ...(clientBuilt ? { clientDir: CLIENT_DIR } : {}),
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const { port } = info as AddressInfo;
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    console.log(`Vidshelf is running on http://${config.host}:${port} with ${where}`);
  });
  server.on('error', (error) => fail(error));
  // serve() without http2 options makes a node:http server.
  const closeServer = prepareGracefulClose(server as Server);

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (within the grace), then close
  // the database (PGlite checkpoints on close) and exit 0.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: shutting down.`);
    events.close();
    closeServer(SHUTDOWN_GRACE_MS)
      .then(() => stopBackground(background))
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Closing the database failed: ${loggableError(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch(fail);
