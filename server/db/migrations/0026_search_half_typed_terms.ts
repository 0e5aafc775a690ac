import type { Kysely } from 'kysely';

/**
 * The postings hold each name's half-typed forms (`ㅅㅏㄱ` for 사과: a syllable and the consonant
 * after it), so a search for `사ㄱ` or a composing `삭` is counted and paged from them instead of
 * confirming thousands of documents (docs/search.md, "Performance"). The index is derived data: emptied
 * here (and on the way down, where the old code would not delete the new terms), it is rebuilt from the
 * catalogue by prepareDatabase on the next start, as after 0025.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
async function emptyIndex(db: Kysely<any>): Promise<void> {
  for (const table of ['search_tag', 'search_term', 'search_document', 'search_suggestion']) {
    await db.deleteFrom(table).execute();
  }
}

export const up = emptyIndex;
export const down = emptyIndex;
