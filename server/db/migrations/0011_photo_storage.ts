import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Photos of the community and where their bytes live.
 *
 * - `stored_object` is the default storage adapter (server/modules/storage/): the re-encoded bytes in the
 *   database itself, so every instance of a scaled-out deployment serves every photo and nothing is kept
 *   on a local disk. `bytea` on PostgreSQL, `blob` on SQLite.
 * - `community_photo` is one upload: its owner, the post it belongs to (null until a post attaches it,
 *   and again after an edit removes it) and the size of its largest variant, from which the variant
 *   list is derived (shared/photo-image.ts). Uploads of the last hour are counted by member for the
 *   upload limit, and photos never attached are pruned by an admin command.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('stored_object')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('byte_length', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('community_photo')
    .addColumn('photo_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer')
    /** The largest variant's size, EXIF orientation applied. */
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    /** All variants together, for the operator's storage figures. */
    .addColumn('byte_length', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_photo_member_idx')
    .on('community_photo')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('community_photo_post_idx')
    .on('community_photo')
    .columns(['post_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('community_photo').ifExists().execute();
  await db.schema.dropTable('stored_object').ifExists().execute();
}
