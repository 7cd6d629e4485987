import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import type { Session } from '@shared/contracts/auth';
import { PROJECT_ROOT } from '@server/test-support/server-process';
import { openSignedIn } from './signed-in-page';
import { timing, type Timing } from './stats';

export interface ParseAndCheckResult {
  videos: number;
  /** The library's JSON as the server sends it in full (GET /api/library). */
  bytes: number;
  /** `JSON.parse` of that text on the page's main thread. */
  parse: Timing;
  /** The client's generated `LibraryCheck` (valibot) on the parsed library. */
  check: Timing;
}

/** Where the page finds the check bundle's one function. */
type ParseWindow = { __benchChecks?: { check(value: unknown): boolean } };

/**
 * The check exactly as the client runs it (src/client/lib/contracts/library-checks.ts, with
 * valibot), bundled and minified as Vite would, for the page to run on a library it parsed.
 */
async function checkBundle(): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: [
        "import * as v from 'valibot';",
        "import { LibraryCheck } from './src/client/lib/contracts/library-checks';",
        'globalThis.__benchChecks = { check: (value) => v.safeParse(LibraryCheck, value).success };',
      ].join('\n'),
      resolveDir: PROJECT_ROOT,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
  });
  const [file] = bundled.outputFiles;
  if (!file) throw new Error('esbuild wrote no check bundle.');
  return file.text;
}

/** The first `videos` of the signed-in user's library, as the JSON the server would send for them. */
async function libraryText(baseUrl: string, session: Session, videos: number): Promise<string> {
  const response = await fetch(new URL('/api/library', baseUrl), {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  const library = (await response.json()) as { videos: unknown[] };
  if (library.videos.length < videos) throw new Error(`Only ${library.videos.length} videos.`);
  return JSON.stringify({ ...library, videos: library.videos.slice(0, videos) });
}

/**
 * A cold load's work after the bytes arrive (docs/product/large-libraries.md:
 * "parses and checks in under 150 ms on desktop" at 50,000 videos): that JSON parsed and checked on
 * the main thread of a new page each round, so the check runs cold, as it does on a page's one full
 * load, not after warming up.
 */
export async function measureParseAndCheck(
  browser: Browser,
  baseUrl: string,
  session: Session,
  videos: number,
  rounds: number,
): Promise<ParseAndCheckResult> {
  const [text, checks] = await Promise.all([libraryText(baseUrl, session, videos), checkBundle()]);
  const parses: number[] = [];
  const checked: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const { context, page } = await openSignedIn(browser, baseUrl, session);
    try {
      // A blank page of the app's origin that serves the text, without the app loading anything.
      await page.route('**/bench-blank', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bench</title>' }),
      );
      await page.route('**/bench-library', (route) =>
        route.fulfill({ contentType: 'application/json', body: text }),
      );
      await page.goto('/bench-blank');
      await page.addScriptTag({ content: checks });
      const { parse, check } = await page.evaluate(async () => {
        const body = await (await fetch('/bench-library')).text();
        const started = performance.now();
        const parsed: unknown = JSON.parse(body);
        const parsedAt = performance.now();
        if (!(window as ParseWindow).__benchChecks?.check(parsed)) {
          throw new Error('The library failed its check.');
        }
        return { parse: parsedAt - started, check: performance.now() - parsedAt };
      });
      parses.push(parse);
      checked.push(check);
    } finally {
      await context.close();
    }
  }
  return {
    videos,
    bytes: Buffer.byteLength(text),
    parse: timing(parses),
    check: timing(checked),
  };
}
