import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { DB, Db } from './schema.ts';

/** Whether `db` runs on PostgreSQL (row locks with `for update`, session settings) rather than SQLite. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Runs `fn` in a transaction, or in the caller's when `db` already is one (the game's play, say). */
export async function inTransaction<T>(db: Db, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  return (db as Kysely<DB>).transaction().execute(fn);
}
