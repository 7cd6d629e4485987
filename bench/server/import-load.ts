import type { Driver } from '@server/db/client';
import { setTier } from '@server/test-support/library-fixtures';
import { httpClient } from '@server/test-support/test-app';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { benchDrivers, withBenchStore } from '../bench-database';
import { startServerUnderTest } from '../server-under-test';
import { sampleHealth, type Sampled } from './health-latency';
import { openStatementProbe, signIn } from './statement-probe';

/** Issue 15's target: 20,000 links in a 20 MB file. */
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
  /** GET /api/health while the file is read and imported. */
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

async function importOn(driver: Driver, file: string): Promise<ImportFigures> {
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

    const server = await startServerUnderTest(store.serverEnv);
    try {
      const request = httpClient(server.url);
      const token = (await signIn(request, email)).access_token;
      const rssBeforeMb = server.memory().rssMb;
      server.resetPeak();

      let finished!: () => void;
      const done = new Promise<void>((resolve) => (finished = resolve));
      const health = sampleHealth(server.url, { until: done });
      const started = performance.now();
      const uploaded = await request('POST', '/api/imports?fileName=bookmarks.html', {
        token,
        raw: { body: file, contentType: 'application/octet-stream' },
      });
      if (uploaded.status !== 201) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
      const read = performance.now();
      await request('POST', `/api/imports/${uploaded.body.id}/start`, {
        token,
        body: { collectionId: null },
      });
      for (;;) {
        const current = await request('GET', '/api/imports/current', { token });
        if (current.body.import.status === 'done') {
          if (current.body.import.progress.added !== LINKS) {
            throw new Error(`imported ${JSON.stringify(current.body.import.progress)}`);
          }
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const ended = performance.now();
      finished();
      return {
        links: LINKS,
        fileMb: Number((Buffer.byteLength(file) / 1024 / 1024).toFixed(1)),
        previewSeconds: Number(((read - started) / 1000).toFixed(2)),
        importSeconds: Number(((ended - read) / 1000).toFixed(2)),
        linksPerSecond: Math.round(LINKS / ((ended - read) / 1000)),
        rssBeforeMb,
        peakRssMb: server.memory().peakMb,
        health: await health,
      };
    } finally {
      await server.stop();
    }
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
    const { health, ...rest } = figures;
    console.table({ import: rest });
    console.table({ 'health during the import': health });
  }
  return { drivers };
}
