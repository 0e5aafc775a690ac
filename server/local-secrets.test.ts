import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { withLocalSecrets } from './local-secrets.ts';
import { DEV_JWT_SECRET } from './modules/auth/auth.config.ts';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'jecheol-secrets-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('local secrets of the embedded default', () => {
  it('are made on the first start, readable by their owner only, and kept for the next', () => {
    const folder = tempFolder();
    const env = { SQLITE_PATH: join(folder, 'data', 'storefront.db') };
    const first = loadConfig(withLocalSecrets(env));
    const file = join(folder, 'data', 'secrets.json');
    expect(modeOf(file)).toBe(0o600);
    expect(first.JWT_SECRET).not.toBe(DEV_JWT_SECRET);
    expect(first.JWT_SECRET).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.PREVIEW_TOKEN_SECRET).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.PREVIEW_TOKEN_SECRET).not.toBe(first.JWT_SECRET);

    const second = loadConfig(withLocalSecrets(env));
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(second.PREVIEW_TOKEN_SECRET).toBe(first.PREVIEW_TOKEN_SECRET);
    // Another checkout gets other keys.
    const elsewhere = loadConfig(withLocalSecrets({ SQLITE_PATH: join(tempFolder(), 'storefront.db') }));
    expect(elsewhere.JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('gives way to secrets from the env', () => {
    const folder = tempFolder();
    const sqlitePath = join(folder, 'storefront.db');
    const jwt = 'an-operator-chosen-secret-of-at-least-32-chars';
    expect(loadConfig(withLocalSecrets({ SQLITE_PATH: sqlitePath, JWT_SECRET: jwt })).JWT_SECRET).toBe(jwt);
    expect(existsSync(join(folder, 'secrets.json'))).toBe(false);

    const preview = 'an-operator-chosen-preview-key-of-32-characters';
    const mixed = loadConfig(withLocalSecrets({ SQLITE_PATH: sqlitePath, PREVIEW_TOKEN_SECRET: preview }));
    expect(mixed.PREVIEW_TOKEN_SECRET).toBe(preview);
    expect(mixed.JWT_SECRET).toBe(JSON.parse(readFileSync(join(folder, 'secrets.json'), 'utf8')).JWT_SECRET);
  });

  it('are never made in production or in test runs', () => {
    const folder = tempFolder();
    const sqlitePath = join(folder, 'storefront.db');
    expect(() => loadConfig(withLocalSecrets({ NODE_ENV: 'production', SQLITE_PATH: sqlitePath }))).toThrow(
      /JWT_SECRET/,
    );
    expect(loadConfig(withLocalSecrets({ NODE_ENV: 'test', SQLITE_PATH: sqlitePath })).JWT_SECRET).toBe(
      DEV_JWT_SECRET,
    );
    expect(existsSync(join(folder, 'secrets.json'))).toBe(false);
  });

  it('tighten a copy that lost its mode, and refuse a damaged file by name', () => {
    const folder = tempFolder();
    const env = { SQLITE_PATH: join(folder, 'storefront.db') };
    const file = join(folder, 'secrets.json');
    const kept = { JWT_SECRET: 'k'.repeat(64), PREVIEW_TOKEN_SECRET: 'p'.repeat(64) };
    writeFileSync(file, JSON.stringify(kept), { mode: 0o644 });
    expect(withLocalSecrets(env)).toMatchObject(kept);
    expect(modeOf(file)).toBe(0o600);

    writeFileSync(file, '{ not json');
    expect(() => withLocalSecrets(env)).toThrow(/secrets\.json/);
  });
});

/** `npm start` without a build: the real server process on a fresh embedded database. */
async function startServer(folder: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: { ...serverEnv(folder) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 60 s:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /실행 중입니다: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url };
}

function serverEnv(folder: string): NodeJS.ProcessEnv {
  // What a fresh checkout has: no NODE_ENV, no secrets; only a port of its own and no built SPA.
  const {
    NODE_ENV: _n,
    JWT_SECRET: _j,
    PREVIEW_TOKEN_SECRET: _p,
    DATABASE_URL: _d,
    HOST: _h,
    ...rest
  } = process.env;
  return { ...rest, PORT: '0', SPA_DIR: '', LOG_LEVEL: 'warn', SQLITE_PATH: join(folder, 'storefront.db') };
}

/** The API call behind a preview link's page: `/admin-notice/3?token=…` → its preview endpoint. */
const api = (link: string) =>
  link.replace(/^.*\/admin-notice\/(\d+)\?/, '/api/v1/display/preview/notice/$1?');

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe('npm start', () => {
  it('prints a URL that works, signs with its own keys, and the admin CLI signs preview links it accepts', {
    timeout: 120_000,
  }, async () => {
    const folder = tempFolder();
    const server = await startServer(folder);
    let link = '';
    let secrets: unknown;
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      secrets = JSON.parse(readFileSync(join(folder, 'secrets.json'), 'utf8'));
      expect(modeOf(join(folder, 'secrets.json'))).toBe(0o600);

      // A preview token forged with the repository's development key is refused...
      const database = await openDatabase({ sqlitePath: join(folder, 'storefront.db') });
      const notice = await database.db
        .selectFrom('notice')
        .select('notice_id')
        .where('published', '=', 0)
        .executeTakeFirstOrThrow();
      await database.close();
      const { createPreviewLink } = await import('./modules/preview/preview.service.ts');
      const { previewKey } = await import('./modules/preview/preview.tokens.ts');
      const target = { kind: 'notice' as const, id: notice.notice_id };
      const forged = await createPreviewLink(
        previewKey({ JWT_SECRET: DEV_JWT_SECRET }),
        target,
        new Date(),
        600,
      );
      expect((await fetch(`${server.url}${api(forged.url)}`)).status).toBe(403);

      // ...while the one `npm run admin -- preview-link` prints opens the content.
      const cli = spawnSync(
        'node',
        ['--import', 'tsx', 'server/admin/cli.ts', 'preview-link', 'notice', `${notice.notice_id}`],
        {
          encoding: 'utf8',
          env: serverEnv(folder),
        },
      );
      expect(cli.status, cli.stderr).toBe(0);
      link = cli.stdout.split('\n')[0] as string;
      const opened = await fetch(`${server.url}${api(link)}`);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toMatchObject({ kind: 'notice', published: false });
      expect(JSON.parse(readFileSync(join(folder, 'secrets.json'), 'utf8'))).toEqual(secrets);
    } finally {
      await stop(server.child);
    }

    // The second start reuses the keys: the link made for the first one still opens.
    const again = await startServer(folder);
    try {
      expect((await fetch(`${again.url}${api(link)}`)).status).toBe(200);
    } finally {
      await stop(again.child);
    }
    expect(JSON.parse(readFileSync(join(folder, 'secrets.json'), 'utf8'))).toEqual(secrets);
  });
});
