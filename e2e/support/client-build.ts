import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The built client as the bundler wrote it (dist/client), for checks of what a page loads.

const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}

/** Vite's manifest (build.manifest): source module → the chunk it was built into. */
function readManifest(): Record<string, ManifestChunk> {
  const path = join(CLIENT_DIR, '.vite', 'manifest.json');
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * The file (e.g. `/assets/settings-screen-abc123.js`) of a module that must be its own
 * on-demand chunk; throws when the build bundled it into another chunk instead.
 */
export function onDemandChunk(source: string): string {
  const chunk = readManifest()[source];
  if (!chunk?.isDynamicEntry) {
    throw new Error(`${source} is not a chunk of its own loaded on demand in this build.`);
  }
  return `/${chunk.file}`;
}

/** Bytes after gzip (zlib's default level), as a server compressing the file would send it. */
export function gzippedSize(bytes: Buffer): number {
  return gzipSync(bytes).length;
}
