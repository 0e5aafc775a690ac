import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every write of a member's session, standing or stars announces the member, whoever makes it (an
 * instance, a job, an operator command, psql), so an instance may keep answers about a member and drop
 * them when they change (db/database.ts `MemberChanges`, modules/auth/kept-answers.ts).
 *
 * - PostgreSQL: a row trigger sends `NOTIFY member_changed, '<schema>:<member id>'`, delivered to every
 *   listening instance when the writer commits (and never for a rolled-back write). PostgreSQL folds
 *   the same notice sent twice in one transaction into one, so a bulk write of one member's ledger is
 *   one notice. The schema travels along because tests run one schema each in one database.
 * - SQLite: the trigger calls `member_changed(member id)`, a function every connection registers
 *   (openDatabase), which tells the process that made the write; a write by another process shows on
 *   the server's connection in `pragma data_version`.
 *
 * The service stop (point_policy) concerns every member: its notice names none (`*`, null).
 */
const MEMBER_TABLES = [
  'member',
  'auth_session',
  'point_account',
  'point_entry',
  'point_lot',
  'point_month',
] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function member_change_notice() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('member_changed', tg_table_schema || ':' || old.member_id);
        else
          perform pg_notify('member_changed', tg_table_schema || ':' || new.member_id);
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create function member_change_notice_everyone() returns trigger language plpgsql as $$
      begin
        perform pg_notify('member_changed', tg_table_schema || ':*');
        return null;
      end
    $$`.execute(db);
    for (const table of MEMBER_TABLES) {
      await sql`create trigger ${sql.id(`${table}_member_change`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function member_change_notice()`.execute(db);
    }
    await sql`create trigger point_policy_member_change
      after insert or update or delete on point_policy
      for each statement execute function member_change_notice_everyone()`.execute(db);
    return;
  }
  for (const table of MEMBER_TABLES) {
    for (const event of EVENTS) {
      const row = event === 'delete' ? 'old' : 'new';
      await sql`create trigger ${sql.id(`${table}_member_change_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin select member_changed(${sql.raw(`${row}.member_id`)}); end`.execute(db);
    }
  }
  for (const event of EVENTS) {
    await sql`create trigger ${sql.id(`point_policy_member_change_${event}`)}
      after ${sql.raw(event)} on point_policy
      begin select member_changed(null); end`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of [...MEMBER_TABLES, 'point_policy']) {
      await sql`drop trigger if exists ${sql.id(`${table}_member_change`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function if exists member_change_notice()`.execute(db);
    await sql`drop function if exists member_change_notice_everyone()`.execute(db);
    return;
  }
  for (const table of [...MEMBER_TABLES, 'point_policy']) {
    for (const event of EVENTS) {
      await sql`drop trigger if exists ${sql.id(`${table}_member_change_${event}`)}`.execute(db);
    }
  }
}
