import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real server (production build, fresh embedded database) and waits until it is ready. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  mkdirSync('bench/.tmp', { recursive: true });
  const sqlitePath = `bench/.tmp/bench-${port}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath}${suffix}`, { force: true });
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_PATH: sqlitePath,
      SPA_DIR: 'dist/client',
      NODE_ENV: 'production',
      // Production refuses the development JWT secret; a throwaway one per benchmark run.
      JWT_SECRET: `bench-${port}-${Date.now()}-secret-at-least-32-characters`,
      LOG_LEVEL: 'warn',
      ...env,
    },
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
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
