import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { SHIPPED_TSV_SHA256, up } from './0027_search_synonym_shipped_rows.ts';

/**
 * 0027 brings a dictionary migrated before the file's last edits up to synonyms.tsv, and the file may
 * not change again without a migration that ships it.
 */
describe('synonyms.tsv', () => {
  it('is the file the newest dictionary migration ships', () => {
    const file = readFileSync(new URL('../../modules/search/synonyms.tsv', import.meta.url));
    expect(
      createHash('sha256').update(file).digest('hex'),
      'synonyms.tsv changed: add a migration like 0027 that ships it, with the new hash',
    ).toBe(SHIPPED_TSV_SHA256);
  });
});

describe.each(dialectCases())(
  'migration 0027_search_synonym_shipped_rows on $dialect',
  ({ dialect, available }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      if (available) t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      if (available) await t.cleanup();
    });

    it.skipIf(!available)('adds the forms 0023 never shipped and updates the changed rows', async () => {
      const db = t.database.db;
      // The table as 0023 left it before the file's last edits.
      await db.deleteFrom('search_synonym').where('term', 'in', ['촌닭', '쪽갈비']).execute();
      await db.updateTable('search_synonym').set({ word: '떡' }).where('term', '=', '떡국떡').execute();
      await db
        .updateTable('search_synonym')
        .set({ word: '떡', source: 'OPERATOR' })
        .where('term', '=', '떡볶이떡')
        .execute();

      // The migration takes any schema; the typed database is the one it runs on.
      await up(db as never);

      const rows = await db
        .selectFrom('search_synonym')
        .select(['term', 'word', 'source'])
        .where('term', 'in', ['촌닭', '쪽갈비', '떡국떡', '떡볶이떡'])
        .orderBy('term')
        .execute();
      expect(rows).toEqual([
        { term: '떡국떡', word: '떡국,떡', source: 'SHIPPED' },
        { term: '떡볶이떡', word: '떡', source: 'OPERATOR' },
        { term: '쪽갈비', word: '등갈비', source: 'SHIPPED' },
        { term: '촌닭', word: '토종닭', source: 'SHIPPED' },
      ]);
    });
  },
);
