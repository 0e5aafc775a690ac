import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';

/**
 * The shipped dictionary grew from 375 to about 800 terms: the forms shoppers type (초장 ->
 * 초고추장, 케첩 and 케찹 both ways, 깍뚜기 -> 깍두기). As 0017 did, the shipped rows are brought up
 * to server/modules/search/synonyms.tsv as it is when this migration runs: new terms are inserted,
 * shipped rows take the file's words, and a term an operator added or changed (source 'OPERATOR')
 * is left as the operator wrote it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const text = readFileSync(new URL('../../modules/search/synonyms.tsv', import.meta.url), 'utf8');
  const now = new Date().toISOString();
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map((part) => part.trim()))
    .filter(([term, word]) => term && word && term !== word)
    .map(([term, word]) => ({ term, word, source: 'SHIPPED', created_at: now }));
  // 200 rows of 4 values stay under SQLite's 999 parameters.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('search_synonym')
      .values(rows.slice(i, i + 200))
      .onConflict((c) =>
        c
          .column('term')
          .doUpdateSet((eb) => ({ word: eb.ref('excluded.word') }))
          .where('search_synonym.source', '=', 'SHIPPED'),
      )
      .execute();
  }
}

/** Nothing to undo: the rows are the dictionary's data, and 0016's down step drops the table. */
// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(_db: Kysely<any>): Promise<void> {}
