import type { Kysely } from 'kysely';

/**
 * Notices as operators publish them (`npm run admin -- notice add|edit|pin|unpublish`): the table of
 * 0001 gains a pin (pinned notices list first), a plain-text summary (list lines, link previews and the
 * notice's notification), an image for link previews, and when it was last edited. `published` (0/1)
 * stays the switch `unpublish` turns off; `created_at` is when it was published.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notice')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('notice')
    .addColumn('summary', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('notice').addColumn('image_url', 'varchar(2048)').execute();
  await db.schema.alterTable('notice').addColumn('updated_at', 'varchar(30)').execute();
  // The list (published, pinned first, newest first) and the newest one (/notice/last) read this index.
  await db.schema
    .createIndex('notice_list_idx')
    .on('notice')
    .columns(['published', 'pinned', 'created_at', 'notice_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_list_idx').ifExists().execute();
  for (const column of ['updated_at', 'image_url', 'summary', 'pinned'])
    await db.schema.alterTable('notice').dropColumn(column).execute();
}
