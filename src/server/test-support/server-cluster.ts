import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRoundRobinProxy } from './round-robin-proxy';
import { startServerProcess, type ProcessResult, type ServerProcess } from './server-process';
import { TEST_JWT_SECRET, httpClient, type ApiRequest } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface ClusterOptions {
  /** The PostgreSQL database every process shares (PGlite's directory opens in one process). */
  databaseUrl: string;
  /** How many server processes; 3 unless told. */
  size?: number;
  /**
   * Set on every process, over the cluster's own (a fake oEmbed's address, a rate limit, a
   * job's lease).
   */
  env?: Record<string, string>;
}

/**
 * Several real server processes (src/server/main.ts) on one PostgreSQL database behind a
 * round-robin proxy, run as the README's "Running several server processes" says: the same
 * DATABASE_URL and JWT_SECRET everywhere, TRUST_PROXY=true, a DATA_DIR each.
 */
export interface ServerCluster {
  /** The proxy's address: each request goes to the next live process. */
  url: string;
  /** A client through the proxy, as a browser behind the load balancer. */
  request: ApiRequest;
  size: number;
  /** A client straight to process `index` as it listens now (a restart changes its port). */
  direct(index: number): ApiRequest;
  /** Process `index` as it runs now: its url, pid and output. */
  process(index: number): ServerProcess;
  /** Requests each process answered through the proxy so far. */
  answered(): readonly number[];
  /** SIGKILL, no goodbye: resolves once it is gone. The proxy skips it until it restarts. */
  kill(index: number): Promise<ProcessResult>;
  /** Starts process `index` again with the cluster's environment, and puts it back in turn. */
  restart(index: number): Promise<void>;
  /** Stops every process (SIGTERM), then the proxy, and removes the data directories. */
  stop(): Promise<void>;
}

export const CLUSTER_SIZE = 3;

/**
 * Starts the processes together (migrations run once, under their advisory lock) and the proxy
 * in front. If one fails to start, those that did are stopped before the error is thrown.
 */
export async function startServerCluster({
  databaseUrl,
  size = CLUSTER_SIZE,
  env = {},
}: ClusterOptions): Promise<ServerCluster> {
  const dataDirs = Array.from({ length: size }, () =>
    mkdtempSync(join(tmpdir(), 'vidshelf-cluster-')),
  );
  const removeDataDirs = () =>
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  const start = (index: number) =>
    startServerProcess({
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: 'true',
      ...env,
      DATA_DIR: dataDirs[index]!,
    });

  const started = await Promise.allSettled(dataDirs.map((_, index) => start(index)));
  const processes = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(processes.map((server) => server.stop()));
    removeDataDirs();
    throw failure.reason;
  }
  const proxy = await startRoundRobinProxy(processes.map((server) => server.url));

  const at = (index: number): ServerProcess => {
    const server = processes[index];
    if (!server) throw new Error(`the cluster has no process ${index}`);
    return server;
  };

  return {
    url: proxy.url,
    request: httpClient(proxy.url),
    size,
    direct: (index) => httpClient(at(index).url),
    process: at,
    answered: () => [...proxy.answered],
    kill: (index) => at(index).stop('SIGKILL'),
    async restart(index) {
      // Never two on one DATA_DIR: a process still running is stopped first.
      await at(index).stop();
      const server = await start(index);
      processes[index] = server;
      proxy.setBackend(index, server.url);
    },
    async stop() {
      await Promise.all(processes.map((server) => server.stop()));
      await proxy.close();
      removeDataDirs();
    },
  };
}

export interface TestCluster extends ServerCluster {
  /** The fresh database the processes share, open in the test's process too. */
  database: TestDatabase;
}

/**
 * A cluster on a fresh database of the PostgreSQL server TEST_DATABASE_URL names (tests run it
 * only when that is set); its stop() drops the database once the processes are gone.
 */
export async function startTestCluster(
  options: Omit<ClusterOptions, 'databaseUrl'> = {},
): Promise<TestCluster> {
  const database = await createTestDatabase();
  if (!database.url) {
    await database.drop();
    throw new Error('A cluster needs PostgreSQL: set TEST_DATABASE_URL.');
  }
  let cluster: ServerCluster;
  try {
    cluster = await startServerCluster({ ...options, databaseUrl: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...cluster,
    database,
    async stop() {
      await cluster.stop();
      await database.drop();
    },
  };
}
