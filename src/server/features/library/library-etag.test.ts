import { describe, expect, it } from 'vitest';
import { createLibraryEtags, LIBRARY_VERSION_MAX_AGE_MS } from './library-etag';

const SECRET = 'library-etag-test-secret-0123456789abcdef';
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const SNAPSHOT = '1234:1240:1236,1238';

describe('library ETags', () => {
  it('open to the snapshot they were issued for, for that user only', () => {
    const etags = createLibraryEtags(SECRET);
    const etag = etags.issue(ALICE, SNAPSHOT);
    expect(etags.open(etag, ALICE)).toBe(SNAPSHOT);
    expect(etags.open(etag, BOB)).toBeNull();
    expect(createLibraryEtags(`${SECRET}-other`).open(etag, ALICE)).toBeNull();
  });

  it('show nothing of the snapshot, and differ each time one is issued', () => {
    const etags = createLibraryEtags(SECRET);
    const one = etags.issue(ALICE, SNAPSHOT);
    const two = etags.issue(ALICE, SNAPSHOT);
    expect(one).not.toBe(two);
    for (const part of ['1234', '1240', ALICE]) expect(one).not.toContain(part);
  });

  it('are too old a day before the tombstones they rely on are forgotten', () => {
    let now = Date.UTC(2026, 0, 1);
    const etags = createLibraryEtags(SECRET, () => now);
    const etag = etags.issue(ALICE, SNAPSHOT);
    expect(LIBRARY_VERSION_MAX_AGE_MS).toBe(29 * 24 * 60 * 60 * 1000);
    now += LIBRARY_VERSION_MAX_AGE_MS;
    expect(etags.open(etag, ALICE)).toBe(SNAPSHOT);
    now += 1;
    expect(etags.open(etag, ALICE)).toBeNull();
  });
});
