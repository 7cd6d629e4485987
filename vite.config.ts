import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/precompress-plugin.ts';

// The client build. `npm start` serves dist/client from the API server; `npm run dev` proxies the API.
// The manifest (.vite/manifest.json) maps each source module to its chunk, for the bundle-budget
// e2e test to tell which on-demand chunks a page fetched.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The path aliases (@shared/…, @client/…) are tsconfig.json's.
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
