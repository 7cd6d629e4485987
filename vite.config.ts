import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress-plugin.ts';

/**
 * Modules the first screen runs that on-demand chunks use too (docs/decisions/0091-first-load-chunk.md):
 * React, TanStack Query and Virtual, valibot, lucide's core, class helpers, and the
 * app's own small shared modules. Only modules the first screen needs belong here: anything else
 * would move into the first load (e2e/bundle-budget.e2e.ts would show it).
 */
const FIRST_LOAD_SHARED =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|clsx|tailwind-merge|class-variance-authority|valibot|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared))[\\/.]|src[\\/](shared[\\/](constants|plural|errors)|client[\\/](lib[\\/](utils|auth[\\/]errors)|features[\\/]auth[\\/]auth-context|components[\\/]ui[\\/]button-variants))\.tsx?$/;

// The client build. `npm start` serves dist/client from the API server; `npm run dev` proxies the API.
// The manifest (.vite/manifest.json) maps each source module to its chunk, for the bundle-budget
// e2e test to tell which on-demand chunks a page fetched.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (docs/decisions/0038-installable-app.md): a generated service worker
    // that precaches the built shell and nothing else. The web app manifest is the static
    // public/manifest.webmanifest, linked from index.html.
    VitePWA({
      strategies: 'generateSW',
      manifest: false,
      // A deferred /registerSW.js of a few bytes registers on `load`: nothing in the app's bundle.
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      workbox: {
        // The shell: every built page, script, style and icon (not the .br/.gz twins or maps).
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        // Pages come from the server while it answers, so a deploy shows on the next load and
        // never runs an old client against a new API; the cached index.html only when the
        // network fails. So `/` is not served from the precache either, and there is no
        // navigateFallback (that would answer every page from the cache first).
        directoryIndex: null,
        navigateFallback: null,
        runtimeCaching: [
          {
            // App routes only: a page under /api is left to the network, like every API call.
            // (Stringified into sw.js: self-contained, no closure.)
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/api(?:\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
        ],
        // Nothing else is routed: API answers are never stored, so nothing stale is shown.
        // A new worker takes over at once; old precaches are dropped.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  // The path aliases (@shared/…, @client/…) are tsconfig.json's.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // One chunk for what every screen runs first (docs/decisions/0091-first-load-chunk.md): the
      // libraries and the small shared modules both the first screen and the on-demand chunks
      // use. Left to itself the bundler gives each such set of modules a chunk of its own, and the
      // first load paid for a dozen chunks' wrappers and cross-chunk names.
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: FIRST_LOAD_SHARED }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
