import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The browser extension's build (`npm run build:extension`): the unpacked extension in
// dist/extension, manifest.json at its top, ready for chrome://extensions → Load unpacked.

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const projectFile = (path: string) => here(`../${path}`);

/** The service worker keeps a fixed name: manifest.json names it. */
const BACKGROUND = 'background';

/**
 * Writes manifest.json (its version is the project's, one number to bump) and the toolbar icon,
 * the web app's own (public/icon-192.png): Chromium scales it to each size it shows.
 */
function manifestAndIcons(): Plugin {
  return {
    name: 'vidshelf-extension-manifest',
    generateBundle() {
      const manifest = JSON.parse(readFileSync(here('manifest.json'), 'utf8')) as object;
      const { version } = JSON.parse(readFileSync(projectFile('package.json'), 'utf8')) as {
        version: string;
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ ...manifest, version }, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'icons/icon-192.png',
        source: readFileSync(projectFile('public/icon-192.png')),
      });
    },
  };
}

export default defineConfig({
  root: here('.'),
  base: './',
  // public/ is the web app's; the extension takes only its icon, above.
  publicDir: false,
  plugins: [react(), manifestAndIcons()],
  // @shared/… as in tsconfig.json (which includes extension/).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: projectFile('dist/extension'),
    emptyOutDir: true,
    // Extension pages allow no inline script (MV3's fixed content security policy), and
    // Chromium supports module preload: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        popup: here('popup.html'),
        connected: here('connected.html'),
        [BACKGROUND]: here('src/background.ts'),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === BACKGROUND ? `${BACKGROUND}.js` : 'assets/[name]-[hash].js',
      },
    },
  },
});
