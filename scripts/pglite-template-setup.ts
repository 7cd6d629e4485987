import { ensurePgliteTemplate } from '../src/server/db/pglite-template';

/**
 * vitest's global set-up for the suites that open embedded databases: makes the migrated
 * template they start from (src/server/db/pglite-template.ts) once, before any test file runs.
 */
export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
}
