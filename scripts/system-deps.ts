import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

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
 * empty boxes). Only Debian's archive is used; no browser is downloaded from anywhere else.
 */
export function ensureBrowser(): void {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(hasKoreanFont() ? [] : ['fonts-noto-cjk']),
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
}
