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

/** Where the page keeps the library text and the check between the timed steps. */
type ParseWindow = {
  __benchLibraryText?: string;
  __benchChecks?: { check(value: unknown): boolean };
};

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

/**
 * A cold load's work after the bytes arrive (issue 20: "parses and checks in under 150 ms on
 * desktop" at 50,000 videos): the first `videos` of the signed-in user's library, as the JSON
 * the server would send for them, parsed and checked `rounds` times on the page's main thread.
 */
export async function measureParseAndCheck(
  browser: Browser,
  baseUrl: string,
  session: Session,
  videos: number,
  rounds: number,
): Promise<ParseAndCheckResult> {
  const { context, page } = await openSignedIn(browser, baseUrl, session);
  try {
    // A blank page of the app's origin, so the API answers it, without the app loading the library.
    await page.route('**/bench-blank', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bench</title>' }),
    );
    await page.goto('/bench-blank');
    await page.addScriptTag({ content: await checkBundle() });
    const bytes = await page.evaluate(
      async ({ token, count }) => {
        const response = await fetch('/api/library', {
          headers: { Authorization: `Bearer ${token}` },
        });
        const library = (await response.json()) as { videos: unknown[] };
        if (library.videos.length < count) throw new Error(`Only ${library.videos.length} videos.`);
        library.videos = library.videos.slice(0, count);
        const text = JSON.stringify(library);
        (window as ParseWindow).__benchLibraryText = text;
        return new Blob([text]).size;
      },
      { token: session.access_token, count: videos },
    );
    const parses: number[] = [];
    const checks: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const { parse, check } = await page.evaluate(() => {
        const { __benchLibraryText: text = '', __benchChecks: checks } = window as ParseWindow;
        const started = performance.now();
        const parsed: unknown = JSON.parse(text);
        const parsedAt = performance.now();
        if (!checks?.check(parsed)) throw new Error('The library failed its check.');
        return { parse: parsedAt - started, check: performance.now() - parsedAt };
      });
      parses.push(parse);
      checks.push(check);
    }
    return { videos, bytes, parse: timing(parses), check: timing(checks) };
  } finally {
    await context.close();
  }
}
