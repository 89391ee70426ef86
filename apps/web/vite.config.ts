import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The player app. npm hoisted React 18 to the repository root (a peer range of
 * @react-spring/web, pulled in by antd-mobile, stops at 18), while this app depends on React 19
 * in apps/web/node_modules: `dedupe` makes every import of react / react-dom, including those
 * inside antd-mobile and react-query, resolve to this app's copy, so one React runs.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks the first route needs (scripts/first-route-size.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every screen needs, in one long-cached chunk of its own.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
    target: 'es2022',
  },
});
