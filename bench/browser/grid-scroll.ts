import type { Browser } from 'playwright-core';
import type { Session } from '@shared/contracts/auth';
import { CARD_SELECTOR } from './first-cards';
import { openLibraryPage } from './library-page';
import { median, round } from './stats';

/** The scroll stops here even short of the bottom, so that a slow grid cannot hold the bench. */
const BUDGET_MS = 60_000;
/** Chrome's threshold for a long animation frame, and the for a frame that shows. */
const LONG_FRAME_MS = 50;

export interface ScrollResult {
  videos: number;
  /** What scrolled: the grid's nearest scrollable ancestor, or the document. */
  scroller: string;
  /** Scrolled per frame: one viewport (see docs/decisions/0021-browser-bench.md). */
  stepPx: number;
  distancePx: number;
  /** False when the budget ran out first. */
  reachedBottom: boolean;
  durationMs: number;
  /** Frames measured between requestAnimationFrame callbacks. */
  frames: number;
  framesOver50Ms: number;
  worstFrameMs: number;
  medianFrameMs: number;
  /** The Long Animation Frames API's own view: frames whose work took over 50 ms. */
  longAnimationFrames: { count: number; worstMs: number; blockingMs: number };
}

type RawScroll = Omit<
  ScrollResult,
  'videos' | 'framesOver50Ms' | 'worstFrameMs' | 'medianFrameMs' | 'longAnimationFrames'
> & {
  deltas: number[];
  loafs: { duration: number; blockingDuration: number }[];
};

/**
 * In the page: finds what scrolls the grid, then moves it by one viewport in each
 * requestAnimationFrame callback until the bottom (no more movement for three frames) or the
 * budget. The time between callbacks is each frame's length, the virtualizer's renders on
 * scroll included; Long Animation Frame entries are gathered beside it.
 */
function scrollThroughGrid({
  selector,
  budgetMs,
}: {
  selector: string;
  budgetMs: number;
}): Promise<RawScroll> {
  const scrolls = (el: Element) =>
    ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) &&
    el.scrollHeight > el.clientHeight;
  let el = document.querySelector(selector)?.parentElement ?? null;
  while (el && !scrolls(el)) el = el.parentElement;
  const scroller = el ?? document.scrollingElement ?? document.documentElement;
  const started = performance.now();
  const loafs: RawScroll['loafs'] = [];
  // Only frames begun once the scroll has: the frame that painted the first cards (the cold
  // load's render, up to a few hundred ms) often ends after the observer starts and is reported
  // to it, but it is the load's, not the scroll's.
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (entry.startTime < started) continue;
      const { duration, blockingDuration } = entry as PerformanceEntry & {
        blockingDuration: number;
      };
      loafs.push({ duration, blockingDuration });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'long-animation-frame', buffered: false });
  const stepPx = scroller.clientHeight;
  const startTop = scroller.scrollTop;
  const deltas: number[] = [];
  return new Promise((resolve) => {
    let last: number | null = null;
    let still = 0;
    let previousTop = -1;
    requestAnimationFrame(function frame(now) {
      if (last !== null) deltas.push(now - last);
      last = now;
      still = scroller.scrollTop === previousTop ? still + 1 : 0;
      previousTop = scroller.scrollTop;
      if (still >= 3 || now - started > budgetMs) {
        keep(observer.takeRecords());
        observer.disconnect();
        resolve({
          scroller:
            scroller === document.scrollingElement ? 'document' : scroller.tagName.toLowerCase(),
          stepPx,
          distancePx: scroller.scrollTop - startTop,
          reachedBottom: still >= 3,
          durationMs: now - started,
          frames: deltas.length,
          deltas,
          loafs,
        });
        return;
      }
      scroller.scrollTop += stepPx;
      requestAnimationFrame(frame);
    });
  });
}

export async function measureGridScroll(
  browser: Browser,
  baseUrl: string,
  session: Session,
  videos: number,
): Promise<ScrollResult> {
  const { context, page } = await openLibraryPage(browser, baseUrl, session);
  try {
    const { deltas, loafs, ...raw } = await page.evaluate(scrollThroughGrid, {
      selector: CARD_SELECTOR,
      budgetMs: BUDGET_MS,
    });
    return {
      videos,
      ...raw,
      durationMs: round(raw.durationMs),
      framesOver50Ms: deltas.filter((ms) => ms > LONG_FRAME_MS).length,
      worstFrameMs: round(Math.max(0, ...deltas)),
      medianFrameMs: round(median(deltas)),
      longAnimationFrames: {
        count: loafs.length,
        worstMs: round(Math.max(0, ...loafs.map((loaf) => loaf.duration))),
        blockingMs: round(loafs.reduce((sum, loaf) => sum + loaf.blockingDuration, 0)),
      },
    };
  } finally {
    await context.close();
  }
}
