import { sql } from 'drizzle-orm';
import type { Driver } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { seedVideos } from '@server/test-support/library-fixtures';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { httpClient } from '@server/test-support/test-app';
import { benchDrivers, openBenchDatabase, withBenchStore } from '../bench-database';
import { latencyFigures } from '../load';
import { withServerUnderTest } from '../server-under-test';
import { defined } from './defined';
import { openStatementProbe, replay, signIn } from './statement-probe';

/**
 * Saving where a user stopped (docs/product/watching.md#resume): the player sends
 * `PUT /api/videos/{id}/position` every few seconds while a video plays, so a save must cost one
 * statement and little else. USERS users with VIDEOS_EACH videos each; BENCH_POSITION_SAVES
 * saves (2,000) one at a time, then as many again over CONNECTIONS connections (a user each),
 * through the server under test; the save's statements counted in the bench's own process.
 */
const SAVES = Number(process.env.BENCH_POSITION_SAVES ?? 2_000);
const USERS = 10;
const VIDEOS_EACH = 30;
const CONNECTIONS = USERS;
/** Saves counted for their statements, and untimed saves that warm the server up. */
const COUNTED = 50;
const WARM_UP = 100;
/** The length every save reports; its times are spread over it. */
const LENGTH_SECONDS = 600;

interface Player {
  email: string;
  token: string;
  videoIds: string[];
}

export interface SaveRun {
  saves: number;
  errors: number;
  seconds: number;
  savesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  /** The server's CPU time (all threads: on PGlite, the database's too) per save. */
  serverCpuMsPerSave: number;
}

export interface PositionFigures {
  videos: number;
  /**
   * Statements one save runs, besides its transaction's opening (the user's settings and the
   * session check, sent with it on the embedded database: decision 0067), over COUNTED saves.
   */
  statementsPerSave: number;
  /** Its one statement, the upsert, replayed through the same driver one at a time. */
  bare: ReturnType<typeof latencyFigures> & { meanMs: number };
  sequential: SaveRun;
  concurrent: SaveRun & { connections: number };
  /** Rows in playback_positions once all was saved: one a video. */
  rows: number;
}

const mean = (values: readonly number[]) =>
  Number((values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)).toFixed(2));

/** A save's body: somewhere in the video, as a player reports it. */
const position = () => ({ seconds: Math.random() * LENGTH_SECONDS, duration: LENGTH_SECONDS });

