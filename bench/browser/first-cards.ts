import type { Browser, Page } from 'playwright-core';
import type { Session } from '@shared/contracts/auth';
import { openSignedIn } from './signed-in-page';
import { timing, type Timing } from './stats';

/**
 * A video card in the grid (an article, docs/product/screens-and-routes.md), however the grid lays
 * them out.
 */
export const CARD_SELECTOR = 'main article';
/** No new load starts after this long: a grid that renders every card can take minutes. */
const BUDGET_MS = 60_000;
/**
 * Lighthouse's mobile preset slows the CPU down 4× (its `cpuSlowdownMultiplier`): the throttled
 * target of docs/product/large-libraries.md (first cards from the local copy within 1 s at 100,000
 * videos) is measured so.
 */
export const MOBILE_CPU_SLOWDOWN = 4;

export interface FirstCardsResult {
  videos: number;
  /** Navigation start → the frame that shows the first cards has been painted. */
  firstCards: Timing;
  /** Navigation start → the library's JSON fully received: the network and server's share. */
  libraryResponse: Timing;
  /**
   * The same page opened again once the library is kept in IndexedDB
   * (docs/product/local-copy-and-sync.md): navigation start → the first cards, painted from the
   * local copy while the server is asked what changed.
   */
  fromLocalCopy: Timing;
  /** The same, with the CPU slowed down as Lighthouse's mobile preset does (MOBILE_CPU_SLOWDOWN). */
  fromLocalCopyThrottled: Timing;
  /**
   * The page opened from the local copy once more, at full speed: by then the browser keeps the
   * app's compiled script (V8 caches a script's code from its later runs), as on any later visit.
   * The first visit from the copy above compiles much of it again.
   */
  fromLocalCopyLater: Timing;
  /**
   * The longest single `IDBObjectStore.put` of the cold load (writing the local copy): its
   * structured clone runs on the main thread inside the call.
   */
  longestCopyPut: Timing;
  /** Cards in the DOM at that first paint: all of them, unless the grid renders only what shows. */
  cardsInDom: number;
  /** What the header said after the last load: which collection, how many videos. */
  header: string;
}

/** Where the page keeps what the init script saw. */
type FirstCardsWindow = {
  __benchFirstCards?: Promise<{ painted: number; cards: number }>;
  __benchLongestPut?: number;
};

/**
 * Runs in the page before its own scripts: notes when the first card enters the DOM, then waits
 * for the frame that renders it (requestAnimationFrame runs just before that frame's style,
 * layout and paint) and for a message posted from there, which is delivered once that frame's
 * work is done. performance.now() then is the paint time, counted from navigation start.
 */
function watchFirstCards(selector: string): void {
  (window as FirstCardsWindow).__benchFirstCards = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          resolve({
            painted: performance.now(),
            cards: document.querySelectorAll(selector).length,
          });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Runs in the page before its own scripts: times each `IDBObjectStore.put`, whose structured
 * clone of the value is synchronous, and keeps the longest.
 */
function watchCopyPuts(): void {
  const page = window as FirstCardsWindow;
  page.__benchLongestPut = 0;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
    const started = performance.now();
    try {
      return put.apply(this, args);
    } finally {
      page.__benchLongestPut = Math.max(page.__benchLongestPut ?? 0, performance.now() - started);
    }
  };
}

/** Opens `/` and waits for the frame that paints the first cards. */
async function firstCardsOf(page: Page) {
  await page.goto('/', { waitUntil: 'commit' });
  return page.evaluate(
    () =>
      (window as FirstCardsWindow).__benchFirstCards ??
      Promise.reject(new Error('The first-cards probe did not run.')),
  );
}

/** How many libraries the page's IndexedDB keeps (the app writes its copy when idle). */
const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('vidshelf-library');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(0);
        request.onsuccess = () => {
          const db = request.result;
          // A copy is kept once its head is: it is written in one transaction with its parts.
          const count = db.transaction('heads').objectStore('heads').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(0);
          db.close();
        };
      }),
  );

/**
 * One cold load of `/` (new context: empty cache), signed in, until the first cards paint; then,
 * once the library is kept locally, the same page opened again, at full speed and then with the
 * CPU slowed down.
 */
async function loadOnce(browser: Browser, baseUrl: string, session: Session) {
  const { context, page } = await openSignedIn(browser, baseUrl, session);
  try {
    await page.addInitScript(watchFirstCards, CARD_SELECTOR);
    await page.addInitScript(watchCopyPuts);
    const { painted, cards } = await firstCardsOf(page);
    const libraryResponse = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (entry) => new URL(entry.name).pathname === '/api/library',
        )?.responseEnd ?? NaN,
    );
    const header = (await page.getByRole('banner').innerText()).replace(/\s+/g, ' ').trim();
    const keptBy = performance.now() + BUDGET_MS;
    while ((await keptCopies(page)) === 0) {
      if (performance.now() > keptBy) throw new Error('The library was never kept locally.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const longestPut = await page.evaluate(() => (window as FirstCardsWindow).__benchLongestPut);
    const fromLocalCopy = (await firstCardsOf(page)).painted;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    const fromLocalCopyThrottled = (await firstCardsOf(page)).painted;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const fromLocalCopyLater = (await firstCardsOf(page)).painted;
    return {
      painted,
      cards,
      libraryResponse,
      header,
      fromLocalCopy,
      fromLocalCopyThrottled,
      fromLocalCopyLater,
      longestPut: longestPut ?? NaN,
    };
  } finally {
    await context.close();
  }
}

export async function measureFirstCards(
  browser: Browser,
  baseUrl: string,
  session: Session,
  videos: number,
  repeats: number,
): Promise<FirstCardsResult> {
  const runs = [];
  const started = performance.now();
  while (runs.length < repeats && (runs.length === 0 || performance.now() - started < BUDGET_MS)) {
    runs.push(await loadOnce(browser, baseUrl, session));
  }
  const last = runs[runs.length - 1];
  return {
    videos,
    firstCards: timing(runs.map((run) => run.painted)),
    libraryResponse: timing(runs.map((run) => run.libraryResponse)),
    fromLocalCopy: timing(runs.map((run) => run.fromLocalCopy)),
    fromLocalCopyThrottled: timing(runs.map((run) => run.fromLocalCopyThrottled)),
    fromLocalCopyLater: timing(runs.map((run) => run.fromLocalCopyLater)),
    longestCopyPut: timing(runs.map((run) => run.longestPut)),
    cardsInDom: last?.cards ?? 0,
    header: last?.header ?? '',
  };
}
