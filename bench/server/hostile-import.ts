import type { Driver } from '@server/db/client';
import { IMPORT_ENTRIES_MAX } from '@shared/constants';
import { benchDrivers } from '../bench-database';
import { checkHealthApart } from './health-apart';
import type { Sampled } from './health-latency';
import { endedImport, withProUserServer, type ImportBenchServer } from './import-load';

/**
 * The hostile files of docs/decisions/0078-hostile-import-files.md, each near the upload cap of
 * 32 MB (or at the entries cap), uploaded one after the other by a Pro user (no plan limit)
 * while the health check is timed: none may hold the server for anyone else.
 */
const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_HOSTILE_MB ?? 30);

interface HostileFile {
  name: string;
  fileName: string;
  text: () => string;
  /** Whether the server takes it (preview, then imported) or refuses it at upload. */
  taken: boolean;
}

const FOLDER = '<DT><H3>f</H3><DL><p>';
const FILES: HostileFile[] = [
  {
    name: 'nested folders',
    fileName: 'deep.html',
    text: () =>
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' +
      FOLDER.repeat(Math.floor((FILE_MB * MB) / FOLDER.length)) +
      '<DT><A HREF="https://e.com/deep">deep</A>'.repeat(3),
    taken: true,
  },
  {
    name: 'nested JSON',
    fileName: 'deep.json',
    text: () => `{"exportedAt": "x", "videos": [{"tags": ${'['.repeat(FILE_MB * MB)}`,
    taken: false,
  },
  {
    name: `${IMPORT_ENTRIES_MAX.toLocaleString('en-US')} entries`,
    fileName: 'links.txt',
    text: () =>
      Array.from({ length: IMPORT_ENTRIES_MAX }, (_, i) => `https://example.com/${i}`).join('\n'),
    taken: true,
  },
];

export interface HostileFigures {
  file: string;
  fileMb: number;
  /** Upload to its answer (the preview, or the refusal). */
  uploadSeconds: number;
  /** Start to the end of the import (taken files only). */
  importSeconds: number | null;
  outcome: string;
  /** The server's resident memory: its high-water mark over what it was before this file. */
  peakRssOverMb: number;
  /** GET /api/health every 50 ms from the upload to the import's end, from a process apart. */
  health: Sampled;
}

/**
 * A small file of each kind, uploaded and imported before anything is timed: the server's first
 * import loads and compiles what imports use (a stall of 100 to 200 ms, once per process), which
 * is not what a hostile file does.
 */
async function warmUp({ request, token }: Pick<ImportBenchServer, 'request' | 'token'>) {
  const files: Array<[fileName: string, text: string]> = [
    ['warm.html', '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><A HREF="https://e.com/w">w</A>'],
    ['warm.json', '{"exportedAt": "x", "videos": [{"url": "https://e.com/w2"}]}'],
  ];
  for (const [fileName, text] of files) {
    const uploaded = await request('POST', `/api/imports?fileName=${fileName}`, {
      token,
      raw: { body: text, contentType: 'application/octet-stream' },
    });
    const id = (uploaded.body as { id: string }).id;
    await request('POST', `/api/imports/${id}/start`, { token, body: { collectionId: null } });
    await endedImport(request, token);
  }
}

function hostileOn(driver: Driver): Promise<HostileFigures[]> {
  return withProUserServer(driver, async ({ server, request, token }) => {
    await warmUp({ request, token });
    const figures: HostileFigures[] = [];
    for (const file of FILES) {
      // Encoded before the health checks start: the bench's own event loop times them.
      const body = Buffer.from(file.text());
      const rssBefore = server.memory().rssMb;
      server.resetPeak();
      const health = await checkHealthApart(server.url);
      const started = performance.now();
      const response = await fetch(
        `${server.url}/api/imports?fileName=${encodeURIComponent(file.fileName)}`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/octet-stream',
          },
          body,
        },
      );
      const uploaded = {
        status: response.status,
        body: (await response.json()) as { id?: string; error?: { message: string } },
      };
      const read = performance.now();
      if ((uploaded.status === 201) !== file.taken) {
        throw new Error(`${file.name}: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
      }
      let outcome = `refused: ${String(uploaded.body.error?.message).split('.')[0]}`;
      let importSeconds: number | null = null;
      if (file.taken) {
        await request('POST', `/api/imports/${uploaded.body.id ?? ''}/start`, {
          token,
          body: { collectionId: null },
        });
        const imported = await endedImport(request, token);
        importSeconds = Number(((performance.now() - read) / 1000).toFixed(2));
        outcome = `${imported.status}: ${imported.progress.added.toLocaleString('en-US')} added`;
      }
      figures.push({
        file: file.name,
        fileMb: Number((body.byteLength / MB).toFixed(1)),
        uploadSeconds: Number(((read - started) / 1000).toFixed(2)),
        importSeconds,
        outcome,
        peakRssOverMb: server.memory().peakMb - rssBefore,
        health: await health.stop(),
      });
    }
    return figures;
  });
}

/** The health check while hostile files are uploaded and imported, on each driver. */
export async function runHostileImportBench() {
  const drivers: Partial<Record<Driver, HostileFigures[]>> = {};
  for (const driver of benchDrivers()) {
    console.log(`Hostile imports on ${driver}…`);
    const figures = await hostileOn(driver);
    drivers[driver] = figures;
    console.table(Object.fromEntries(figures.map(({ health, ...rest }) => [rest.file, rest])));
    console.table(Object.fromEntries(figures.map((f) => [`health during ${f.file}`, f.health])));
  }
  return { drivers };
}
