import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Debian's PgBouncer (1.18 on Debian 12): the data layer's tests also run through it. */
export const PGBOUNCER_PATH = '/usr/sbin/pgbouncer';

/** The flags this workplace requires for every Chromium start (see DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function hasKoreanFont(): boolean {
  const result = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().length > 0;
}

/**
 * Installs Debian's chromium and fonts-noto-cjk when missing (without a CJK font Korean renders as
 * empty boxes), and pgbouncer (the data layer's tests run through it too, tests/support/pgbouncer.ts).
 * Only Debian's archive is used; no browser is downloaded from anywhere else. Installing pgbouncer
 * also enables its system service, which the tests never use: it is stopped again, so nothing listens
 * on port 6432 that the machine did not have before.
 */
export function ensureSystemDeps(): void {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(hasKoreanFont() ? [] : ['fonts-noto-cjk']),
    ...(existsSync(PGBOUNCER_PATH) ? [] : ['pgbouncer']),
  ];
  if (missing.length === 0) return;
  console.log(`\n== installing Debian packages: ${missing.join(' ')} ==`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(', ')}; install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (update.status !== 0 || install.status !== 0)
    throw new Error(`apt-get could not install ${missing.join(' ')}`);
  if (missing.includes('pgbouncer')) {
    spawnSync('service', ['pgbouncer', 'stop'], { stdio: 'ignore', env });
  }
}
