import type { Kysely } from 'kysely';

/**
 * The index's match qualities changed (initial consonants are scored word by word, a sales word or a
 * place below the words naming the product: docs/search.md). The index is derived data: emptied here,
 * it is rebuilt from the catalogue by prepareDatabase on the next start.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['search_tag', 'search_term', 'search_document', 'search_suggestion']) {
    await db.deleteFrom(table).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(_db: Kysely<any>): Promise<void> {}
