import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { startFakeOembed, type FakeOembed } from '@server/test-support/fake-oembed';
import { useServer, type E2eServer, type ServerEnv } from './server';
import { fakePlayerPage } from './fake-player-page';

/**
 * A local stand-in for YouTube's embed and Vimeo's player (docs/product/watching.md#player), on
 * an origin of its own as the real ones are: `/embed/ID` and `/video/ID` answer a page that speaks
 * each site's player API (fake-player-page.ts). A video lasts DEFAULT_DURATION unless `lasts`
 * says otherwise; a `silent` one never answers, as an embed that fails.
 */
export interface FakePlayers {
  url: string;
  lasts(id: string, seconds: number): void;
  silent(id: string): void;
  close(): Promise<void>;
}

const DEFAULT_DURATION = 600;

export async function startFakePlayers(): Promise<FakePlayers> {
  const durations = new Map<string, number>();
  const silent = new Set<string>();
  const server = createServer((req, res) => {
    const match = /^\/(embed|video)\/([^/?#]+)/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const id = decodeURIComponent(match[2]!);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      fakePlayerPage({
        site: match[1] === 'embed' ? 'youtube' : 'vimeo',
        duration: durations.get(id) ?? DEFAULT_DURATION,
        silent: silent.has(id),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    lasts: (id, seconds) => void durations.set(id, seconds),
    silent: (id) => void silent.add(id),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The fake players and YouTube's fake oEmbed (the videos' titles) for one test file, and the real
 * server pointed at them.
 */
export function useServerWithFakePlayers(env: ServerEnv = {}): {
  server: E2eServer;
  players: () => FakePlayers;
  oembed: () => FakeOembed;
} {
  let fake: FakePlayers | undefined;
  let oembed: FakeOembed | undefined;
  beforeAll(async () => {
    [fake, oembed] = await Promise.all([startFakePlayers(), startFakeOembed()]);
  });
  const server = useServer(() => ({
    YOUTUBE_OEMBED_URL: oembed!.url,
    YOUTUBE_EMBED_URL: `${players().url}/embed`,
    VIMEO_PLAYER_URL: `${players().url}/video`,
    ...env,
  }));
  afterAll(async () => {
    await Promise.all([fake?.close(), oembed?.close()]);
  });
  function players(): FakePlayers {
    if (!fake) throw new Error('The fake players are not started yet.');
    return fake;
  }
  return {
    server,
    players,
    oembed: () => {
      if (!oembed) throw new Error('The fake oEmbed is not started yet.');
      return oembed;
    },
  };
}

/**
 * The player frame in the page (there is one at a time), once the page and the player hear each
 * other: the dialog shows its Speed control when the player said it is ready. Driven before
 * that, the fake would keep a seek to itself (as the real player does before `listening`).
 */
export async function playerFrame(page: Page): Promise<Frame> {
  const dialog = page.getByRole('dialog').filter({ has: page.locator('iframe') });
  await dialog.getByRole('combobox', { name: 'Speed' }).waitFor();
  const handle = await dialog.locator('iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('The player has no frame.');
  await frame.waitForFunction(() => 'fakePlayer' in window);
  return frame;
}

/** What the fake player in the frame is doing. */
export const fakeState = (frame: Frame) =>
  frame.evaluate(() => {
    const fake = (
      window as unknown as { fakePlayer: { time: number; state: string; rate: number } }
    ).fakePlayer;
    return { time: fake.time, state: fake.state, rate: fake.rate };
  });

/** Runs one of the fake player's controls in the frame. */
export const drive = (
  frame: Frame,
  action: 'seek' | 'end' | 'play' | 'pause' | 'setRate',
  arg?: number,
) =>
  frame.evaluate(
    ([name, value]) => {
      const fake = (window as unknown as { fakePlayer: Record<string, (n?: number) => void> })
        .fakePlayer;
      fake[name as string]!(value as number | undefined);
    },
    [action, arg] as const,
  );
