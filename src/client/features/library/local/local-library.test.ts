import { describe, expect, it } from 'vitest';
import { aCollection, aLibrary, aVideo } from '@shared/library-test-data';
import { fakeAuth, fakeLibraryStore } from './fake-library-store';
import { createLocalLibrary } from './local-library';

const library = aLibrary([aCollection()], [aVideo({ title: 'Kept' })]);
const kept = { etag: '"alice.1:2:"', library };

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
    expect(copies.get('alice')).toEqual({ userId: 'alice', ...kept });
    expect(await local.read('alice')).toEqual(kept);
  });

  it("never reads another user's copy, nor one stored under the wrong key", async () => {
    const { local } = setUp({
      alice: { userId: 'alice', ...kept },
      bob: { userId: 'alice', ...kept },
    });
    expect(await local.read('carol')).toBeNull();
    expect(await local.read('bob')).toBeNull();
  });

  it('discards a copy that is not the shape of a library', async () => {
    const { local } = setUp({
      alice: { userId: 'alice', etag: '"x"', library: { categories: 'no', videos: [] } },
      bob: { userId: 'bob', library },
    });
    expect(await local.read('alice')).toBeNull();
    expect(await local.read('bob')).toBeNull();
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
    const atStart = setUp({ alice: { userId: 'alice', ...kept } });
    atStart.auth.emit('INITIAL_SESSION', null);
    await Promise.resolve();
    expect(atStart.copies.size).toBe(0);

    const onSignOut = setUp({ alice: { userId: 'alice', ...kept } });
    onSignOut.auth.emit('INITIAL_SESSION', 'alice');
    await Promise.resolve();
    expect(onSignOut.copies.has('alice')).toBe(true);
    onSignOut.auth.emit('SIGNED_OUT', null);
    await Promise.resolve();
    expect(onSignOut.copies.size).toBe(0);
  });

  it("keeps only the new user's copy when another signs in", async () => {
    const { auth, copies } = setUp({
      alice: { userId: 'alice', ...kept },
      bob: { userId: 'bob', ...kept },
      carol: { userId: 'carol', ...kept },
    });
    auth.emit('SIGNED_IN', 'bob');
    await Promise.resolve();
    expect([...copies.keys()]).toEqual(['bob']);
  });

  it('works on without a copy when the store fails', async () => {
    const { auth, fail, local, runDeferred } = setUp({ alice: { userId: 'alice', ...kept } });
    fail();
    auth.emit('INITIAL_SESSION', 'alice');
    local.keep('alice', kept);
    await runDeferred();
    expect(await local.read('alice')).toBeNull();
  });
});
