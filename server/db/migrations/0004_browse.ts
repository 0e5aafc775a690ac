import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('short_link')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('target_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_like')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('product_no', 'integer', (c) =>
      c.notNull().references('product.product_no').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('pre_page_name', 'varchar(100)')
    .addColumn('pre_list_component', 'varchar(100)')
    .addColumn('category_id', 'varchar(20)')
    .addPrimaryKeyConstraint('product_like_pk', ['member_id', 'product_no'])
    .execute();
  await db.schema
    .createIndex('product_like_recent_idx')
    .on('product_like')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('shop_like')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.store_id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_like_pk', ['member_id', 'store_id'])
    .execute();
  await db.schema
    .createIndex('shop_like_recent_idx')
    .on('shop_like')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_apply')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.event_id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('applied_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_apply_pk', ['event_id', 'member_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['event_apply', 'shop_like', 'product_like', 'short_link']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
