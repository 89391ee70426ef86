import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
// By path, not by package name: Vite bundles the config's relative imports, and leaves packages to
// Node, which does not load TypeScript (Node 20).
import {
  EARLY_ANSWERS_MARKER,
  FIRST_PAINT_TEMPLATE_PREFIX,
} from '../../packages/contract/src/first-paint.ts';

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
 * The first paint, before any script has run (DESIGN §10: home, /lottery and /mine on a phone).
 *
 * - The shells of src/app/first-paint.tsx (the real components rendered to HTML here, with no
 *   data) go into index.html: home in #root, the others in templates that an inline script swaps
 *   in when the address names their route (hash routing: one document for every route).
 * - The CSS that paints them (the entry's and these screens') is inlined: no render-blocking
 *   stylesheet request. A screen's chunk still loads its own CSS file when it runs (the same rules).
 * - The inline script announces the chunks of the route in the address (modulepreload), so they
 *   download alongside the entry instead of one round trip after the router has started, and asks
 *   for the answers the first paint waits on (the site state; home's banner list, whose first
 *   picture is the largest paint) without waiting for any script: lib/api.ts takes those answers
 *   instead of asking again (`__earlyAnswers`). Home's first banner is painted into the shell as
 *   soon as the list is here.
 */
const SCREENS = {
  home: page('./src/features/home/pages/HomePage.tsx'),
  mine: page('./src/features/mine/pages/MinePage.tsx'),
  lottery: page('./src/features/lottery/pages/LotteryPage.tsx'),
} as const;
type Screen = keyof typeof SCREENS;

/**
 * The first paint's two inline scripts, TypeScript in src/first-paint (type-checked and linted
 * with the app), compiled here into one self-contained script each (esbuild: bundled with the names
 * they share with the server, @app/contract/first-paint, and minified). The server allows them by
 * their hashes, computed from the built page (apps/server platform/http/inline-scripts.ts).
 *
 * - early-answers.ts, at the top of <head>, right after the answers the server writes into the page:
 *   asks for what the first paint waits on before the browser queues the app's chunks.
 * - first-paint.ts, after #root: the route's shell, chunks (`__FIRST_PAINT_PRELOAD__`) and first
 *   banner.
 */
async function inlineScript(file: string, define: Record<string, string> = {}): Promise<string> {
  const result = await esbuild({
    entryPoints: [page(file)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`no code compiled from ${file}`);
  return code;
}

/** What rolldown's chunking hands a group's `name`: the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules of the app's entry (main.tsx) and of each first screen (SCREENS), each the closure
 * of static imports: computed once per build from rolldown's module graph. `app` is what the entry
 * imports, less what the venue's page (play.html) imports too; `groupOf` names a module's chunk by
 * the first screens that need it and neither entry does (`first-home`, `first-home-mine`, …);
 * null for any other module (automatic splitting). Forgotten when a build
 * starts (plugin `first-paint`).
 */
let screensOfBuild: { app: Set<string>; groupOf: (id: string) => string | null } | undefined;
function firstScreens(graph: ModuleGraph) {
  if (screensOfBuild) return screensOfBuild;
  const closure = (root: string) => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      // The app's own files only: a package's index re-exports all of it, most of which the
      // screens never use (tree-shaken away); packages stay in the automatic splitting.
      for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
        if (!next.includes('node_modules')) stack.push(next);
    }
    return seen;
  };
  // Not the entry itself (its chunk stays the page's script), nor what the venue's page shares
  // with the app (it would load and run the app's chunk).
  const entry = page('./src/main.tsx');
  const venue = closure(page('./src/venue-play/main.tsx'));
  const main = closure(entry);
  const app = new Set([...main].filter((id) => id !== entry && !venue.has(id)));
  const screens = (Object.entries(SCREENS) as [Screen, string][]).map(
    ([name, id]) => [name, closure(id)] as const,
  );
  // The socket client: the lottery room imports it, and the shell loads it once a player is
  // signed in (their own room): its own chunk, not inside the lottery's.
  const socket = closure(page('../../packages/web-client/src/realtime.ts'));
  const groupOf = (id: string) => {
    if (main.has(id) || venue.has(id) || socket.has(id)) return null;
    const names = screens.filter(([, modules]) => modules.has(id)).map(([name]) => name);
    return names.length > 0 ? `first-${names.sort().join('-')}` : null;
  };
  screensOfBuild = { app, groupOf };
  return screensOfBuild;
}

/**
 * antd-mobile's dark theme (its global CSS): applied only when a page sets
 * `html[data-prefers-color-scheme=dark]`, which this app never does. Left out of the inlined CSS
 * (the first paint's), and so of the app: the inlined file is never loaded again.
 */
const ANTD_DARK_THEME = /html\[data-prefers-color-scheme=dark\]\{[^}]*\}/g;

