import { describe, expect, it, vi } from 'vitest';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';
import { fakeAuth, fakeLibraryStore } from '../test-support/fake-library-store';
import type { FirstScreen } from '@client/features/browse';
import type { LibraryStore } from './library-store';
import { createLocalLibrary } from './local-library';
import { mirrorTextOf } from './screen-mirror';
import { PART_VIDEOS, SLICE_VIDEOS, storedHead } from './stored-copy';

const library = aLibrary([aCollection()], [aVideo({ title: 'Kept' })]);
const kept = { etag: '"alice.1:2:"', library };
/** The head this build keeps for `userId`. */
const headOf = (userId: string) => storedHead(userId, kept, 1, {});

/**
 * A local library whose deferred writes run when the test says, and for which a first screen is
 * painted at once unless `painted` says when.
 */
function setUp(heads: Record<string, unknown> = {}, painted = () => Promise.resolve()) {
  const auth = fakeAuth();
  const { store, copies, parts, mirror, fail } = fakeLibraryStore(heads);
  const deferred: (() => void)[] = [];
  const local = createLocalLibrary(auth, store, (task) => deferred.push(task), painted);
  /** Runs the tasks deferred until now, not those they defer. */
  const runOneRound = async () => {
    for (const task of deferred.splice(0)) task();
    await Promise.resolve();
  };
  /** Runs deferred tasks until none is left. */
  const runDeferred = async () => {
    while (deferred.length > 0) await runOneRound();
  };
  return { auth, store, copies, parts, mirror, fail, local, runOneRound, runDeferred };
}

/** The local library of the next page on `store`, its session restored as `userId`. */
function nextPage(store: LibraryStore, userId: string) {
  const auth = fakeAuth();
  const local = createLocalLibrary(
    auth,
    store,
    () => {},
    () => Promise.resolve(),
  );
  auth.emit('INITIAL_SESSION', userId);
  return local;
}