async function positionsOn(driver: Driver): Promise<PositionFigures> {
  return withBenchStore(driver, async (store) => {
    const probe = await openStatementProbe(store);
    const players: Player[] = [];
    let statementsPerSave: number;
    let bare: PositionFigures['bare'];
    try {
      for (let i = 0; i < USERS; i++) {
        const email = `positions-${i}-${Date.now()}@example.com`;
        const signUp = await probe.request('POST', '/api/auth/signup', {
          body: { email, password: STRONG_PASSWORD },
        });
        if (signUp.status !== 201) throw new Error(`sign-up: ${JSON.stringify(signUp.body)}`);
        const { access_token: token, user } = signUp.body as {
          access_token: string;
          user: { id: string };
        };
        const library = await probe.request('GET', '/api/library', { token });
        const unsorted = defined(
          (library.body as { categories: { id: string }[] }).categories[0],
          'the Unsorted collection',
        ).id;
        await seedVideos(probe.db, user.id, unsorted, VIDEOS_EACH);
        const seeded = await probe.request('GET', '/api/library', { token });
        const videoIds = (seeded.body as { videos: { id: string }[] }).videos.map((v) => v.id);
        players.push({ email, token, videoIds });
      }

      // The statements of a save, in-process (the server's own code, every statement logged).
      const first = defined(players[0], 'a player');
      probe.take();
      for (let i = 0; i < COUNTED; i++) {
        const id = defined(first.videoIds[i % first.videoIds.length], 'a video');
        const res = await probe.request('PUT', `/api/videos/${id}/position`, {
          token: first.token,
          body: position(),
        });
        if (res.status !== 200) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
      }
      const statements = probe.take().filter((s) => !/set_config\('app\.user_id'/.test(s.sql));
      statementsPerSave = statements.length / COUNTED;
      const upsert = defined(statements[0], 'the save’s statement');
      if (!/^insert into "playback_positions"/.test(upsert.sql.trim())) {
        throw new Error(`a save's statement: ${upsert.sql}`);
      }
      // The database's floor: that statement alone, in a transaction of the user's, as sent.
      const bareMs: number[] = [];
      for (let i = 0; i < SAVES; i++) {
        const started = performance.now();
        await probe.db.asUser(defined(upsert.context, 'the saving user'), (tx) =>
          probe.db.lastStatement(() => tx.execute(replay(upsert))),
        );
        bareMs.push(performance.now() - started);
      }
      bare = { ...latencyFigures(bareMs), meanMs: mean(bareMs) };
    } finally {
      await probe.close();
    }

    const { sequential, concurrent } = await withServerUnderTest(
      store.serverEnv,
      async (server) => {
        const request = httpClient(server.url);
        for (const player of players) {
          player.token = (await signIn(request, player.email)).access_token;
        }
        const save = async (player: Player, n: number) => {
          const id = defined(player.videoIds[n % player.videoIds.length], 'a video');
          const started = performance.now();
          const res = await fetch(`${server.url}/api/videos/${id}/position`, {
            method: 'PUT',
            headers: {
              Authorization: `Bearer ${player.token}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify(position()),
          });
          await res.arrayBuffer();
          return { ms: performance.now() - started, ok: res.status === 200 };
        };
        /**
         * SAVES saves over `connections` loops: one loop saves every player's videos in turn;
         * several save a player's each.
         */
        const run = async (connections: number): Promise<SaveRun> => {
          const latencies: number[] = [];
          let errors = 0;
          let next = 0;
          const cpuBefore = server.cpuMs();
          const started = performance.now();
          await Promise.all(
            Array.from({ length: connections }, async (_, loop) => {
              for (let n = next++; n < SAVES; n = next++) {
                const alone = connections === 1;
                const player = defined(players[alone ? n % USERS : loop], 'a player');
                const result = await save(player, alone ? Math.floor(n / USERS) : n);
                latencies.push(result.ms);
                if (!result.ok) errors++;
              }
            }),
          );
          const seconds = (performance.now() - started) / 1000;
          return {
            saves: latencies.length,
            errors,
            seconds: Number(seconds.toFixed(2)),
            savesPerSecond: Math.round(latencies.length / seconds),
            ...latencyFigures(latencies),
            meanMs: mean(latencies),
            serverCpuMsPerSave: Number(((server.cpuMs() - cpuBefore) / SAVES).toFixed(2)),
          };
        };
        for (let n = 0; n < WARM_UP; n++) {
          await save(defined(players[n % USERS], 'a player'), n);
        }
        return {
          sequential: await run(1),
          concurrent: { ...(await run(CONNECTIONS)), connections: CONNECTIONS },
        };
      },
    );
    const rows = await openBenchDatabase(store, async (db) => {
      const [row] = await db.system((tx) =>
        executeRows<{ count: number | string }>(
          tx,
          sql`select count(*) as count from playback_positions`,
        ),
      );
      return Number(row?.count ?? 0);
    });
    return { videos: USERS * VIDEOS_EACH, statementsPerSave, bare, sequential, concurrent, rows };
  });
}

/** Position saves through the real server, on each driver. */
export async function runPositionsBench() {
  const drivers: Partial<Record<Driver, PositionFigures>> = {};
  for (const driver of benchDrivers()) {
    console.log(`Position saves on ${driver} (${SAVES} a run, ${USERS * VIDEOS_EACH} videos)…`);
    const f = await positionsOn(driver);
    drivers[driver] = f;
    console.table({
      [`bare statement (${f.statementsPerSave} a save)`]: f.bare,
      'one at a time': f.sequential,
      [`${f.concurrent.connections} connections`]: f.concurrent,
    });
    console.log(`${f.rows} rows for ${f.videos} videos.`);
  }
  return { saves: SAVES, drivers };
}
