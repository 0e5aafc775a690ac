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
    for (const listener of this.listeners) listener(memberId);
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

/**
 * PostgreSQL: one connection of this process's own, outside the pool, LISTENs to the triggers' NOTIFY
 * (`<schema>:<member id>`, `<schema>:*`; the schema is the one the app's tables are in, asked of the
 * app's own connection). `config` is a direct address of the primary; without one (a transaction-mode
 * pooler and no DATABASE_LISTEN_URL) nothing is ever heard. A notice arrives after its writer commits. While the
 * connection is down nothing is heard; when it is back (tried again every second) everything counts
 * as changed, since notices sent meanwhile are lost.
 */
export function postgresMemberChanges(
  config: pg.ClientConfig | undefined,
  appSchema: () => Promise<string | undefined>,
): MemberChanges {
  const listeners = new Listeners();
  let listening: pg.Client | undefined;
  let starting = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (listening === client) {
      listening = undefined;
      listeners.emit(null);
    }
    void client.end().catch(() => undefined);
    if (!closed && !retry && !starting) {
      retry = setTimeout(() => {
        retry = undefined;
        void listen();
      }, RELISTEN_MS);
      retry.unref();
    }
  };

  async function listen(): Promise<void> {
    if (!config || closed || listening || starting) return;
    starting = true;
    const client = new pg.Client(config);
    let schema = '';
    client.on('notification', (notice) => {
      if (listening !== client || notice.channel !== CHANNEL || !notice.payload) return;
      const split = notice.payload.lastIndexOf(':');
      if (notice.payload.slice(0, split) !== schema) return;
      listeners.emit(memberIdOf(notice.payload.slice(split + 1)));
    });
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      starting = false;
      lost(client);
    };
    client.on('error', fail);
    client.on('end', fail);
    try {
      schema = (await appSchema()) ?? 'public';
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      starting = false;
      if (closed) return void client.end().catch(() => undefined);
      listening = client;
      // Whatever was kept before (or while) the connection was down may have changed unheard.
      listeners.emit(null);
    } catch {
      fail();
    }
  }

  return {
    heard: () => listening !== undefined,
    subscribe(listener) {
      const remove = listeners.add(listener);
      void listen();
      return remove;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
