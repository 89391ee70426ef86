import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web component tests (jsdom): `npx vitest run --project web` from the root. Each file runs in
 * its own module graph (`isolate: true`): sharing it halved the run time, but antd-mobile's
 * module-level state (react-spring's one frame loop, toasts) then leaked between files and made
 * popups and toasts of later files flaky on a busy machine.
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
    isolate: true,
    testTimeout: 60_000,
    // Screens with timers can log after a file's last test; printing straight to the console keeps
    // such a late line from racing the worker's shutdown.
    disableConsoleIntercept: true,
  },
});
