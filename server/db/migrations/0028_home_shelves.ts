import type { Kysely } from 'kysely';

/**
 * The home screen's shelves in the operator's order (server/modules/home, docs/home.md): one row a
 * shelf, `position` 1.. from the top, `visible` 0 hides a shelf without losing its place. Seeded with
 * every shelf the home knows in its default order; `npm run admin -- home shelves` edits it.
 */
const DEFAULT_ORDER = ['category', 'deals', 'season', 'best', 'local', 'shop', 'period', 'recent'];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('home_shelf')
    .addColumn('shelf_key', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('home_shelf')
    .values(
      DEFAULT_ORDER.map((key, index) => ({
        shelf_key: key,
        position: index + 1,
        visible: 1,
        updated_at: at,
      })),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('home_shelf').execute();
}
