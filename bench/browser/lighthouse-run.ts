import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import type { Session } from '@shared/contracts/auth';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@server/test-support/chromium';
import { STORAGE_KEYS } from '@shared/constants';

const COLLECTIONS = ['performance', 'accessibility'] as const;
/** Lighthouse's own line between a passed audit (green) and one to look at. */
const PASSING_SCORE = 0.9;
/** Page elements listed per failed audit: enough to find the component. */
const ITEMS_PER_AUDIT = 5;

export interface FailedAudit {
  category: (typeof COLLECTIONS)[number];
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** Where on the page, for the accessibility audits: selector and snippet of each element. */
  items?: string[];
}

export interface LighthouseResult {
  url: string;
  /** What was emulated, so that scores only compare with runs made the same way. */
  config: {
    lighthouse: string;
    formFactor: string;
    screen: string;
    throttlingMethod: string;
    throttling: Record<string, number | undefined>;
  };
  /** 0 to 100, as Lighthouse shows them. */
  scores: Record<(typeof COLLECTIONS)[number], number | null>;
  /** The performance metrics behind the score, as Lighthouse words them (e.g. "0.8 s"). */
  metrics: Record<string, string | undefined>;
  failedAudits: FailedAudit[];
}

/** Chromium writes the port it chose (for --remote-debugging-port=0) into the profile. */
async function devToolsPort(userDataDir: string, timeoutMs = 30_000): Promise<number> {
  const file = join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const port = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its DevTools port within ${timeoutMs} ms.`);
}

/**
 * Connects to the Chromium on `port`. Seen once on a fresh clone: the connection opened and
 * then never finished attaching to the browser's first tab (a 30 s timeout); a new attempt on
 * the same browser succeeds, so a few short attempts replace one long one.
 */
async function connectWithRetries(port: number, attempts = 3): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 10_000 });
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * Stores the session in the profile's localStorage for the app's origin, from a page of that
 * origin that is not the app (its icon), so the app's code is not in the cache before the run.
 */
async function storeSession(port: number, baseUrl: string, session: Session): Promise<void> {
  const browser = await connectWithRetries(port);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context.');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEYS.session,
      JSON.stringify(session),
    ] as const);
    await page.close();
  } finally {
    // Connected, not launched: this only disconnects.
    await browser.close();
  }
}

const itemsOf = (details: Result['audits'][string]['details']): string[] | undefined => {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return undefined;
  const items = details.items.slice(0, ITEMS_PER_AUDIT).flatMap((item) => {
    const node = (item as { node?: { selector?: string; snippet?: string; explanation?: string } })
      .node;
    return node ? [`${node.selector ?? ''} ${node.snippet ?? ''}`.trim()] : [];
  });
  return items.length > 0 ? items : undefined;
};

function failedAudits(lhr: Result): FailedAudit[] {
  return COLLECTIONS.flatMap((collection) =>
    (lhr.categories[collection]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      // Informative, manual and not-applicable audits have no score to fail.
      if (!audit || audit.score === null || audit.score >= PASSING_SCORE) return [];
      const items = collection === 'accessibility' ? itemsOf(audit.details) : undefined;
      return [
        {
          category: collection,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          ...(items ? { items } : {}),
        },
      ];
    }),
  );
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * Lighthouse (navigation mode) on `/`, signed in as `session`'s user, with the desktop preset.
 * Chromium is Debian's, launched with the e2e suite's flags and a DevTools port that Lighthouse
 * connects to. The session is put in localStorage first and `disableStorageReset` keeps it
 * (the HTTP cache is then not cleared either, hence the icon page in storeSession).
 */
export async function runLighthouse(baseUrl: string, session: Session): Promise<LighthouseResult> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'vidshelf-lighthouse-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  try {
    const port = await devToolsPort(userDataDir);
    await storeSession(port, baseUrl, session);
    const url = `${baseUrl}/`;
    const run = await lighthouse(
      url,
      {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...COLLECTIONS],
        disableStorageReset: true,
      },
      desktopConfig,
    );
    if (!run) throw new Error('Lighthouse returned no result.');
    const { lhr } = run;
    const settings = lhr.configSettings;
    const screen = settings.screenEmulation;
    return {
      url,
      config: {
        lighthouse: lhr.lighthouseVersion,
        formFactor: settings.formFactor,
        screen: `${screen.width}x${screen.height} @${screen.deviceScaleFactor}x${screen.mobile ? ' mobile' : ''}`,
        throttlingMethod: settings.throttlingMethod,
        throttling: { ...settings.throttling },
      },
      scores: {
        performance: scoreOf(lhr, 'performance'),
        accessibility: scoreOf(lhr, 'accessibility'),
      },
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue])),
      failedAudits: failedAudits(lhr),
    };
  } finally {
    chrome.kill();
    await exited;
    // Its helper processes may still be writing the profile for a moment after it exits; a
    // profile that would not go is left behind rather than costing the result.
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Lighthouse's browser profile ${userDataDir} was left behind: ${String(error)}`);
    }
  }
}

function scoreOf(lhr: Result, collection: (typeof COLLECTIONS)[number]): number | null {
  const score = lhr.categories[collection]?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}
