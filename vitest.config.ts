import { defineConfig } from 'vitest/config';

/**
 * `vitest run` at the root runs every project: the pure packages, the server (integration on
 * SQLite, and on PostgreSQL when TEST_DATABASE_URL is set) and the web components (jsdom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // Property tests are CPU-bound: on a loaded 2-core machine a few take several seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every test builds its own app on its own database, so the files of a worker share one
          // import of the server: 408 s -> 205 s for the project on SQLite (imports 172 s -> 10 s).
          isolate: false,
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
