import { type Kysely, sql } from 'kysely';

/**
 * The member's own account (issue 12): consent dates, the chosen nickname and its change date, the
 * withdrawal record, device ids the app reports, survey answers, and the copy of the shop's orders
 * that "frequently purchased" reads.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    'push_yn_changed_at',
    'ad_yn_changed_at',
    'email_yn_changed_at',
    'sms_yn_changed_at',
    'mobile_changed_at',
    'nickname_changed_at',
    'withdrawn_at',
  ]) {
    await db.schema.alterTable('member').addColumn(column, 'varchar(30)').execute();
  }
  // Set only for a nickname chosen through the change call: sign-up nicknames come from the provider
  // and may repeat, chosen ones may not (case-insensitively), and the unique index settles races.
  await db.schema.alterTable('member').addColumn('nickname_key', 'varchar(40)').execute();
  await db.schema
    .createIndex('member_nickname_key_uq')
    .on('member')
    .column('nickname_key')
    .unique()
    .execute();
  // Sign-up nicknames are compared ignoring case too (contract/rules/nickname.ts nicknameKey).
  await db.schema
    .createIndex('member_nickname_lower_idx')
    .on('member')
    .expression(sql`lower(nickname)`)
    .execute();
  await db.schema.createIndex('member_mobile_idx').on('member').column('mobile').execute();

  await db.schema
    .createTable('member_withdrawal')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.member_id'))
    .addColumn('withdrawn_at', 'varchar(30)', (c) => c.notNull())
    /** 1: the operator closed the account (forced withdrawal); 0: the member did. */
    .addColumn('forced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason_code', 'varchar(20)')
    .addColumn('reason', 'varchar(500)')
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('device').addColumn('advertising_id', 'varchar(36)').execute();
  await db.schema.alterTable('device').addColumn('advertising_id_changed_at', 'varchar(30)').execute();
  await db.schema.alterTable('device').addColumn('app_user_id', 'varchar(200)').execute();
  await db.schema.alterTable('device').addColumn('app_os', 'varchar(10)').execute();

  await db.schema
    .createTable('member_survey')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('survey_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_survey_pk', ['member_id', 'survey_id'])
    .execute();

  // The shop's orders, copied in (seed or `npm run admin -- orders import`). Keyed by the shop's
  // member id, so orders of a person who has not signed in here yet wait for them; product numbers
  // are the shop's, deliberately without a foreign key (an order outlives a product leaving the catalogue).
  await db.schema
    .createTable('shop_order')
    .addColumn('order_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('shop_member_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('ordered_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_order_member_idx')
    .on('shop_order')
    .columns(['shop_member_id', 'ordered_at'])
    .execute();
  await db.schema
    .createTable('shop_order_line')
    .addColumn('order_id', 'varchar(40)', (c) =>
      c.notNull().references('shop_order.order_id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_order_line_pk', ['order_id', 'line_no'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shop_order_line', 'shop_order', 'member_survey', 'member_withdrawal']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of ['app_os', 'app_user_id', 'advertising_id_changed_at', 'advertising_id']) {
    await db.schema.alterTable('device').dropColumn(column).execute();
  }
  await db.schema.dropIndex('member_mobile_idx').ifExists().execute();
  await db.schema.dropIndex('member_nickname_lower_idx').ifExists().execute();
  await db.schema.dropIndex('member_nickname_key_uq').ifExists().execute();
  for (const column of [
    'nickname_key',
    'withdrawn_at',
    'nickname_changed_at',
    'mobile_changed_at',
    'sms_yn_changed_at',
    'email_yn_changed_at',
    'ad_yn_changed_at',
    'push_yn_changed_at',
  ]) {
    await db.schema.alterTable('member').dropColumn(column).execute();
  }
}
