import type { ServerUnderTest } from '../server-under-test';
import { defined } from './defined';

export interface ExportFigures {
  videos: number;
  runs: number;
  /** Median time to the last byte of the file. */
  ms: number;
  megabytes: number;
  /** The server's resident memory before, and its high-water mark during, these exports. */
  rssBeforeMb: number;
  peakMb: number;
}

/** `runs` downloads of the export, one at a time, read to the end. */
export async function exportFigures(
  server: ServerUnderTest,
  token: string,
  videos: number,
  runs: number,
): Promise<ExportFigures> {
  const rssBeforeMb = server.memory().rssMb;
  server.resetPeak();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/export`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`export: ${res.status}`);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    videos,
    runs,
    ms: Math.round(defined(times[Math.floor(times.length / 2)], 'export timed')),
    megabytes: Number((bytes / 2 ** 20).toFixed(1)),
    rssBeforeMb,
    peakMb: server.memory().peakMb,
  };
}
