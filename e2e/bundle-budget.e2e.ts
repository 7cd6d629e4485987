import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { gzippedSize, onDemandChunk } from './support/client-build';
import { seedLibrary } from './support/library-api';
import { addVideoButton, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { useServer } from './support/server';

// The budget of docs/product/large-libraries.md for the first load of `/`, signed in, with a
// library: what the browser really fetched, gzipped (decisions 0022 and 0098, which won back
// what 0043, 0065 and 0076 had allowed). A size
// check, never a timing. KB here is 1,024 bytes.
const JS_BUDGET_KB = 150;
const CSS_BUDGET_KB = 30;

/** Screens and dialogs that only load when asked for. */
const ON_DEMAND = [
  'src/client/app/screens/settings-screen.tsx',
  'src/client/app/screens/profile-screen.tsx',
  'src/client/app/screens/upgrade-screen.tsx',
  'src/client/app/screens/save-screen.tsx',
  'src/client/app/screens/extension-screen.tsx',
  'src/client/app/screens/connect-extension-screen.tsx',
  'src/client/app/screens/subscriptions-screen.tsx',
  'src/client/features/videos/add/add-video-dialog.tsx',
  'src/client/features/videos/add/already-saved-toast.ts',
  'src/client/features/videos/shortcuts/shortcuts-dialog.tsx',
  'src/client/features/videos/edit/edit-video-dialog.tsx',
  'src/client/features/videos/delete/delete-video-dialog.tsx',
  'src/client/features/videos/undo/undo-toast.ts',
  'src/client/features/videos/undo/restore-video.ts',
  'src/client/features/player/player-dialog.tsx',
  'src/client/features/collections/rename/rename-collection-dialog.tsx',
  'src/client/features/collections/delete/delete-collection-dialog.tsx',
  // Opened once the first screen has settled (docs/decisions/0094-pushed-library-versions.md).
  'src/client/features/library/live/library-stream.ts',
];

/**
 * After the cards show, the network must go quiet and stay so this long: anything fetched on
 * idle, by a timer or an effect after the first paint, still counts as the first load.
 */
const SETTLE_MS = 1_000;

interface LoadedAsset {
  path: string;
  kind: 'js' | 'css';
  gzipped: number;
}

/** Every JS and CSS file the page fetches from the start, with its gzipped size. */
function recordAssets(page: Page): { loaded(): Promise<LoadedAsset[]> } {
  const pending: Promise<LoadedAsset | null>[] = [];
  const toAsset = async (response: Response): Promise<LoadedAsset | null> => {
    const path = new URL(response.url()).pathname;
    const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
    return kind && { path, kind, gzipped: gzippedSize(await response.body()) };
  };
  page.on('response', (response) => pending.push(toAsset(response)));
  return {
    loaded: async () =>
      (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== null),
  };
}

const kb = (bytes: number) => bytes / 1024;
const total = (assets: LoadedAsset[], kind: LoadedAsset['kind']) =>
  assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipped, 0);

const server = useServer();
const browser = useBrowser(server);

describe('the bundle budget of the library screen', () => {
  it('loads at most 150 KB of JS and 30 KB of CSS (gzipped); screens and dialogs on demand', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, {
      Unsorted: ['https://one.example.com/a', 'https://two.example.com/b'],
      Talks: ['https://three.example.com/c'],
    });
    let assets: { loaded(): Promise<LoadedAsset[]> } | undefined;
    const { page } = await openLibrary(server, browser, {
      account,
      before: async (page) => void (assets = recordAssets(page)),
    });
    await videoCard(page, 'one.example.com').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);

    const loaded = await assets!.loaded();
    const js = total(loaded, 'js');
    const css = total(loaded, 'css');
    console.log(
      [
        `Initial load of / (gzipped, KB = 1,024 bytes): JS ${kb(js).toFixed(1)} KB of ${JS_BUDGET_KB}, CSS ${kb(css).toFixed(1)} KB of ${CSS_BUDGET_KB}`,
        ...loaded.map((asset) => `  ${kb(asset.gzipped).toFixed(1).padStart(6)} KB  ${asset.path}`),
      ].join('\n'),
    );
    expect(kb(js), 'initial JavaScript, KB gzipped').toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(kb(css), 'initial CSS, KB gzipped').toBeLessThanOrEqual(CSS_BUDGET_KB);

    const paths = new Set(loaded.map((asset) => asset.path));
    const loadedOnDemandChunks = ON_DEMAND.filter((source) => paths.has(onDemandChunk(source)));
    expect(loadedOnDemandChunks, 'on-demand chunks fetched by the first load').toEqual([]);

    await addVideoButton(page).click();
    await page.getByRole('dialog', { name: 'Add Video' }).waitFor();
    const afterOpening = new Set((await assets!.loaded()).map((asset) => asset.path));
    const addVideoDialog = onDemandChunk('src/client/features/videos/add/add-video-dialog.tsx');
    expect(afterOpening.has(addVideoDialog), 'the Add Video dialog chunk').toBe(true);
  });
});
