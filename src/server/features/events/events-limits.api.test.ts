import { afterEach, describe, expect, it } from 'vitest';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp, TEST_JWT_SECRET } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createEventsService } from './events.service';
import { named, readEvents, type EventReader } from '@server/test-support/event-reader';
import { openStream } from './test-support/open-stream';

// The bounds of docs/product/live-updates.md#bounds: streams a user and a process, heartbeats,
// a stream's end with its access token, and every stream's end on a stop.
const { app, request, database } = await createTestApp({
  signUpsPerIp: 100,
  eventStreamsPerUser: 2,
  eventStreamsPerProcess: 3,
});

const opened: EventReader[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.cancel()));
});

async function streamOf(token: string) {
  const stream = await openStream(app, token);
  opened.push(stream);
  return stream;
}

describe(`the bounds of pushed changes (${testDriver()})`, () => {
  it('replaces a user’s oldest stream past their cap, and refuses past the process’s', async () => {
    const user = await signUpUser(request);
    const first = await streamOf(user.token);
    const second = await streamOf(user.token);
    const third = await streamOf(user.token);
    expect(JSON.parse((await first.next(named('end'))).data!)).toEqual({ reason: 'replaced' });
    await first.closed;
    expect(await second.quiet(100, named('end'))).toBe(true);

    const other = await signUpUser(request);
    await streamOf(other.token);
    const refused = await request('GET', '/api/events', { token: other.token });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(refused.body.error.code).toBe('server_busy');
    expect(refused.body.error.message).toMatch(/live-update connections/);

    // A stream that ends leaves room for another.
    await third.cancel();
    await expect.poll(async () => (await streamOf(other.token)).response.status).toBe(200);
  });

  describe('a stream on its own (the service)', () => {
    const service = () =>
      createEventsService({
        db: database.db,
        jwtSecret: TEST_JWT_SECRET,
        config: { eventStreamsPerUser: 5, eventStreamsPerProcess: 5 },
        heartbeatMs: 50,
      });

    it('sends a comment line at each heartbeat', async () => {
      const events = service();
      const user = await signUpUser(request);
      const stream = readEvents(await events.open(user.id, undefined, Date.now() + 60_000));
      await stream.next(named('ready'));
      const beat = await stream.next((event) => event.comment !== undefined, 1_000);
      expect(beat).toEqual({ comment: 'heartbeat' });
      events.close();
    });

    it('ends with its access token, saying so', async () => {
      const events = service();
      const user = await signUpUser(request);
      const stream = readEvents(await events.open(user.id, undefined, Date.now() + 200));
      const end = await stream.next(named('end'), 2_000);
      expect(JSON.parse(end.data!)).toEqual({ reason: 'expired' });
      await stream.closed;
      expect(events.openStreams).toBe(0);
      events.close();
    });

    it('ends every stream on a stop, and opens none after', async () => {
      const events = service();
      const user = await signUpUser(request);
      const streams = await Promise.all(
        [1, 2].map(async () =>
          readEvents(await events.open(user.id, undefined, Date.now() + 60_000)),
        ),
      );
      events.close();
      for (const stream of streams) {
        expect(JSON.parse((await stream.next(named('end'))).data!)).toEqual({ reason: 'shutdown' });
        await stream.closed;
      }
      await expect(events.open(user.id, undefined, Date.now() + 60_000)).rejects.toMatchObject({
        code: 'server_busy',
      });
    });
  });
});
