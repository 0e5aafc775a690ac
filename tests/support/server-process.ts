import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  port: number;
  sqlitePath: string;
  /** The server process's id (the benchmark reads its memory use). */
  pid: number;
  /** Runs `npm run admin -- <args>` against this server's database; returns its output. */
  admin(...args: string[]): { status: number; stdout: string; stderr: string };
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** Defaults to `test-results/server-<port>.db`; always started fresh. */
  sqlitePath?: string;
  env?: Record<string, string>;
}

/**
 * Starts the real server as its own process on a fresh embedded database and waits until it is
 * ready. The benchmark uses it, and so do end-to-end specs that change global server state
 * (maintenance, bans, token lifetimes) and therefore must not share the suite's server.
 */
export async function startServer({
  port,
  sqlitePath = `test-results/server-${port}.db`,
  env = {},
}: StartOptions): Promise<RunningServer> {
  mkdirSync(dirname(sqlitePath), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath}${suffix}`, { force: true });
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SQLITE_PATH: sqlitePath,
    SPA_DIR: 'dist/client',
    NODE_ENV: 'test',
    DEV_STAND_INS: 'local',
    LOG_LEVEL: 'warn',
    // No scheduled jobs unless a spec asks (`JOBS: 'product-alerts'`): they would change seeded stars.
    JOBS: 'off',
    ...env,
  };
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not become ready in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    port,
    sqlitePath,
    pid: child.pid ?? 0,
    admin(...args) {
      const result = spawnSync('node', ['--import', 'tsx', 'server/admin/cli.ts', ...args], {
        encoding: 'utf8',
        env: serverEnv,
      });
      return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
