import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start`: builds the client when its sources are newer than the last build, then starts the
// server, which serves the API and the built app from one port.
const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
const inputs = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src/client',
  'src/shared',
];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path).map((entry) => newestMtime(join(path, entry))),
  );
}

const builtAt = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
if (sourcesAt > builtAt) {
  console.log('Building the client…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

await import('@server/main');
