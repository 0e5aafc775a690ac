import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('parent_code', 'varchar(16)', (c) => c.references('category.code'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').column('parent_code').execute();

  await db.schema
    .createTable('region')
    .addColumn('code', 'varchar(4)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(10)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store')
    .addColumn('store_id', 'integer', (c) => c.primaryKey())
    .addColumn('region_code', 'varchar(4)', (c) => c.notNull().references('region.code'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('store_region_idx').on('store').column('region_code').execute();

  await db.schema
    .createTable('product')
    .addColumn('product_no', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('category_code', 'varchar(16)', (c) => c.notNull().references('category.code'))
    .addColumn('store_id', 'integer', (c) => c.references('store.store_id'))
    .addColumn('origin', 'varchar(60)', (c) => c.notNull())
    .addColumn('weight', 'varchar(40)', (c) => c.notNull())
    .addColumn('regular_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer', (c) => c.notNull())
    .addColumn('discount_rate', 'integer', (c) => c.notNull())
    .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('season_months', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_category_idx').on('product').column('category_code').execute();
  await db.schema.createIndex('product_store_idx').on('product').column('store_id').execute();

  await db.schema
    .createTable('deal')
    .addColumn('deal_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('deal_window_idx')
    .on('deal')
    .columns(['published', 'ends_at', 'starts_at'])
    .execute();

  await db.schema
    .createTable('deal_product')
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.deal_id').onDelete('cascade'))
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('deal_product_pk', ['deal_id', 'product_no'])
    .execute();

  await db.schema
    .createTable('period')
    .addColumn('period_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('track_name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('period_product')
    .addColumn('period_id', 'integer', (c) => c.notNull().references('period.period_id').onDelete('cascade'))
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('period_product_pk', ['period_id', 'product_no'])
    .execute();

  await db.schema
    .createTable('event')
    .addColumn('event_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('banner')
    .addColumn('banner_id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('background_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('best_rank')
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no'))
    .addColumn('previous_rank', 'integer')
    .addPrimaryKeyConstraint('best_rank_pk', ['period', 'rank'])
    .execute();

  await db.schema
    .createTable('notice')
    .addColumn('notice_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalog_meta')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'catalog_meta',
    'notice',
    'best_rank',
    'banner',
    'event',
    'period_product',
    'period',
    'deal_product',
    'deal',
    'product',
    'store',
    'region',
    'category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
