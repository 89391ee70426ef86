import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web component tests (jsdom). React 19 lives in apps/web/node_modules while npm hoisted React 18
 * to the root (see vite.config.ts), so the libraries that import React are inlined (transformed
 * by Vite, which applies `dedupe`) instead of being loaded by Node from the root.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
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
