import { describe, expect, it } from 'vitest';
import { LibrarySchema, type Library } from '@shared/contracts/library';
import { findInconsistencies } from './test-support/db-consistency';
import { DeviceWriter } from './test-support/device-writer';
import { fetchLibrary, seedVideos, setTier, signUpUser } from './test-support/library-fixtures';
import { keyOrderProblems } from './test-support/library-order';
import type { TestCluster } from './test-support/server-cluster';
import { useTestCluster } from './test-support/test-cluster-hooks';
import { SPAWN_TEST_TIMEOUT_MS } from './test-support/server-process';
import { STRONG_PASSWORD } from './test-support/strong-password';
import type { TestResponse } from './test-support/test-app';
import { testDatabaseUrl } from './test-support/test-database';

// Three server processes on one PostgreSQL behind a round-robin proxy, run as the README's
// "Running several server processes" says: what one process acknowledged, limited or versioned
// holds on every other. One cluster for the file; the test that kills a process restarts it.

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const youtube = (id: string) => `https://www.youtube.com/watch?v=${id.padEnd(11, '_')}`;
const countBy = (answers: readonly TestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe.runIf(testDatabaseUrl())(
  'three server processes on one PostgreSQL',
  { timeout: SPAWN_TEST_TIMEOUT_MS },
  () => {
    // Every account of the file signs up from the proxy's one address.
    const ctx = useTestCluster({ SIGNUPS_PER_IP_PER_HOUR: '100' });

    /**
     * Asked of each process directly, the library is the same, and each takes the version (the
     * ETag) another answered as current: a 304 for the library and for its changes.
     */
    async function expectProcessesAgree(token: string): Promise<Library> {
      const answers = await Promise.all(
        range(ctx.cluster.size).map((i) => ctx.cluster.direct(i)('GET', '/api/library', { token })),
      );
      const [first] = answers;
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(first!.body);
      }
      for (const answer of answers) {
        const headers = { 'If-None-Match': answer.headers.get('ETag')! };
        for (const i of range(ctx.cluster.size)) {
          for (const path of ['/api/library', '/api/library/changes']) {
            expect((await ctx.cluster.direct(i)('GET', path, { token, headers })).status).toBe(304);
          }
        }
      }
      return LibrarySchema.parse(first!.body);
    }

    it('hold a Free account to 50 videos when 60 adds arrive at once through all three', async () => {
      const user = await signUpUser(ctx.cluster.request, 'free');
      const categoryId = await user.unsortedId();
      const answers = await Promise.all(
        range(60).map((i) =>
          ctx.cluster.request('POST', '/api/videos', {
            token: user.token,
            body: { url: youtube(`free${i}`), categoryId },
          }),
        ),
      );

      expect(countBy(answers)).toEqual({ 201: 50, 403: 10 });
      for (const refused of answers.filter((answer) => answer.status === 403)) {
        expect(refused.body).toEqual({
          error: {
            code: 'plan_limit_reached',
            message: 'The free plan holds at most 50 videos. Upgrade to Pro for unlimited videos.',
            limitType: 'video',
          },
        });
      }
      const saved = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.body.id);
      const library = await expectProcessesAgree(user.token);
      expect(library.videos.map((video) => video.id).sort()).toEqual(saved.sort());
    });

    it('share the per-account sign-in failure limit: of 14 wrong passwords at once, 10 are heard', async () => {
      const user = await signUpUser(ctx.cluster.request, 'guessed');
      const signIn = (request: TestCluster['request'], password: string) =>
        request('POST', '/api/auth/signin', { body: { email: user.email, password } });
      const rateLimited = {
        error: { code: 'rate_limited', message: 'Too many attempts. Please wait and try again.' },
      };

      const answers = await Promise.all(
        range(14).map((i) => signIn(ctx.cluster.request, `wrong password ${i}`)),
      );
      expect(countBy(answers)).toEqual({ 401: 10, 429: 4 });
      for (const answer of answers) {
        expect(answer.body).toEqual(
          answer.status === 401
            ? { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } }
            : rateLimited,
        );
      }
      // Now even the right password is refused, by every process.
      for (const i of range(ctx.cluster.size)) {
        const refused = await signIn(ctx.cluster.direct(i), STRONG_PASSWORD);
        expect([refused.status, refused.body]).toEqual([429, rateLimited]);
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    });

    it('keep every list a permutation in key order under 60 drags at once', async () => {
      const user = await signUpUser(ctx.cluster.request, 'dragger');
      for (const name of ['Later', 'Music', 'Talks']) {
        const made = await ctx.cluster.request('POST', '/api/categories', {
          token: user.token,
          body: { name },
        });
        expect(made.status).toBe(201);
      }
      await seedVideos(ctx.cluster.database.db, user.id, await user.unsortedId(), 24);
      const before = await fetchLibrary(ctx.cluster.request, user.token);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
      const others = <T extends { id: string }>(items: readonly T[], item: T) =>
        items.filter((other) => other.id !== item.id);

      // Drops named from the library as first read, as a stale screen would: a neighbour that
      // left the collection meanwhile makes a refused drop.
      const drags = range(60).map((i) => {
        if (i % 3 === 0) {
          const collection = pick(before.categories);
          const afterId =
            Math.random() < 0.3 ? null : pick(others(before.categories, collection)).id;
          return { path: `/api/categories/${collection.id}/move`, body: { afterId } };
        }
        const video = pick(before.videos);
        const categoryId = pick(before.categories).id;
        const neighbours = others(before.videos, video).filter((v) => v.categoryId === categoryId);
        const afterId = neighbours.length === 0 || Math.random() < 0.2 ? null : pick(neighbours).id;
        return { path: `/api/videos/${video.id}/move`, body: { categoryId, afterId } };
      });
      const answers = await Promise.all(
        drags.map(({ path, body }) =>
          ctx.cluster.request('POST', path, { token: user.token, body }),
        ),
      );

      for (const answer of answers.filter((answer) => answer.status !== 200)) {
        expect([answer.status, answer.body]).toEqual([
          409,
          {
            error: { code: 'conflict', message: 'That video is not in this collection any more.' },
          },
        ]);
      }
      const after = await expectProcessesAgree(user.token);
      const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id).sort();
      expect(ids(after.categories)).toEqual(ids(before.categories));
      expect(ids(after.videos)).toEqual(ids(before.videos));
      expect(keyOrderProblems(after)).toEqual([]);
    });

    it('keep every acknowledged add and drag, once and in order, through a SIGKILL mid-burst', async () => {
      const user = await signUpUser(ctx.cluster.request, 'devices');
      await setTier(ctx.cluster.database.db, user.id, 'pro');
      for (const name of ['Later', 'Music']) {
        const made = await ctx.cluster.request('POST', '/api/categories', {
          token: user.token,
          body: { name },
        });
        expect(made.status).toBe(201);
      }
      const collectionIds = (await fetchLibrary(ctx.cluster.request, user.token)).categories.map(
        (collection) => collection.id,
      );
      const devices = range(6).map((i) => new DeviceWriter(`d${i}`, user.token, collectionIds));
      const answeredBefore = ctx.cluster.answered();

      // Six devices write back to back through the proxy; a third of the way in, process 1 is
      // killed with whatever it was doing, and the proxy sends what follows to the other two.
      const WRITES_EACH = 25;
      let written = 0;
      let killed: ReturnType<TestCluster['kill']> | undefined;
      await Promise.all(
        devices.map(async (device) => {
          for (let n = 0; n < WRITES_EACH; n++) {
            await device.writeOne(ctx.cluster.request);
            if (++written === (devices.length * WRITES_EACH) / 3) killed = ctx.cluster.kill(1);
          }
        }),
      );
      expect((await killed)?.signal).toBe('SIGKILL');
      expect(ctx.cluster.answered().every((count, i) => count > answeredBefore[i]!)).toBe(true);
      // Six writes are always on their way, a third of them to process 1: the kill cuts some.
      expect(devices.reduce((resent, device) => resent + device.resent, 0)).toBeGreaterThan(0);
      await ctx.cluster.restart(1);

      const library = await expectProcessesAgree(user.token);
      const acknowledged = devices.flatMap((device) => device.videoIds);
      // Every acknowledged add is there once, and nothing else is.
      expect(library.videos.map((video) => video.id).sort()).toEqual(acknowledged.sort());
      expect(new Set(library.videos.map((video) => video.url)).size).toBe(library.videos.length);
      expect(keyOrderProblems(library)).toEqual([]);
      expect(devices.flatMap((device) => device.orderProblems(library))).toEqual([]);
      expect(await findInconsistencies(ctx.cluster.database.db)).toEqual([]);
    });
  },
);
