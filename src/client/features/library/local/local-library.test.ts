import { describe, expect, it } from 'vitest';
import { aCollection, aLibrary, aVideo } from '@shared/library-test-data';
import { LIBRARY_CHECKS_FINGERPRINT } from '@client/lib/contracts/library-checks';
import { fakeAuth, fakeLibraryStore } from './fake-library-store';
import { createLocalLibrary } from './local-library';

const library = aLibrary([aCollection()], [aVideo({ title: 'Kept' })]);
const kept = { etag: '"alice.1:2:"', library };
/** What this build keeps for `userId`. */
const copyOf = (userId: string) => ({ userId, fingerprint: LIBRARY_CHECKS_FINGERPRINT, ...kept });

/** A local library whose deferred writes run when the test says. */
function setUp(entries: Record<string, unknown> = {}) {
  const auth = fakeAuth();
  const { store, copies, fail } = fakeLibraryStore(entries);
  const deferred: (() => void)[] = [];
  const local = createLocalLibrary(auth, store, (task) => deferred.push(task));
  const runDeferred = async () => {
    for (const task of deferred.splice(0)) task();
    await Promise.resolve();
  };
  return { auth, copies, fail, local, runDeferred };
}

describe('the local library copy', () => {
  it('keeps what the server sent for the signed-in user, later, and reads it back', async () => {
    const { auth, copies, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    expect(copies.size).toBe(0);
    await runDeferred();
    expect(copies.get('alice')).toEqual(copyOf('alice'));
    expect(await local.read('alice')).toEqual(kept);
  });

  it("never reads another user's copy, nor one stored under the wrong key", async () => {
    const { local } = setUp({ alice: copyOf('alice'), bob: copyOf('alice') });
    expect(await local.read('carol')).toBeNull();
    expect(await local.read('bob')).toBeNull();
  });

  it('discards a copy kept by a build whose library checks differ, or by one before them', async () => {
    const { local } = setUp({
      alice: { ...copyOf('alice'), fingerprint: '0000000000000000' },
      bob: { userId: 'bob', ...kept },
    });
    expect(await local.read('alice')).toBeNull();
    expect(await local.read('bob')).toBeNull();
  });

  it('discards a copy that is not the frame of a library', async () => {
    const { local } = setUp({
      alice: { ...copyOf('alice'), library: { categories: 'no', videos: [], tags: [] } },
      bob: { ...copyOf('bob'), etag: undefined },
      carol: { ...copyOf('carol'), library: null },
    });
    expect(await local.read('alice')).toBeNull();
    expect(await local.read('bob')).toBeNull();
    expect(await local.read('carol')).toBeNull();
  });

  it('does not write a copy for a user who signed out before the write', async () => {
    const { auth, copies, local, runDeferred } = setUp();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    auth.emit('SIGNED_OUT', null);
    await runDeferred();
    expect(copies.size).toBe(0);
  });

  it('deletes every copy when nobody is signed in, at start or on sign-out', async () => {
    const atStart = setUp({ alice: copyOf('alice') });
    atStart.auth.emit('INITIAL_SESSION', null);
    await Promise.resolve();
    expect(atStart.copies.size).toBe(0);

    const onSignOut = setUp({ alice: copyOf('alice') });
    onSignOut.auth.emit('INITIAL_SESSION', 'alice');
    await Promise.resolve();
    expect(onSignOut.copies.has('alice')).toBe(true);
    onSignOut.auth.emit('SIGNED_OUT', null);
    await Promise.resolve();
    expect(onSignOut.copies.size).toBe(0);
  });

  it("keeps only the new user's copy when another signs in", async () => {
    const { auth, copies } = setUp({
      alice: copyOf('alice'),
      bob: copyOf('bob'),
      carol: copyOf('carol'),
    });
    auth.emit('SIGNED_IN', 'bob');
    await Promise.resolve();
    expect([...copies.keys()]).toEqual(['bob']);
  });

  it('works on without a copy when the store fails', async () => {
    const { auth, fail, local, runDeferred } = setUp({ alice: copyOf('alice') });
    fail();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    expect(await local.read('alice')).toBeNull();
  });
});
