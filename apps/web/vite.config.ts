import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The player app. One React (19) for the whole tree is pinned by the root `overrides`
 * (antd-mobile's @react-spring/web declares React <= 18 as a peer).
 *
 * Two pages: index.html is the app; play.html is the demo venue's own game page (src/venue-play,
 * served by the server at /venue/demo/play), which shares only the framework chunk with the app.
 */
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Vite adds its modulepreload polyfill to every page; shared by two pages it would become a chunk
 * of its own that the app's first route then loads separately (a few hundred bytes more). The
 * venue page does without it (a browser lacking modulepreload just loads the chunks unpreloaded),
 * so the app's build stays as it was.
 */
const playPageWithoutPreloadPolyfill: Plugin = {
  name: 'play-page-without-preload-polyfill',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (id !== page('./play.html')) return null;
    return code.replace(/^import "vite\/modulepreload-polyfill";\n/m, '');
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), playPageWithoutPreloadPolyfill],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
      '/venue/demo/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks the first route needs (scripts/first-route-size.mjs).
    manifest: true,
    rolldownOptions: {
      input: { index: page('./index.html'), play: page('./play.html') },
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
