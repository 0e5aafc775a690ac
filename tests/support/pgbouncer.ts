import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGBOUNCER_PATH } from '../../scripts/system-deps.ts';
import { freePort } from './free-port.ts';

export interface PgBouncer {
  /** `target` with its host and port replaced by PgBouncer's. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer of the test's own, in transaction mode, in front of the PostgreSQL at `target`: its
 * ini and user list in a new temporary folder, listening on a free port of 127.0.0.1 (never the
 * machine's service). Every database name goes to `target`'s server; any role of that server may sign
 * in (trust, with `auth_user` looking roles up, so a test's new role needs no reload). Stopping it
 * ends the process and removes the folder, also when it failed to start.
 */
export async function startPgBouncer(target: string): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_PATH)) {
    throw new Error(`${PGBOUNCER_PATH} is missing: npm test installs it (apt-get install pgbouncer)`);
  }
  const server = new URL(target);
  const adminUser = decodeURIComponent(server.username || 'postgres');
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  // PgBouncer refuses to run as root: as root it is started as `postgres`, which must read the folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), `"${adminUser}" ""\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `auth_user = ${adminUser}`,
      `admin_users = ${adminUser}`,
      // Each test's role is a pool of its own; together they stay well below the server's
      // max_connections, which other test runs on the machine share. Idle ones close soon.
      'max_client_conn = 2000',
      'default_pool_size = 5',
      'max_db_connections = 40',
      'server_idle_timeout = 5',
      'logfile =',
      'pidfile =',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', ini] : [ini];
  const child = spawn(PGBOUNCER_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log = (log + String(chunk)).slice(-4_000);
  });
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const stop = async () => {
    await ended(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answering(url.toString(), child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: url.toString(), stop };
}

/** Waits (at most 10 s) until PgBouncer answers `select 1` through to the server. */
async function answering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  let last: unknown;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${log()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      last = error;
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pgbouncer did not answer: ${String(last)}\n${log()}`);
}

/** SIGINT (PgBouncer's immediate shutdown), SIGKILL if it is still there after 5 s. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
