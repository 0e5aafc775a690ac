import type SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Hears of every committed write of a member's session, standing or stars, whoever makes it: migration
 * 0035's triggers announce each written row's member. An instance may keep answers about a member on
 * that basis (modules/auth/kept-answers.ts), provided it only keeps them while it hears.
 */
export interface MemberChanges {
  /**
   * Whether every change is being heard now. It first catches up with what it can check at once
   * (SQLite: another process's commit, which drops everything). PostgreSQL: false until this process
   * listens, while its listening connection is down, and always behind a transaction-mode pooler
   * (which cannot carry LISTEN).
   */
  heard(): boolean;
  /**
   * `listener` is called with the member a write concerned, or null when anything may have changed
   * (hearing resumed after a gap, another process wrote, the service stop). PostgreSQL starts
   * listening on the first subscription. Returns the removal.
   */
  subscribe(listener: (memberId: number | null) => void): () => void;
  close(): Promise<void>;
}

type Listener = (memberId: number | null) => void;

class Listeners {
  private readonly listeners = new Set<Listener>();
  add(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  emit(memberId: number | null): void {
    for (const listener of this.listeners) {
      try {
        listener(memberId);
      } catch (error) {
        // A listener's fault must neither abort the write that announced (SQLite runs this inside the
        // write's statement) nor keep the other listeners from hearing.
        console.error('member change listener failed', error);
      }
    }
  }
}

/** The member id a trigger passed: a positive integer, anything else counts as "anyone". */
function memberIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * SQLite: the triggers call `member_changed`, registered here on the connection (every connection to
 * the file registers it, operator commands too, or their writes would fail). A write on this connection
 * is heard as it happens, before its transaction commits: an answer read before it is then not kept,
 * and one read after it waits for the commit (one connection, one transaction at a time).
 */
export function sqliteMemberChanges(sqlite: SQLite.Database): MemberChanges {
  const listeners = new Listeners();
  sqlite.function('member_changed', { deterministic: false }, (memberId: unknown) => {
    listeners.emit(memberIdOf(memberId));
    return null;
  });
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let version: unknown;
  return {
    heard() {
      try {
        const now = dataVersion.get();
        if (version !== undefined && now !== version) listeners.emit(null);
        version = now;
        return true;
      } catch {
        // The connection is in the middle of a streamed read: check next time, keep nothing now.
        return false;
      }
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => undefined,
  };
}

const CHANNEL = 'member_changed';
const RELISTEN_MS = 1_000;
/** How often the listening connection is asked `select 1`, and how long it may take to answer. */
const PROBE_EVERY_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL: one connection of this process's own, outside the pool, LISTENs to the triggers' NOTIFY
 * (`<schema>:<member id>`, `<schema>:*`; the schema is the one the app's tables are in, asked of the
 * app's own connection). `config` is a direct address of the primary; without one (a transaction-mode
 * pooler and no DATABASE_LISTEN_URL) nothing is ever heard. A notice arrives after its writer commits.
 *
 * While the connection is down nothing is heard; when it is back (tried again every second)
 * everything counts as changed, since notices sent meanwhile are lost. A connection that died without
 * a word (a dropped network path) is found by a probe every 10 s, not by TCP keepalive's hours. The
 * connection is named `member_changes <schema>` in pg_stat_activity.
 */
export function postgresMemberChanges(
  config: pg.ClientConfig | undefined,
  appSchema: () => Promise<string | undefined>,
): MemberChanges {
  const listeners = new Listeners();
  /** The connection being opened or listening; `listening` once its LISTEN has answered. */
  let current: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let probe: NodeJS.Timeout | undefined;

  let opening = false;

  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RELISTEN_MS);
    retry.unref();
  };

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    if (listening) {
      listening = false;
      listeners.emit(null);
    }
    if (probe) clearInterval(probe);
    void client.end().catch(() => undefined);
    retryLater();
  };

  async function listen(): Promise<void> {
    if (!config || closed || current || opening) return;
    opening = true;
    let schema: string;
    try {
      schema = (await appSchema()) ?? 'public';
    } catch {
      return retryLater();
    } finally {
      opening = false;
    }
    if (closed || current) return;
    const client = new pg.Client({ ...config, application_name: `member_changes ${schema}`.slice(0, 63) });
    current = client;
    client.on('notification', (notice) => {
      if (current !== client || !listening || notice.channel !== CHANNEL || !notice.payload) return;
      const split = notice.payload.lastIndexOf(':');
      if (notice.payload.slice(0, split) !== schema) return;
      listeners.emit(memberIdOf(notice.payload.slice(split + 1)));
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (current !== client) return;
      listening = true;
      probe = setInterval(() => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
        });
        Promise.race([client.query('select 1'), late])
          .catch(() => lost(client))
          .finally(() => clearTimeout(timer));
      }, PROBE_EVERY_MS);
      probe.unref();
      // Whatever was kept before (or while) the connection was down may have changed unheard.
      listeners.emit(null);
    } catch {
      lost(client);
    }
  }

  return {
    heard: () => listening,
    subscribe(listener) {
      const remove = listeners.add(listener);
      void listen();
      return remove;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (probe) clearInterval(probe);
      const client = current;
      current = undefined;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
}
