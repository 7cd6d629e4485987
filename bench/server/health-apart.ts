import { spawn } from 'node:child_process';
import { latencyFigures } from '../load';
import type { Sampled } from './health-latency';

/**
 * The health checker, as a process of its own: `/api/health` every 50 ms from the moment it
 * says it is ready until `stop`, each answer timed (5 s at most). Apart from the bench's process,
 * whose own work (sending a 30 MB file, say) would otherwise be timed as the server's. Its first
 * request, which also loads the process's HTTP client (tens to hundreds of ms), is not timed.
 */
const CHECKER = `
let stopped = false;
process.stdin.on('data', () => (stopped = true));
const latencies = [];
let timedOut = 0;
(async () => {
  await (await fetch(process.argv[1] + '/api/health')).arrayBuffer();
  process.stdout.write('ready\\n');
  while (!stopped) {
    const started = performance.now();
    try {
      const response = await fetch(process.argv[1] + '/api/health', { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    } catch {
      latencies.push(5000);
      timedOut++;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.stdout.write(JSON.stringify({ latencies, timedOut }));
})();
`;

/** Starts checking `url`'s health, once ready; `stop` ends it and answers the figures. */
export async function checkHealthApart(url: string): Promise<{ stop(): Promise<Sampled> }> {
  const child = spawn(process.execPath, ['-e', CHECKER, url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.startsWith('ready\n') && resolve());
    void exited.then(() => reject(new Error('The health checker ended before it was ready.')));
  });
  return {
    async stop() {
      child.stdin.end('stop');
      await exited;
      const { latencies, timedOut } = JSON.parse(output.slice('ready\n'.length)) as {
        latencies: number[];
        timedOut: number;
      };
      return {
        ...latencyFigures(latencies),
        maxMs: Number(Math.max(0, ...latencies).toFixed(2)),
        timedOut,
      };
    },
  };
}
