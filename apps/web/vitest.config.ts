import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web component tests (jsdom): `cd /work/main && npx vitest run --project web`.
 *
 * React 19 lives in apps/web/node_modules while npm hoisted React 18 to the root (see
 * vite.config.ts). So the libraries that import React are inlined (run through Vite, which
 * applies `dedupe`) rather than loaded by Node from the root; `mainFields` picks their ES builds
 * (the CommonJS ones `require` React past Vite and would load a second antd-mobile); and the
 * optimizer pre-bundles them once so each test file does not transform antd-mobile again.
 * `isolate: false` shares that module graph between files (the setup file resets storages,
 * address, toasts and dialogs after every test), which halves the run time.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    isolate: false,
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'antd-mobile',
            'antd-mobile-icons',
            '@tanstack/react-query',
            'react-router',
            '@testing-library/react',
            '@testing-library/dom',
            '@testing-library/user-event',
          ],
        },
      },
    },
    server: {
      deps: {
        inline: [
          /antd-mobile/,
          /@tanstack\/react-query/,
          /@testing-library\/react/,
          /react-router/,
          /@react-spring/,
          /@use-gesture/,
          /ahooks/,
          /rc-/,
          /@floating-ui/,
        ],
      },
    },
  },
});