describe('the local library copy', () => {
  it('keeps what the server sent for the signed-in user, later, and reads it back', async () => {
    const { auth, copies, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    expect(copies.size).toBe(0);
    await runDeferred();
    expect(copies.get('alice')).toEqual(headOf('alice'));
    expect(await local.read('alice')).toEqual(kept);
  });

  it('hands over the first screen before the whole copy is read', async () => {
    const { auth, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    const seen: string[] = [];
    const reading = local.read('alice', (screen: FirstScreen) =>
      seen.push(`first screen: ${screen.videos.map((video) => video.title).join()}`),
    );
    expect(seen).toEqual([]);
    const whole = await reading.then((copy) => (seen.push('whole copy'), copy));
    expect(seen).toEqual(['first screen: Kept', 'whole copy']);
    expect(whole).toEqual(kept);
  });

  it('reads the rest of the copy only once the first screen is painted', async () => {
    let paint = () => {};
    const { auth, store, local, runDeferred } = setUp(
      {},
      () => new Promise<void>((resolve) => (paint = resolve)),
    );
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    const readParts = vi.spyOn(store, 'readParts');
    const screens: FirstScreen[] = [];
    const reading = local.read('alice', (screen) => screens.push(screen));
    await vi.waitFor(() => expect(screens).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readParts).not.toHaveBeenCalled();
    paint();
    expect(await reading).toEqual(kept);
    expect(readParts).toHaveBeenCalledOnce();
  });

  it('reads back a library of many parts in order', async () => {
    const videos = Array.from({ length: PART_VIDEOS * 2 + 1 }, (_, i) => aVideo({ id: `v${i}` }));
    const big = { etag: '"alice.2"', library: aLibrary([aCollection()], videos) };
    const { auth, parts, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', big);
    await runDeferred();
    expect(parts.size).toBe(3);
    expect(await local.read('alice')).toEqual(big);
  });

  it('turns one slice of videos into text in each idle task, and writes the head and parts together after them', async () => {
    const videos = Array.from({ length: PART_VIDEOS * 2 + 1 }, (_, i) => aVideo({ id: `v${i}` }));
    const many = { etag: '"alice.2"', library: aLibrary([aCollection()], videos) };
    const { auth, copies, parts, local, runOneRound } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', many);
    for (let round = 0; round < Math.ceil(videos.length / SLICE_VIDEOS); round++) {
      await runOneRound();
      expect(copies.size).toBe(0);
    }
    await runOneRound();
    expect(copies.has('alice')).toBe(true);
    expect(parts.size).toBe(3);
    expect(await local.read('alice')).toEqual(many);
  });

  it('drops a library still being made into parts when a newer one comes', async () => {
    const videos = Array.from({ length: PART_VIDEOS * 2 + 1 }, (_, i) => aVideo({ id: `v${i}` }));
    const { auth, store, parts, local, runOneRound, runDeferred } = setUp();
    const write = vi.spyOn(store, 'write');
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', { etag: '"alice.2"', library: aLibrary([aCollection()], videos) });
    await runOneRound();
    local.keep('alice', kept);
    await runDeferred();
    expect(write).toHaveBeenCalledOnce();
    expect(parts.size).toBe(1);
    expect(await local.read('alice')).toEqual(kept);
  });

  it('discards a copy whose part is not JSON', async () => {
    const { auth, parts, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    parts.set('alice\n0', { ...(parts.get('alice\n0') as object), videos: '[{"id":' });
    expect(await local.read('alice')).toBeNull();
  });

  it('replaces every part of the copy it keeps anew', async () => {
    const videos = Array.from({ length: PART_VIDEOS + 1 }, (_, i) => aVideo({ id: `v${i}` }));
    const { auth, parts, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', { etag: '"alice.2"', library: aLibrary([aCollection()], videos) });
    await runDeferred();
    local.keep('alice', kept);
    await runDeferred();
    expect(parts.size).toBe(1);
    expect(await local.read('alice')).toEqual(kept);
  });

  it("never reads another user's copy, nor one stored under the wrong key", async () => {
    const { local } = setUp({ alice: headOf('alice'), bob: headOf('alice') });
    const screens: FirstScreen[] = [];
    expect(await local.read('carol', (screen) => screens.push(screen))).toBeNull();
    expect(await local.read('bob', (screen) => screens.push(screen))).toBeNull();
    expect(screens).toEqual([]);
  });

  it('discards a copy kept by a build whose library checks differ, or by one before them', async () => {
    const { local } = setUp({
      alice: { ...headOf('alice'), fingerprint: '0000000000000000' },
      // Version 1's entry: the whole library in one record, no head.
      bob: { userId: 'bob', ...kept },
    });
    expect(await local.read('alice')).toBeNull();
    expect(await local.read('bob')).toBeNull();
  });

  it('discards a head that is not the frame of a copy', async () => {
    const alice = headOf('alice');
    const { local } = setUp({
      alice: { ...alice, firstScreen: { ...alice.firstScreen, videos: 'no' } },
      bob: { ...headOf('bob'), etag: undefined },
      carol: { ...headOf('carol'), parts: -1 },
      dave: { ...headOf('dave'), firstScreen: { ...alice.firstScreen, counts: {} } },
    });
    for (const userId of ['alice', 'bob', 'carol', 'dave']) {
      expect(await local.read(userId, () => expect.unreachable())).toBeNull();
    }
  });

  it('uses neither the first screen nor the parts when they are of another version', async () => {
    const { auth, parts, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    parts.set('alice\n0', { ...parts.get('alice\n0')!, etag: '"alice.9"' });
    const screens: FirstScreen[] = [];
    // The first screen was handed over before the parts were read: the caller drops it.
    expect(await local.read('alice', (screen) => screens.push(screen))).toBeNull();
    expect(screens).toHaveLength(1);
  });

  it('discards a copy with a part missing', async () => {
    const { auth, parts, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    parts.clear();
    expect(await local.read('alice')).toBeNull();
  });

  it('does not write a copy for a user who signed out before the write', async () => {
    const { auth, copies, parts, mirror, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    auth.emit('SIGNED_OUT', null);
    await runDeferred();
    expect(copies.size).toBe(0);
    expect(parts.size).toBe(0);
    expect(mirror()).toBeNull();
  });

  it('deletes every copy when nobody is signed in, at start or on sign-out', async () => {
    const atStart = setUp({ alice: headOf('alice') });
    atStart.auth.emit('INITIAL_SESSION', null);
    await Promise.resolve();
    expect(atStart.copies.size).toBe(0);

    const onSignOut = setUp();
    onSignOut.auth.emit('INITIAL_SESSION', 'alice');
    onSignOut.local.keep('alice', kept);
    await onSignOut.runDeferred();
    expect(onSignOut.copies.has('alice')).toBe(true);
    expect(onSignOut.mirror()).not.toBeNull();
    onSignOut.auth.emit('SIGNED_OUT', null);
    expect(onSignOut.mirror()).toBeNull();
    await Promise.resolve();
    expect(onSignOut.copies.size).toBe(0);
    expect(onSignOut.parts.size).toBe(0);
  });

  it("keeps only the new user's copy when another signs in", async () => {
    const { auth, copies } = setUp({
      alice: headOf('alice'),
      bob: headOf('bob'),
      carol: headOf('carol'),
    });
    auth.emit('SIGNED_IN', 'bob');
    await Promise.resolve();
    expect([...copies.keys()]).toEqual(['bob']);
  });

  it("asks for the restored user's head as the session is restored, before the other copies' delete, and its first read takes it", async () => {
    const { auth, store, local, runDeferred } = setUp({ bob: headOf('bob') });
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    // The next page, on the same store.
    const calls: string[] = [];
    const readHead = vi.spyOn(store, 'readHead');
    const keepOnly = vi.spyOn(store, 'keepOnly');
    readHead.mockImplementation(
      async (userId) => (calls.push(`readHead ${userId}`), headOf(userId)),
    );
    keepOnly.mockImplementation(async (userId) => void calls.push(`keepOnly ${userId}`));
    const next = nextPage(store, 'alice');
    expect(calls).toEqual(['readHead alice', 'keepOnly alice']);
    expect(await next.read('alice')).toEqual(kept);
    expect(readHead).toHaveBeenCalledOnce();
    // Taken once: a later read asks again.
    await next.read('alice');
    expect(readHead).toHaveBeenCalledTimes(2);
  });

  it('never hands over a head asked for at the start after a sign-out, a sign-in or a keep', async () => {
    const signedOut = setUp({ alice: headOf('alice') });
    signedOut.auth.emit('INITIAL_SESSION', 'alice');
    signedOut.auth.emit('SIGNED_OUT', null);
    signedOut.auth.emit('SIGNED_IN', 'alice');
    const screens: FirstScreen[] = [];
    expect(await signedOut.local.read('alice', (screen) => screens.push(screen))).toBeNull();
    expect(screens).toEqual([]);

    const newer = { etag: '"alice.2:2:"', library };
    const kept2 = setUp({ alice: headOf('alice') });
    kept2.auth.emit('INITIAL_SESSION', 'alice');
    kept2.local.keep('alice', newer);
    await kept2.runDeferred();
    expect(await kept2.local.read('alice')).toEqual(newer);
  });

  it("paints the restored user's mirrored first screen from the start, and never another's", async () => {
    const { auth, store, mirror, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    expect(local.firstScreenNow('alice')).toBeNull();
    local.keep('alice', kept);
    await runDeferred();
    expect(mirror()).toBe(mirrorTextOf(headOf('alice')));

    const alicePage = nextPage(store, 'alice');
    expect(alicePage.firstScreenNow('alice')).toEqual(headOf('alice').firstScreen);
    expect(alicePage.firstScreenNow('bob')).toBeNull();
    // Bob restored on this browser: Alice's mirror goes with her copy.
    const bobPage = nextPage(store, 'bob');
    expect(bobPage.firstScreenNow('bob')).toBeNull();
    expect(mirror()).toBeNull();
  });

  it("hands the mirror's own first screen to the first read when it is of the copy's version, else the copy's", async () => {
    const { auth, store, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();

    const same = nextPage(store, 'alice');
    const mirrored = same.firstScreenNow('alice');
    const handed: FirstScreen[] = [];
    expect(await same.read('alice', (screen) => handed.push(screen))).toEqual(kept);
    expect(handed[0]).toBe(mirrored);
    // Taken by the read: later, only the copy paints.
    expect(same.firstScreenNow('alice')).toBeNull();

    vi.spyOn(store, 'readMirror').mockReturnValue(
      mirrorTextOf({ ...headOf('alice'), etag: '"alice.0:1:"' }),
    );
    const older = nextPage(store, 'alice');
    const olderScreen = older.firstScreenNow('alice');
    expect(olderScreen).not.toBeNull();
    handed.length = 0;
    await older.read('alice', (screen) => handed.push(screen));
    expect(handed[0]).not.toBe(olderScreen);
    expect(handed[0]).toEqual(headOf('alice').firstScreen);
  });

  it('keeps no mirror of a user who signs out or when another signs in', async () => {
    const { auth, mirror, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    auth.emit('SIGNED_IN', 'alice');
    expect(mirror()).not.toBeNull();
    auth.emit('SIGNED_IN', 'bob');
    expect(mirror()).toBeNull();
  });

  it('works on without a copy when the store fails', async () => {
    const { auth, fail, local, runDeferred } = setUp({ alice: headOf('alice') });
    fail();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    expect(await local.read('alice')).toBeNull();
  });
});
