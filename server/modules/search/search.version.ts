/**
 * Whether this app's kept search answers and catalogue copies are still those of the database: the
 * catalogue's version (migration 0033) is read at most once a second, by the first search after the
 * second is up (the searches arriving meanwhile wait for the same read), and a version that moved
 * drops them (`onChange`). So a change made by another instance or an operator command shows within
 * about a second; one made in this process still shows at once (announceSearchChange).
 *
 * PostgreSQL: the `search_version` row, bumped by a trigger on every statement that writes the
 * catalogue or the index. SQLite: `pragma data_version` on the server's one connection, which moves
 * when another connection (an operator command) has committed anything to the file.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { isPostgres } from '../../db/transaction.ts';

/** How old a confirmation may be before the next search reads the version again. */
export const VERSION_CHECK_MS = 1_000;

export async function readSearchVersion(db: Db): Promise<string> {
  if (isPostgres(db)) {
    const row = await db
      .selectFrom('search_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return String(row?.version ?? '');
  }
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return String(rows[0]?.data_version ?? '');
}

export interface SearchVersionWatch {
  /**
   * True once the version has been read within the last VERSION_CHECK_MS and any move of it passed
   * to `onChange`; false when it could not be read (the database out of reach) or `db` is a
   * transaction. What is kept may then be served only for its short, unconfirmed life.
   */
  confirm(db: Db): Promise<boolean>;
}

export function watchSearchVersion(options: {
  onChange: () => void;
  /** The clock the second is measured on (tests set one). */
  clock?: () => number;
}): SearchVersionWatch {
  const clock = options.clock ?? Date.now;
  let known: { db: Db; version: string; readAt: number } | undefined;
  let reading: { db: Db; confirmed: Promise<boolean> } | undefined;

  const read = async (db: Db): Promise<boolean> => {
    const readAt = clock();
    try {
      const version = await readSearchVersion(db);
      if (known?.db === db && known.version !== version) options.onChange();
      known = { db, version, readAt };
      return true;
    } catch {
      return false;
    }
  };

  return {
    async confirm(db) {
      if (db.isTransaction) return false;
      const age = known?.db === db ? clock() - known.readAt : Number.NaN;
      if (age >= 0 && age < VERSION_CHECK_MS) return true;
      if (reading?.db !== db) {
        const mine = { db, confirmed: read(db) };
        reading = mine;
        void mine.confirmed.finally(() => {
          if (reading === mine) reading = undefined;
        });
      }
      return reading.confirmed;
    },
  };
}
