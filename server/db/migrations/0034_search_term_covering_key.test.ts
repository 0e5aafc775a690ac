import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText, generateQualityCatalogue } from '../../../bench/search-quality/catalogue.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { importCatalog } from '../../catalog/catalog-import.ts';
import type { Db } from '../schema.ts';
import { down, up } from './0034_search_term_covering_key.ts';

/** The postings' primary key on PostgreSQL: its key columns and the columns it carries besides. */
async function primaryKey(db: Db): Promise<{ keys: string[]; included: string[] }> {
  const { rows } = await sql<{ name: string; is_key: boolean }>`
    select a.attname as name, k.ord <= i.indnkeyatts as is_key
      from pg_constraint c
      join pg_index i on i.indexrelid = c.conindid
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where c.conrelid = 'search_term'::regclass and c.contype = 'p'
     order by k.ord`.execute(db);
  return {
    keys: rows.filter((row) => row.is_key).map((row) => row.name),
    included: rows.filter((row) => !row.is_key).map((row) => row.name),
  };
}

const CARRIED = ['score', 'category_code', 'sale_price', 'popularity', 'sold_out'];

describe.each(dialectCases())(
  'migration 0034_search_term_covering_key on $dialect',
  ({ dialect, available }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      if (available) t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      if (available) await t.cleanup();
    });

    it.skipIf(!available)('makes the postings key carry what a postings read selects, and back', async () => {
      const db = t.database.db;
      expect((await importCatalog(db, catalogueText(generateQualityCatalogue({ products: 30 })))).ok).toBe(
        true,
      );
      const postings = () =>
        db.selectFrom('search_term').selectAll().orderBy('term').orderBy('product_no').execute();
      const before = await postings();
      expect(before.length).toBeGreaterThan(100);
      if (dialect === 'postgres') {
        expect(await primaryKey(db)).toEqual({ keys: ['term', 'product_no'], included: CARRIED });
      }
      await down(db as never);
      if (dialect === 'postgres') {
        expect(await primaryKey(db)).toEqual({ keys: ['term', 'product_no'], included: [] });
      }
      expect(await postings()).toEqual(before);
      // The migration takes any schema; the typed database is the one it runs on.
      await up(db as never);
      if (dialect === 'postgres') {
        expect(await primaryKey(db)).toEqual({ keys: ['term', 'product_no'], included: CARRIED });
      }
      expect(await postings()).toEqual(before);
    });
  },
);
