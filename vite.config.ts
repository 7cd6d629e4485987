import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress-plugin.ts';

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
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
