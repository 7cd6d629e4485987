import { Worker } from 'node:worker_threads';

/**
 * The loop each load runs in its own thread: GETs `path` back to back, uncompressed, until told
 * to stop, then says how many it made. Plain JavaScript, so the thread needs no TypeScript loader.
 * Uncompressed: a repeated load of an unchanged library would otherwise be answered from its kept
 * compressed body (decision 0062), without the read the bench puts beside its samples.
 */
const LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, path, token } = workerData;
let running = true;
parentPort.once('message', () => (running = false));
(async () => {
  let count = 0;
  while (running) {
    const response = await fetch(url + path, {
      headers: { Authorization: 'Bearer ' + token, 'Accept-Encoding': 'identity' },
    });
    await response.arrayBuffer();
    count++;
  }
  parentPort.postMessage(count);
})().catch((error) => { throw error; });
`;

/**
 * Starts one thread per path, each requesting its path back to back, and returns how to stop
 * them: `stop()` resolves with how many requests each made. Off the caller's thread, because
 * receiving megabytes of library on the thread that times the samples would delay the samples
 * themselves, and the figure is the server's, not the bench's.
 */
export function startLoadLoops(url: string, paths: string[], token: string) {
  const workers = paths.map(
    (path) => new Worker(LOOP, { eval: true, workerData: { url, path, token } }),
  );
  const counts = workers.map(
    (worker) =>
      new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return {
    async stop(): Promise<number[]> {
      for (const worker of workers) worker.postMessage('stop');
      try {
        return await Promise.all(counts);
      } finally {
        await Promise.all(workers.map((worker) => worker.terminate()));
      }
    },
  };
}

/**
 * The loop that sends POSTs back to back, taking `bodies` in turn (a bulk move there and back),
 * until told to stop; each answer must be a 200. As LOOP, in a thread of its own.
 */
const POST_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, path, token, bodies } = workerData;
let running = true;
parentPort.once('message', () => (running = false));
(async () => {
  let count = 0;
  while (running) {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
      body: bodies[count % bodies.length],
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(path + ' answered ' + response.status);
    count++;
  }
  parentPort.postMessage(count);
})().catch((error) => { throw error; });
`;

/** Starts a thread POSTing `bodies` in turn to `path`; `stop()` resolves with how many it sent. */
export function startPostLoop(url: string, path: string, token: string, bodies: string[]) {
  const worker = new Worker(POST_LOOP, { eval: true, workerData: { url, path, token, bodies } });
  const count = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop(): Promise<number> {
      worker.postMessage('stop');
      try {
        return await count;
      } finally {
        await worker.terminate();
      }
    },
  };
}
