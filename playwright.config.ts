import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/system-deps.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
// A fresh embedded database per run (the newcomer's first start, every time). Tests that drive the
// admin CLI against the running server read the path from E2E_SQLITE_PATH.
const sqlitePath = process.env.E2E_SQLITE_PATH ?? `test-results/e2e-${port}.db`;
process.env.E2E_SQLITE_PATH = sqlitePath;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list'], ['json']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -f ${sqlitePath} ${sqlitePath}-wal ${sqlitePath}-shm && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_PATH: sqlitePath,
      SPA_DIR: process.env.E2E_SPA_DIR ?? 'dist/client',
      NODE_ENV: 'test',
      DEV_STAND_INS: 'local',
      LOG_LEVEL: 'warn',
      // The scheduled jobs would exchange and expire the seeded members' stars under the tests' feet
      // (docs/operations.md, "Scheduled jobs"); a spec that needs one starts its own server.
      JOBS: 'off',
      // Every test's shopper comes from 127.0.0.1, so one address stands for many people here; the
      // limits themselves are tested in server/plugins/external/rate-limit.test.ts.
      WRITE_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '100000',
    },
  },
});
