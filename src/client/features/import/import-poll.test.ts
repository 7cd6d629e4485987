import { describe, expect, it } from 'vitest';
import { finishedAdding, IMPORT_POLL_MS, pollDelay } from './import-poll';
import { anImport } from './test-support/test-import';

const running = anImport({ status: 'running' });

describe('following an import', () => {
  it('reads again every second only while it runs', () => {
    expect(pollDelay(running)).toBe(IMPORT_POLL_MS);
    expect(IMPORT_POLL_MS).toBe(1_000);
    for (const status of ['staged', 'done'] as const) {
      expect(pollDelay(anImport({ status }))).toBe(false);
    }
    expect(pollDelay(null)).toBe(false);
    expect(pollDelay(undefined)).toBe(false);
  });

  it('reloads the library once, when the import it watched ends having added links', () => {
    const done = anImport({ status: 'done', progress: { processed: 6, added: 3 } });
    expect(finishedAdding(running, done)).toBe(true);
    // Already finished when the card first read it: the library loads fresh anyway.
    expect(finishedAdding(undefined, done)).toBe(false);
    expect(finishedAdding(done, done)).toBe(false);
    expect(finishedAdding(running, { ...done, progress: { ...done.progress, added: 0 } })).toBe(
      false,
    );
    expect(finishedAdding(running, { ...done, id: 'another' })).toBe(false);
    expect(finishedAdding(running, running)).toBe(false);
  });
});
