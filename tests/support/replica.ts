import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/** Debian's PostgreSQL 15 binaries (the test cluster's version: a replica must match it). */
const PG_BIN = '/usr/lib/postgresql/15/bin';
/** What a replica's `pg_basebackup` needs from the primary's pg_hba.conf; `host all …` does not cover it. */
export const REPLICATION_HBA_LINE = 'host replication all 127.0.0.1/32 trust';

export interface Replica {
  /** The primary's URL with the replica's port. */
  url: string;
  /** Stops the replica at once (its loss, as a crash or a network cut would be). */
  stop(): void;
  /** Stops it if still running, and removes its folder. */
  remove(): void;
}

/** Runs a PostgreSQL binary as the `postgres` OS user (the data folder must be theirs); throws on failure. */
function asPostgres(command: string, args: string[]): string {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]]
      : [join(PG_BIN, command), args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

/**
 * Lets a replica of the test cluster connect for replication: adds REPLICATION_HBA_LINE to the
 * primary's pg_hba.conf (`SHOW hba_file`) when it is not there yet, and reloads the configuration.
 * Running it again changes nothing. Needs write access to that file (CI and the development machines
 * run as root).
 */
export async function allowLocalReplication(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ hba_file: string }>('show hba_file');
  const file = rows[0]?.hba_file;
  if (!file) throw new Error('PostgreSQL did not say where its pg_hba.conf is');
  const lines = readFileSync(file, 'utf8').split('\n');
  const has = lines.some((line) => line.trim().split(/\s+/).join(' ') === REPLICATION_HBA_LINE);
  if (has) return;
  appendFileSync(file, `${lines.at(-1) === '' ? '' : '\n'}${REPLICATION_HBA_LINE}\n`);
  await client.query('select pg_reload_conf()');
}

/**
 * A streaming replica of the PostgreSQL at `primaryUrl`: `pg_basebackup -R` into a new temporary
 * folder, then `pg_ctl start` on a free port of 127.0.0.1, as the `postgres` OS user, hot standby.
 * Waits until it accepts reads. On any failure it removes what it made before throwing.
 */
export async function startReplica(primaryUrl: string): Promise<Replica> {
  const primary = new URL(primaryUrl);
  const admin = new pg.Client({ connectionString: primaryUrl });
  await admin.connect();
  // A hot standby refuses to start with fewer of these than its primary has.
  let matching: string[];
  try {
    await allowLocalReplication(admin);
    const { rows } = await admin.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes',
         'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    matching = rows.map(({ name, setting }) => `${name} = ${setting}`);
  } finally {
    await admin.end();
  }
  const dir = mkdtempSync(join(tmpdir(), 'replica-'));
  chmodSync(dir, 0o755);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  let running = false;
  const stop = () => {
    if (!running) return;
    running = false;
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone.
    }
  };
  const remove = () => {
    stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('pg_basebackup', [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // Debian keeps a cluster's configuration outside its data folder: the copy gets its own.
    writeFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'hot_standby = on',
        'shared_buffers = 32MB',
        ...matching,
        '',
      ].join('\n'),
    );
    writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    writeFileSync(join(data, 'pg_ident.conf'), '');
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', data]);
    const log = join(dir, 'replica.log');
    try {
      asPostgres('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${readFileSync(log, 'utf8').slice(-2_000)}`);
    }
    running = true;
    const url = new URL(primaryUrl);
    url.port = String(port);
    return { url: url.toString(), stop, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Waits until the replica has replayed everything the primary had written when this was called. */
export async function caughtUp(primary: pg.Client, replica: pg.Client): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const target = rows[0]?.lsn;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await replica.query<{ done: boolean }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
      [target],
    );
    if (answer.rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the replica did not replay up to ${target} within 30 s`);
}
