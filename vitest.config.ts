import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The data layer's PostgreSQL tests run a second time through PgBouncer in transaction mode (the
 * deployment's pooler, docs/operations.md "Behind PgBouncer"): every test of server/db, and the
 * repository and route tests whose PostgreSQL use a pooler could break (transactions with row locks,
 * counters shared across instances, the search index's transaction-scoped settings, token rotation,
 * the catalogue version's trigger, the guard's session read riding in another statement, and the job
 * runner: pg-boss's own connections go through the pooler too).
 */
export const PGBOUNCER_TESTS = [
  'server/db/*.test.ts',
  'server/db/migrations/*.test.ts',
  'server/modules/point/point.concurrency.test.ts',
  'server/modules/community/posts/posts.concurrency.test.ts',
  'server/modules/community/posts/posts.test.ts',
  'server/modules/display/display.test.ts',
  'server/modules/search/search.test.ts',
  'server/modules/search/search.version.test.ts',
  'server/modules/point/point.summary-guard.test.ts',
  'server/modules/point/point.summary-kept.test.ts',
  'server/jobs/jobs.test.ts',
  'server/modules/auth/auth.tokens.test.ts',
  'server/plugins/external/rate-limit.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/dom-testing.ts', 'tests/support/runtime-config.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // As Playwright on CI: a failed test is tried once more, and npm test names any that passed only
    // then (scripts/test.ts), so a flaky test is reported rather than hidden or fatal.
    retry: process.env.CI === 'true' ? 1 : 0,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'main',
          include: [
            'contract/**/*.test.ts',
            'machines/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          // About PgBouncer itself: only meaningful through it.
          exclude: [...configDefaults.exclude, 'server/db/pgbouncer.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pgbouncer',
          include: PGBOUNCER_TESTS,
          globalSetup: ['tests/support/pgbouncer-setup.ts'],
          setupFiles: ['tests/support/through-pgbouncer.ts'],
        },
      },
    ],
  },
});
