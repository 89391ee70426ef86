import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Console component tests (jsdom): `npx vitest run --project admin` from the root. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    isolate: true,
    testTimeout: 60_000,
    disableConsoleIntercept: true,
  },
});
