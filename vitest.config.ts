import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'contract/**/*.test.ts',
      'machines/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/dom-testing.ts', 'tests/support/runtime-config.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // As Playwright on CI: a failed test is tried once more, and npm test names any that passed only
    // then (scripts/test.ts), so a flaky test is reported rather than hidden or fatal.
    retry: process.env.CI === 'true' ? 1 : 0,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
