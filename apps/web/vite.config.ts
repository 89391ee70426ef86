import { fileURLToPath } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
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

/**
 * Home is the screen most visits start on (the Telegram Mini App's too): its lazy chunk, the chunks
 * that chunk imports and its styles are announced in index.html (modulepreload, preload), so they
 * download alongside the entry instead of one round trip after it has run. Other screens still load
 * theirs on arrival.
 */
const FIRST_SCREEN = page('./src/features/home/pages/HomePage.tsx');
const preloadFirstScreen: Plugin = {
  name: 'preload-first-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      if (!ctx.bundle || !ctx.path.endsWith('/index.html')) return html;
      const chunks = Object.values(ctx.bundle).filter((output) => output.type === 'chunk');
      const screen = chunks.find((chunk) => chunk.facadeModuleId === FIRST_SCREEN);
      if (!screen) throw new Error(`no chunk for ${FIRST_SCREEN}`);
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (fileName: string) => {
        if (scripts.has(fileName)) return;
        scripts.add(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk?.imports ?? []) visit(imported);
      };
      visit(screen.fileName);
      const link = (rel: string, href: string, as?: string): HtmlTagDescriptor => ({
        tag: 'link',
        attrs: { rel, ...(as ? { as } : {}), crossorigin: true, href: `./${href}` },
        injectTo: 'head',
      });
      const missing = (file: string) => !html.includes(file);
      return {
        html,
        tags: [
          ...[...scripts].filter(missing).map((file) => link('modulepreload', file)),
          ...[...styles].filter(missing).map((file) => link('preload', file, 'style')),
        ],
      };
    },
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), playPageWithoutPreloadPolyfill, preloadFirstScreen],
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
