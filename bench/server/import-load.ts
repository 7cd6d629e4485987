import type { Driver } from '@server/db/client';
import { setTier } from '@server/test-support/library-fixtures';
import { httpClient, type ApiRequest } from '@server/test-support/test-app';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { benchDrivers, withBenchStore } from '../bench-database';
import { startServerUnderTest, type ServerUnderTest } from '../server-under-test';
import { sampleHealth, type Sampled } from './health-latency';
import { openStatementProbe, signIn } from './statement-probe';

/** The import bench's target: 20,000 links in a 20 MB file (docs/BENCHMARKS.md, "Import"). */
const LINKS = Number(process.env.BENCH_IMPORT_LINKS ?? 20_000);
const FOLDERS = 50;
/** A favicon as browsers embed it (`ICON="data:…"`), which makes real exports large. */
const ICON = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ'.repeat(26)}`;

export interface ImportFigures {
  links: number;
  fileMb: number;
  /** Upload and read (the preview), then the import itself, as the Import card waits. */
  previewSeconds: number;
  importSeconds: number;
  linksPerSecond: number;
  /** The server's resident memory before, and its high-water mark during, both steps. */
  rssBeforeMb: number;
  peakRssMb: number;
  /** GET /api/health while the file is uploaded and read (the preview). */
  healthWhileRead: Sampled;
  /** GET /api/health while the import runs, from its start to its end. */
  health: Sampled;
}

/** A browser's bookmark file: folders of links, half of them YouTube videos, each with an icon. */
function bookmarkFile(): string {
  const lines = ['<!DOCTYPE NETSCAPE-Bookmark-file-1>', '<TITLE>Bookmarks</TITLE>', '<DL><p>'];
  const perFolder = Math.ceil(LINKS / FOLDERS);
  for (let folder = 0; folder < FOLDERS; folder++) {
    lines.push(`<DT><H3 ADD_DATE="1700000000">Folder ${folder}</H3>`, '<DL><p>');
    for (let i = folder * perFolder; i < Math.min(LINKS, (folder + 1) * perFolder); i++) {
      const url =
        i % 2 === 0
          ? `https://www.youtube.com/watch?v=${String(i).padStart(11, 'v')}`
          : `https://example.com/articles/${i}?utm_source=feed`;
      lines.push(
        `<DT><A HREF="${url}" ADD_DATE="${1_700_000_000 + i}" ICON="${ICON}">Bookmark number ${i}: a title as long as real ones tend to be</A>`,
      );
    }
    lines.push('</DL><p>');
  }
  lines.push('</DL><p>');
  return lines.join('\n');
}

/** What a bench of imports works with: the server under test, and a Pro user signed in to it. */
export interface ImportBenchServer {
  server: ServerUnderTest;
  request: ApiRequest;
  token: string;
}

/**
 * Runs `fn` with the server under test on a new database of `driver` (with `env` over the bench's
 * settings), a Pro user (no plan limit) signed in to it, and stops the server after.
 */
export function withProUserServer<T>(
  driver: Driver,
  fn: (bench: ImportBenchServer) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  return withBenchStore(driver, async (store) => {
    const email = `import-${Date.now()}@example.com`;
    const probe = await openStatementProbe(store);
    try {
      const signUp = await probe.request('POST', '/api/auth/signup', {
        body: { email, password: STRONG_PASSWORD },
      });
      await setTier(probe.db, (signUp.body as { user: { id: string } }).user.id, 'pro');
    } finally {
      await probe.close();
    }
    const server = await startServerUnderTest({ ...store.serverEnv, ...env });
    try {
      const request = httpClient(server.url);
      const token = (await signIn(request, email)).access_token;
      return await fn({ server, request, token });
    } finally {
      await server.stop();
    }
  });
}

/** Polls the user's import until it has ended; answers it. */
export async function endedImport(request: ApiRequest, token: string) {
  for (;;) {
    const current = await request('GET', '/api/imports/current', { token });
    const imported = current.body.import as { status: string; progress: { added: number } };
    if (imported.status !== 'running') return imported;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function importOn(driver: Driver, file: string): Promise<ImportFigures> {
  return withProUserServer(driver, async ({ server, request, token }) => {
    const rssBeforeMb = server.memory().rssMb;
    server.resetPeak();

    const started = performance.now();
    const upload = request('POST', '/api/imports?fileName=bookmarks.html', {
      token,
      raw: { body: file, contentType: 'application/octet-stream' },
    });
    const healthWhileRead = sampleHealth(server.url, { until: upload });
    const uploaded = await upload;
    if (uploaded.status !== 201) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
    const read = performance.now();
    const run = (async () => {
      await request('POST', `/api/imports/${uploaded.body.id}/start`, {
        token,
        body: { collectionId: null },
      });
      return endedImport(request, token);
    })();
    const health = sampleHealth(server.url, { until: run });
    const imported = await run;
    if (imported.status !== 'done' || imported.progress.added !== LINKS) {
      throw new Error(`imported ${JSON.stringify(imported)}`);
    }
    const ended = performance.now();
    return {
      links: LINKS,
      fileMb: Number((Buffer.byteLength(file) / 1024 / 1024).toFixed(1)),
      previewSeconds: Number(((read - started) / 1000).toFixed(2)),
      importSeconds: Number(((ended - read) / 1000).toFixed(2)),
      linksPerSecond: Math.round(LINKS / ((ended - read) / 1000)),
      rssBeforeMb,
      peakRssMb: server.memory().peakMb,
      healthWhileRead: await healthWhileRead,
      health: await health,
    };
  });
}

/** Time and server memory to import a 20,000-link bookmark file, and health checks meanwhile. */
export async function runImportBench() {
  const file = bookmarkFile();
  const drivers: Partial<Record<Driver, ImportFigures>> = {};
  for (const driver of benchDrivers()) {
    console.log(`Import of ${LINKS.toLocaleString('en-US')} links on ${driver}…`);
    const figures = await importOn(driver, file);
    drivers[driver] = figures;
    const { healthWhileRead, health, ...rest } = figures;
    console.table({ import: rest });
    console.table({ 'health while read': healthWhileRead, 'health during the import': health });
  }
  return { drivers };
}
