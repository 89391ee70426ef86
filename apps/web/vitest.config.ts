import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web component tests (jsdom): `npx vitest run --project web` from the root. `isolate: false`
 * shares the module graph between files (the setup file resets storages, address, toasts and
 * dialogs after every test), which halves the run time.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    isolate: false,
    testTimeout: 20_000,
    // Screens with timers can log after a file's last test; printing straight to the console keeps
    // such a late line from racing the worker's shutdown.
    disableConsoleIntercept: true,
  },
});
