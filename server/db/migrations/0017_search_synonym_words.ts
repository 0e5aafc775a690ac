import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';

/**
 * A dictionary term may now name several words, separated by commas (우육 -> 소고기,한우; 물 -> 생수):
 * the shipped rows are brought up to server/modules/search/synonyms.tsv as it is when this migration
 * runs. A term an operator added or changed (source 'OPERATOR') is left as the operator wrote it.
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

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(_db: Kysely<any>): Promise<void> {}
