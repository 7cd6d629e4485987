import { describe, expect, it } from 'vitest';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';
import { storedHead } from './stored-copy';
import { mirrorOwner, mirrorTextOf, SCREEN_MIRROR_MAX_CHARS, trustedMirror } from './screen-mirror';

const collection = aCollection();
const library = {
  ...aLibrary(
    [collection],
    [aVideo({ title: 'Kept', tags: ['jazz'] }), aVideo({ id: 'v2', title: 'Also kept' })],
  ),
  tags: [{ id: '00000000-0000-4000-8000-000000000001', name: 'jazz' }],
};
const head = storedHead('alice', { etag: '"alice.1:2:"', library }, 1, {});

/** The mirror of `head` with `change` made to what it holds, as text. */
function mirrorWith(change: (kept: Record<string, unknown>) => void): string {
  const kept = JSON.parse(mirrorTextOf(head) ?? 'null') as Record<string, unknown>;
  change(kept);
  return JSON.stringify(kept);
}

describe("the first screen's mirror", () => {
  it('gives back the first screen it was made from, counts and all, with its version', () => {
    const mirrored = trustedMirror(mirrorTextOf(head), 'alice');
    expect(mirrored).toEqual({ etag: '"alice.1:2:"', firstScreen: head.firstScreen });
    expect(mirrored?.firstScreen.counts.byCollection.get(collection.id)).toBe(2);
    expect(mirrored?.firstScreen.counts.byTag.get('jazz')).toBe(1);
    expect(mirrorOwner(mirrorTextOf(head) ?? '')).toBe('alice');
  });

  it("is never another user's, nor one kept by a build with other library checks", () => {
    expect(trustedMirror(mirrorTextOf(head), 'bob')).toBeNull();
    expect(
      trustedMirror(
        mirrorWith((kept) => (kept.fingerprint = 'older')),
        'alice',
      ),
    ).toBeNull();
    expect(
      trustedMirror(
        mirrorWith((kept) => delete kept.etag),
        'alice',
      ),
    ).toBeNull();
  });

  it('is nothing when damaged', () => {
    expect(trustedMirror(null, 'alice')).toBeNull();
    expect(trustedMirror('{"userId":"alice",', 'alice')).toBeNull();
    expect(mirrorOwner('{"userId":"alice",')).toBeUndefined();
    const screenWith = (change: (screen: Record<string, unknown>) => void) =>
      mirrorWith((kept) => change(kept.firstScreen as Record<string, unknown>));
    const damaged = [
      screenWith((screen) => (screen.videos = 'Kept')),
      screenWith((screen) => delete screen.categories),
      screenWith((screen) => ((screen.counts as Record<string, unknown>).byTag = undefined)),
      // Entries that are not pairs.
      screenWith((screen) => ((screen.counts as Record<string, unknown>).byCollection = [1, 2])),
      mirrorWith((kept) => (kept.firstScreen = null)),
    ];
    for (const text of damaged) expect(trustedMirror(text, 'alice')).toBeNull();
  });

  it('is not made for a first screen too long to read back at every start', () => {
    const longNames = aLibrary(
      Array.from({ length: 300 }, (_, index) =>
        aCollection({ id: `c${index}`, name: `${index} ${'x'.repeat(1_000)}` }),
      ),
      [],
    );
    const long = storedHead('alice', { etag: '"alice.2"', library: longNames }, 0, {});
    expect(JSON.stringify(long).length).toBeGreaterThan(SCREEN_MIRROR_MAX_CHARS);
    expect(mirrorTextOf(long)).toBeNull();
  });
});
