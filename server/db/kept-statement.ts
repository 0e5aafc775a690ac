import { type Compilable, CompiledQuery, type DialectAdapter, type Kysely } from 'kysely';
import { keepPreparedOnPostgres } from './database.ts';
import type { DB, Db } from './schema.ts';
import { isPostgres } from './transaction.ts';

/** Where a call's argument goes in a kept statement's parameters (see keptStatement). */
class Slot {
  constructor(readonly key: string) {}
}

interface Template<R> {
  sql: string;
  /** Each parameter: a constant of the statement, or the argument it takes. */
  parameters: readonly unknown[];
  query: CompiledQuery<R>['query'];
}

/**
 * A statement on a hot path, built and compiled by Kysely once per database (per dialect adapter)
 * instead of on every call: each call only binds its arguments into the compiled parameters. On
 * PostgreSQL it also runs as a named prepared statement, parsed and planned once per pooled
 * connection (openDatabase), which is most of a small read's cost to the database; SQLite keeps
 * prepared statements by their SQL anyway.
 *
 * `build` receives stand-ins for the call's arguments, typed as the arguments, to put where their
 * values go (`.where('member_id', '=', args.memberId)`); it must not look at them, compute with them
 * or branch on them, since it runs once. Anything derived from an argument is an argument of its own.
 * Name the columns (no `selectAll`): PostgreSQL refuses to run a prepared statement whose result
 * columns a later migration changed, and replans one whose columns stay.
 */
export function keptStatement<A extends object, R>(
  build: (db: Kysely<DB>, args: A) => Compilable<R>,
): (db: Db, args: A) => CompiledQuery<R> {
  const slots = new Proxy({} as A, { get: (_target, key) => new Slot(String(key)) });
  const templates = new WeakMap<DialectAdapter, Template<R>>();
  return (db, args) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      const compiled = build(db as Kysely<DB>, slots).compile();
      template = { sql: compiled.sql, parameters: compiled.parameters, query: compiled.query };
      if (isPostgres(db)) keepPreparedOnPostgres(compiled.sql);
      templates.set(adapter, template);
    }
    const parameters = template.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      if (!(value.key in args)) throw new Error(`kept statement: no argument ${value.key}`);
      return (args as Record<string, unknown>)[value.key];
    });
    return { ...CompiledQuery.raw(template.sql, parameters), query: template.query } as CompiledQuery<R>;
  };
}

/** Runs a kept statement's call (keptStatement): its rows. */
export async function runKept<R>(db: Db, query: CompiledQuery<R>): Promise<R[]> {
  return (await db.executeQuery(query)).rows;
}
