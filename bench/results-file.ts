import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/**
 * Writes `bench/results/<name>` with the time and the machine beside the figures: they only
 * compare with runs on the same machine.
 */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  const body = {
    at: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    ...figures,
  };
  writeFileSync(
    new URL(`./results/${name}`, import.meta.url),
    `${JSON.stringify(body, null, 2)}\n`,
  );
  console.log(`Written to bench/results/${name}`);
}
