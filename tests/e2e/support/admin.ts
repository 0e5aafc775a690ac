import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * `npm run admin -- <args>` against the suite's server database (E2E_SQLITE_PATH, set by
 * playwright.config.ts); `input` feeds stdin (`--body -`). Expects it to succeed; answers its output.
 * Specs on a private server use that server's `admin` (tests/support/server-process.ts).
 */
export function admin(args: string[], input = ''): string {
  const result = spawnSync('node', ['--import', 'tsx', 'server/admin/cli.ts', ...args], {
    encoding: 'utf8',
    input,
    env: {
      ...process.env,
      SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? '',
      DATABASE_URL: '',
      NODE_ENV: 'test',
    },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}
