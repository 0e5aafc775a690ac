import type { Kysely } from 'kysely';

/**
 * The name's head word is indexed (`search_document.head_jamo`) and the match qualities changed: a
 * short word before the word naming the product (꿀 in 해남 꿀 고구마) scores below the products it
 * names, and a half-typed word completing the head ranks above a brand or a place that starts alike
 * (docs/search.md, "Ranking"). The index is derived data: emptied here, it is rebuilt from the catalogue
 * by prepareDatabase on the next start, as after 0018.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['search_tag', 'search_term', 'search_document', 'search_suggestion']) {
    await db.deleteFrom(table).execute();
  }
  await db.schema
    .alterTable('search_document')
    .addColumn('head_jamo', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_document').dropColumn('head_jamo').execute();
}
