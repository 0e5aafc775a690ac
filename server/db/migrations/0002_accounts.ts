import { type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  // Member ids are assigned by the database: SQLite's INTEGER PRIMARY KEY is the rowid, PostgreSQL
  // needs an identity column. This is the one place the two dialects need different DDL.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('member')
    .addColumn('member_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addColumn('provider_subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('nickname', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)')
    .addColumn('gender', 'varchar(1)')
    .addColumn('birth_year', 'integer')
    .addColumn('mobile', 'varchar(20)')
    .addColumn('is_banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ban_message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('banned_at', 'varchar(30)')
    .addColumn('terms_agreed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('terms_agreed_at', 'varchar(30)')
    .addColumn('push_yn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ad_yn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_yn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sms_yn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cafe24_registered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signup_click_key', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_signin_at', 'varchar(30)')
    .addUniqueConstraint('member_identity_uq', ['channel_type', 'provider_subject'])
    .execute();
  await db.schema.createIndex('member_email_idx').on('member').column('email').execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addColumn('device_uuid', 'varchar(128)')
    .addColumn('device_type', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_refreshed_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(20)')
    .execute();
  await db.schema.createIndex('auth_session_member_idx').on('auth_session').column('member_id').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) =>
      c.notNull().references('auth_session.session_id').onDelete('cascade'),
    )
    .addColumn('parent_hash', 'varchar(64)')
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  await db.schema
    .createTable('signup_block')
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addColumn('provider_subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('signup_block_pk', ['channel_type', 'provider_subject'])
    .execute();

  await db.schema
    .createTable('device')
    .addColumn('device_uuid', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.references('member.member_id').onDelete('set null'))
    .addColumn('device_type', 'integer')
    .addColumn('app_version', 'varchar(20)')
    .addColumn('push_yn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('push_changed_at', 'varchar(30)')
    .addColumn('ad_yn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ad_changed_at', 'varchar(30)')
    .addColumn('first_access_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_access_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_member_idx').on('device').column('member_id').execute();

  await db.schema
    .createTable('app_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('web_version', 'varchar(20)')
    .addColumn('android_min_version', 'varchar(20)', (c) => c.notNull())
    .addColumn('ios_min_version', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('app_state')
    .values({
      id: 1,
      maintenance: 0,
      web_version: null,
      android_min_version: '1.0.0',
      ios_min_version: '1.0.0',
      updated_at: new Date().toISOString(),
    })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_state', 'device', 'signup_block', 'refresh_token', 'auth_session', 'member']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