const firstPaint: Plugin = {
  name: 'first-paint',
  apply: 'build',
  buildStart() {
    screensOfBuild = undefined;
  },
  transformIndexHtml: {
    order: 'post',
    async handler(html, ctx) {
      if (!ctx.bundle || !ctx.path.endsWith('/index.html')) return html;
      const bundle = ctx.bundle;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName.includes('index'));
      if (!entry) throw new Error('no entry chunk for index.html');

      // What the entry loads anyway (index.html's own tags): not announced again.
      const entryFiles = new Set<string>();
      // A chunk's imports' CSS before its own, as Vite orders the links (antd-mobile's :root
      // colours before the app's, which replace them).
      const walk = (fileName: string, into: Set<string>, css: Set<string>) => {
        if (into.has(fileName) || (into !== entryFiles && entryFiles.has(fileName))) return;
        into.add(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        for (const imported of chunk?.imports ?? []) walk(imported, into, css);
        for (const file of chunk?.viteMetadata?.importedCss ?? []) css.add(file);
      };
      const entryCss = new Set<string>();
      walk(entry.fileName, entryFiles, entryCss);
      const preload = {} as Record<Screen, string[]>;
      const screenCss = new Set<string>();
      for (const [name, id] of Object.entries(SCREENS) as [Screen, string][]) {
        const screen = chunks.find((chunk) => chunk.facadeModuleId === id);
        if (!screen) throw new Error(`no chunk for ${id}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        walk(screen.fileName, scripts, styles);
        for (const file of styles) screenCss.add(file);
        preload[name] = [...scripts].map((file) => `./${file}`);
      }

      // The shells, rendered by the app's own components (a short-lived Vite server for SSR).
      const server = await createServer({
        root: page('.'),
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons'] },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const shells: Record<string, string> = {};
      try {
        const module = (await server.ssrLoadModule('/src/app/first-paint.tsx')) as {
          renderFirstPaint: (which: string) => string;
        };
        for (const which of ['home', 'mine', 'lottery', 'lottery-room', 'loading'])
          shells[which] = module.renderFirstPaint(which);
      } finally {
        await server.close();
      }
      // Home's banner placeholder is where the inline script paints the first banner.
      shells.home = shells.home!.replace(
        '<div class="home-page__banner">',
        '<div class="home-page__banner" data-first-paint="">',
      );

      const source = (file: string) => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') throw new Error(`no CSS asset ${file}`);
        return String(asset.source);
      };
      const inlined = [...new Set([...entryCss, ...screenCss])];
      const css = inlined.map(source).join('\n').replace(ANTD_DARK_THEME, '');
      const earlyAnswers = await inlineScript('./src/first-paint/early-answers.ts');
      const shellScript = await inlineScript('./src/first-paint/first-paint.ts', {
        __FIRST_PAINT_PRELOAD__: JSON.stringify(preload),
      });
      let out = html;
      for (const file of entryCss) {
        out = out.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="\\./${file}">`), '');
      }
      // Each inlined file stays named by a disabled link (never fetched, never applied): Vite's
      // loader of a lazy chunk's CSS skips a file the page already links, so the inlined rules are
      // not added a second time after the app's own (antd-mobile's :root colours after ours).
      const markers = inlined
        .map((file) => `<link rel="stylesheet" href="./${file}" disabled>`)
        .join('\n    ');
      out = out.replace('</head>', `<style>${css}</style>\n    ${markers}\n  </head>`);
      const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
      if (!root.test(out)) throw new Error('index.html has no #root placeholder');
      const templates = ['mine', 'lottery', 'lottery-room', 'loading']
        .map(
          (which) =>
            `<template id="${FIRST_PAINT_TEMPLATE_PREFIX}${which}">${shells[which]}</template>`,
        )
        .join('\n    ');
      out = out.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    ${EARLY_ANSWERS_MARKER}\n    <script>${earlyAnswers}</script>`,
      );
      out = out.replace(
        root,
        `<div id="root">${shells.home}</div>\n    ${templates}\n    <script>${shellScript}</script>`,
      );
      return out;
    },
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), playPageWithoutPreloadPolyfill, firstPaint],
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
          groups: [
            // The framework every screen needs, in one long-cached chunk of its own.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            // What the entry runs (the router, the API client, the shared shell): one chunk, not
            // the two dozen small ones the automatic splitting cuts it into because lazy screens
            // share them (HTTP/1.1: six connections, one round trip each).
            {
              name: (id, ctx) => (firstScreens(ctx).app.has(id) ? 'app' : null),
              debugName: 'app',
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The code of home, /mine and a lottery room, by which of them need it: each first
            // screen loads exactly the code it did before, in at most four chunks.
            {
              name: (id, ctx) => firstScreens(ctx).groupOf(id),
              debugName: 'first-screens',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    target: 'es2022',
  },
});
