import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every write of a member's session, standing or stars announces the member, whoever makes it (an
 * instance, a job, an operator command, psql), so an instance may keep answers about a member and drop
 * them when they change (db/member-changes.ts `MemberChanges`, modules/auth/kept-answers.ts).
 *
 * - PostgreSQL: a row trigger sends `NOTIFY member_changed, '<schema>:<member id>'`, delivered to every
 *   listening instance when the writer commits (and never for a rolled-back write). PostgreSQL folds
 *   the same notice sent twice in one transaction into one, so a bulk write of one member's ledger is
 *   one notice. The schema travels along because tests run one schema each in one database.
 * - SQLite: the trigger calls `member_changed(member id)`, a function every connection registers
 *   (openDatabase), which tells the process that made the write; a write by another process shows on
 *   the server's connection in `pragma data_version`.
 *
 * Only what a kept answer is made of announces: the session's and member's columns the guard and the
 * stars' standing read (a token refresh, a new nickname or a new session do not), and every write of
 * the star tables and the withdrawal record. Committing a NOTIFY takes PostgreSQL's notification queue
 * lock, so such commits take turns; keeping the triggers to these writes keeps that off sign-in and
 * token refresh. The service stop (point_policy) and a TRUNCATE of any of them concern every member:
 * their notice names none (`*`, null).
 */
const TRIGGERS: readonly { table: string; events: readonly string[] }[] = [
  { table: 'auth_session', events: ['update of session_id, member_id, revoked_at', 'delete'] },
  {
    table: 'member',
    events: [
      'update of member_id, is_banned, ban_message, banned_at, withdrawn_at, force_withdrawn_at, force_withdrawal_reason, sign_up_pending',
      'delete',
    ],
  },
  ...['member_withdrawal', 'point_account', 'point_entry', 'point_lot', 'point_month'].map((table) => ({
    table,
    events: ['insert', 'update', 'delete'],
  })),
];
const TABLES = [...TRIGGERS.map(({ table }) => table), 'point_policy'];

const triggerName = (table: string, event: string) => `${table}_member_change_${event.split(' ')[0]}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
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
  }
  for (const { table, events } of TRIGGERS) {
    for (const event of events) {
      const row = event === 'delete' ? 'old' : 'new';
      await (postgres
        ? sql`create trigger ${sql.id(triggerName(table, event))} after ${sql.raw(event)} on ${sql.table(table)}
            for each row execute function member_change_notice()`
        : sql`create trigger ${sql.id(triggerName(table, event))} after ${sql.raw(event)} on ${sql.table(table)}
            begin select member_changed(${sql.raw(`${row}.member_id`)}); end`
      ).execute(db);
    }
  }
  if (postgres) {
    for (const table of TABLES) {
      const events = table === 'point_policy' ? 'insert or update or delete or truncate' : 'truncate';
      await sql`create trigger ${sql.id(`${table}_member_change_all`)} after ${sql.raw(events)} on ${sql.table(table)}
        for each statement execute function member_change_notice_everyone()`.execute(db);
    }
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(triggerName('point_policy', event))} after ${sql.raw(event)} on point_policy
      begin select member_changed(null); end`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const names = TRIGGERS.flatMap(({ table, events }) =>
    events.map((event) => [table, triggerName(table, event)]),
  );
  for (const table of TABLES) {
    if (postgres) names.push([table, `${table}_member_change_all`]);
  }
  if (!postgres)
    for (const event of ['insert', 'update', 'delete'])
      names.push(['point_policy', triggerName('point_policy', event)]);
  for (const [table, name] of names) {
    await (postgres
      ? sql`drop trigger if exists ${sql.id(name as string)} on ${sql.table(table as string)}`
      : sql`drop trigger if exists ${sql.id(name as string)}`
    ).execute(db);
  }
  if (postgres) {
    await sql`drop function if exists member_change_notice()`.execute(db);
    await sql`drop function if exists member_change_notice_everyone()`.execute(db);
  }
}
