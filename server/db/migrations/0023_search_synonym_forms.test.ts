import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { SHIPPED_SYNONYMS } from '../../modules/search/synonyms.ts';
import { up } from './0023_search_synonym_forms.ts';

/**
 * 0023 brings a database whose dictionary predates the new forms up to synonyms.tsv: the new terms
 * arrive, a shipped row takes the file's words, and an operator's rows keep what the operator wrote.
 */
describe.each(dialectCases())('migration 0023_search_synonym_forms on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('inserts the new shipped terms and leaves the operator rows alone', async () => {
    const db = t.database.db;
    const before = '2026-01-01T00:00:00.000Z';
    // The table as an older database has it: the new forms missing, a shipped row with older words,
    // an operator's change to a shipped term and a term of the operator's own.
    await db.deleteFrom('search_synonym').where('term', 'in', ['초장', '깍뚜기', '케첩']).execute();
    await db.updateTable('search_synonym').set({ word: '소고기' }).where('term', '=', '우육').execute();
    await db
      .updateTable('search_synonym')
      .set({ word: '돼지목살', source: 'OPERATOR' })
      .where('term', '=', '목심')
      .execute();
    await db
      .insertInto('search_synonym')
      .values({ term: '붉은별열매', word: '토마토', source: 'OPERATOR', created_at: before })
      .execute();

    // The migration takes any schema; the typed database is the one it runs on.
    await up(db as never);

    const rows = await db.selectFrom('search_synonym').select(['term', 'word', 'source']).execute();
    const byTerm = new Map(rows.map((row) => [row.term, row]));
    expect(byTerm.get('초장')).toEqual({ term: '초장', word: '초고추장', source: 'SHIPPED' });
    expect(byTerm.get('깍뚜기')).toEqual({ term: '깍뚜기', word: '깍두기', source: 'SHIPPED' });
    expect(byTerm.get('케첩')).toEqual({ term: '케첩', word: '케찹', source: 'SHIPPED' });
    expect(byTerm.get('우육')).toEqual({ term: '우육', word: '소고기,한우', source: 'SHIPPED' });
    expect(byTerm.get('목심')).toEqual({ term: '목심', word: '돼지목살', source: 'OPERATOR' });
    expect(byTerm.get('붉은별열매')).toEqual({ term: '붉은별열매', word: '토마토', source: 'OPERATOR' });
    // Every shipped term, plus the operator's own one.
    expect(rows).toHaveLength(SHIPPED_SYNONYMS.size + 1);
    for (const [term, word] of SHIPPED_SYNONYMS) {
      if (term !== '목심') expect(byTerm.get(term)?.word, term).toBe(word);
    }

    // Running it again changes nothing.
    await up(db as never);
    expect(await db.selectFrom('search_synonym').select(['term', 'word', 'source']).execute()).toHaveLength(
      rows.length,
    );
  });
});
