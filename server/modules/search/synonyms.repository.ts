/**
 * The search lexicon's rows: the synonym dictionary (search_synonym, edited by `npm run admin -- search
 * synonym`) and the typo vocabulary read from the index.
 */
import type { Db } from '../../db/schema.ts';

export interface SynonymRow {
  term: string;
  word: string;
  source: string;
}

export async function loadSynonyms(db: Db): Promise<SynonymRow[]> {
  return db.selectFrom('search_synonym').select(['term', 'word', 'source']).orderBy('term').execute();
}

/** Adds a term or changes its word; true when it was new. */
export async function upsertSynonym(
  db: Db,
  row: { term: string; word: string; now: string },
): Promise<boolean> {
  const existing = await db
    .selectFrom('search_synonym')
    .select('term')
    .where('term', '=', row.term)
    .executeTakeFirst();
  await db
    .insertInto('search_synonym')
    .values({ term: row.term, word: row.word, source: 'OPERATOR', created_at: row.now })
    .onConflict((c) => c.column('term').doUpdateSet({ word: row.word, source: 'OPERATOR' }))
    .execute();
  return existing === undefined;
}

/** Removes a term; true when it was there. */
export async function deleteSynonym(db: Db, term: string): Promise<boolean> {
  const result = await db.deleteFrom('search_synonym').where('term', '=', term).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The words typos are corrected towards: every whole keyword of the suggestions (name and category
 * words) with its weight, and the other tags (origins, stores, regions) as known words of weight 0.
 */
export async function loadVocabularyRows(db: Db): Promise<{ text: string; weight: number }[]> {
  const [keywords, tags] = await Promise.all([
    db
      .selectFrom('search_suggestion')
      .select(['text', 'weight'])
      .where('kind', '=', 'KEYWORD')
      .where('start', '=', 0)
      .execute(),
    db.selectFrom('search_tag').select('piece').execute(),
  ]);
  return [
    ...keywords.map((row) => ({ text: row.text, weight: Number(row.weight) })),
    ...tags.map((row) => ({ text: row.piece, weight: 0 })),
  ];
}
