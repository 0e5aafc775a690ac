import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema.ts';

/**
 * What a service reads besides its input: the database, the instant the request is served at
 * (app.now(), read once when the context is made) and the shop's base URL (config SHOP_BASE_URL),
 * which every product summary links to. A module that needs more extends it (auth's keys, like's
 * limits); one that needs less takes a `Pick`. Kysely's example keeps one such object too
 * (example/src/context.ts).
 */
export interface ServiceContext {
  db: Db;
  now: Date;
  shopBaseUrl: string;
}

/** A route's context, made when it is called (so `now` is the request's). */
export function serviceContext(app: FastifyInstance): ServiceContext {
  return { db: app.database.db, now: app.now(), shopBaseUrl: app.config.SHOP_BASE_URL };
}

/** Where an operator command writes: stdout and stderr in `npm run admin`, arrays in the tests. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** What every operator command gets (server/admin/cli.ts opens the database and migrates it first). */
export interface CliContext {
  db: Db;
  now: Date;
  io: CliIo;
}

/**
 * One group of operator commands, `<module>.cli.ts` beside the module it changes; server/admin/admin.ts
 * lists them. `parse` reads the whole command line (its own command word first) without the database:
 * an error prints the reason and the usage and exits 2 before anything opens. `run` gets the migrated
 * database and answers the exit code. Groups that check their words against the database, or print
 * only their own usage on a mistake, take the words as they are (`wordsAfter`) and check them in `run`.
 */
export interface CliGroup<Command = readonly string[], Context extends CliContext = CliContext> {
  /** The command words it answers to: `stars`, or two words such as `community photos`. */
  commands: readonly string[];
  /** Its lines of `npm run admin -- help`. */
  usage: string;
  parse(args: readonly string[]): { command: Command } | { error: string; usage?: string };
  run(ctx: Context, command: Command): Promise<number>;
}

/** A `parse` that hands `run` the words after the command's `count` words. */
export const wordsAfter =
  (count: number) =>
  (args: readonly string[]): { command: readonly string[] } => ({ command: args.slice(count) });
