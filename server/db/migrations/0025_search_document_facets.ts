import type { Kysely } from 'kysely';

/**
 * The document carries the product columns the search's facets, filters and orders read (price,
 * popularity, sold out), as its postings already do: a keyword of several words or a half-typed one
 * confirms thousands of documents, and joining each to its product doubled the work (docs/search.md,
 * "Performance"). The index is derived data: emptied here, it is rebuilt from the catalogue by
 * prepareDatabase on the next start, as after 0024.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['search_tag', 'search_term', 'search_document', 'search_suggestion']) {
    await db.deleteFrom(table).execute();
  }
  for (const column of ['sale_price', 'popularity', 'sold_out']) {
    await db.schema
      .alterTable('search_document')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['sale_price', 'popularity', 'sold_out']) {
    await db.schema.alterTable('search_document').dropColumn(column).execute();
  }
}
