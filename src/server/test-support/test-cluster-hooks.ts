import { afterAll, beforeAll } from 'vitest';
import { startFakeOembed, type FakeOembed } from './fake-oembed';
import { startTestCluster, type TestCluster } from './server-cluster';
import { SPAWN_TEST_TIMEOUT_MS } from './server-process';

export interface ClusterContext {
  readonly cluster: TestCluster;
  /** YouTube's fake oEmbed every process asks. */
  readonly oembed: FakeOembed;
}

/**
 * For one test file: a cluster of server processes on a fresh PostgreSQL database
 * (startTestCluster) whose YouTube oEmbed is a local fake, started before its tests and stopped
 * after them. `env` is set on every process besides; `size` processes (3 unless told).
 */
export function useTestCluster(
  env: Record<string, string> = {},
  { size }: { size?: number } = {},
): ClusterContext {
  let cluster: TestCluster | undefined;
  let oembed: FakeOembed | undefined;
  beforeAll(async () => {
    oembed = await startFakeOembed();
    cluster = await startTestCluster({
      env: { YOUTUBE_OEMBED_URL: oembed.url, ...env },
      ...(size === undefined ? {} : { size }),
    });
  }, SPAWN_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await cluster?.stop();
    await oembed?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The cluster is not started yet.');
    return value;
  };
  return {
    get cluster() {
      return started(cluster);
    },
    get oembed() {
      return started(oembed);
    },
  };
}
