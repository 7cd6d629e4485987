import type { Driver } from '@server/db/client';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import type { ApiRequest } from '@server/test-support/test-app';
import { benchDrivers } from '../bench-database';
import { latencyFigures } from '../load';
import { defined } from './defined';
import { withProUserServer } from './import-load';

/**
 * An add never waits for the outside world (docs/decisions/0099-add-answers-at-once.md). YouTube's
 * oEmbed (a local fake) takes OEMBED_DELAY_MS to answer each lookup. First BURST adds at once
 * over CONNECTIONS loops, whose lookups pile up in flight (and are timed: a burst's answers);
 * then, while those are still in flight, a person's ADDS adds one after the other, each of which
 * starts a lookup too: each timed from its request to its answer. Then the time until every video
 * shows what oEmbed said (lookups that got no turn before their deadline wait for the
 * background's pass after YouTube's pause).
 */
const ADDS = Number(process.env.BENCH_ADDS ?? 200);
const BURST = 100;
const CONNECTIONS = 20;
/** Within the oEmbed timeout (3 s): a lookup that gets its turn at once is answered, late. */
const OEMBED_DELAY_MS = 2_500;
const WARM_UP = 20;
const FALLBACK_TITLE = 'YouTube Video';

export interface AddsInFlightFigures {
  oembedDelayMs: number;
  /** BURST adds over CONNECTIONS loops at once: their answers' p50 and p99. */
  burstP50Ms: number;
  burstP99Ms: number;
  /** The adds one at a time. */
  adds: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * The most oEmbed requests begun within one OEMBED_DELAY_MS, sampled every 20 ms from the
   * burst on: those answered are in flight that long; the gate (OUTBOUND_FETCHES_IN_FLIGHT) holds
   * at most 16 at once, and ends those whose deadline passed while they waited for their turn.
   */
  lookupsAskedPeak: number;
  /** From the last add's answer until every added video had its looked-up title. */
  detailsAllInSeconds: number;
}

const youtubeId = (n: number) => `a${String(n).padStart(10, '0')}`;

async function titlesLeft(request: ApiRequest, token: string): Promise<number> {
  const library = await request('GET', '/api/library', { token });
  const videos = (library.body as { videos: { title: string }[] }).videos;
  return videos.filter((video) => video.title === FALLBACK_TITLE).length;
}

async function addsOn(driver: Driver): Promise<AddsInFlightFigures> {
  const oembed = await startFakeOembed();
  for (let n = 0; n < WARM_UP + BURST + ADDS; n++) {
    oembed.respondWith(youtubeId(n), { delayMs: OEMBED_DELAY_MS });
  }
  try {
    return await withProUserServer(
      driver,
      async ({ request, token }) => {
        const library = await request('GET', '/api/library', { token });
        const unsorted = defined(
          (library.body as { categories: { id: string }[] }).categories[0],
          'the Unsorted collection',
        ).id;
        const add = (n: number) =>
          request('POST', '/api/videos', {
            token,
            body: { url: `https://youtu.be/${youtubeId(n)}`, categoryId: unsorted },
          });
        for (let n = 0; n < WARM_UP; n++) await add(n);

        // The lookups asked within oEmbed's delay.
        const asked: number[] = [];
        let seen = oembed.requests.length;
        let lookupsAskedPeak = 0;
        const sampler = setInterval(() => {
          const at = performance.now();
          for (; seen < oembed.requests.length; seen++) asked.push(at);
          const inFlight = asked.filter((time) => at - time < OEMBED_DELAY_MS).length;
          lookupsAskedPeak = Math.max(lookupsAskedPeak, inFlight);
        }, 20);

        let errors = 0;
        const timed = async (n: number) => {
          const started = performance.now();
          const res = await add(n);
          if (res.status !== 201) errors++;
          return performance.now() - started;
        };
        const burstLatencies: number[] = [];
        let next = WARM_UP;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            for (let n = next++; n < WARM_UP + BURST; n = next++)
              burstLatencies.push(await timed(n));
          }),
        );
        const latencies: number[] = [];
        for (let n = WARM_UP + BURST; n < WARM_UP + BURST + ADDS; n++) {
          latencies.push(await timed(n));
        }
        const addsEnded = performance.now();
        while ((await titlesLeft(request, token)) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const detailsAllInSeconds = (performance.now() - addsEnded) / 1000;
        clearInterval(sampler);
        const burst = latencyFigures(burstLatencies);
        const { p50Ms, p99Ms } = latencyFigures(latencies);
        return {
          oembedDelayMs: OEMBED_DELAY_MS,
          burstP50Ms: burst.p50Ms,
          burstP99Ms: burst.p99Ms,
          adds: latencies.length,
          errors,
          p50Ms,
          p99Ms,
          maxMs: Number(Math.max(...latencies).toFixed(2)),
          lookupsAskedPeak,
          detailsAllInSeconds: Number(detailsAllInSeconds.toFixed(2)),
        };
      },
      { YOUTUBE_OEMBED_URL: oembed.url },
    );
  } finally {
    await oembed.close();
  }
}

/** The adds' figures on each driver the bench runs. */
export async function runAddsInFlightBench(): Promise<
  Partial<Record<Driver, AddsInFlightFigures>>
> {
  const figures: Partial<Record<Driver, AddsInFlightFigures>> = {};
  for (const driver of benchDrivers()) figures[driver] = await addsOn(driver);
  console.table(figures);
  return figures;
}
