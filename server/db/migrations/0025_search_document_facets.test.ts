import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText, generateQualityCatalogue } from '../../../bench/search-quality/catalogue.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { importCatalog } from '../../catalog/catalog-import.ts';
import { rebuildSearchIndex } from '../../modules/search/search.indexer.ts';
import { down, up } from './0025_search_document_facets.ts';

/**
 * 0025 gives every search document its product's price, popularity and sold-out flag. It empties the
 * index, whose documents predate the columns, and the rebuild (as prepareDatabase runs it on the next
 * start) fills them from the products.
 */
describe.each(dialectCases())(
  'migration 0025_search_document_facets on $dialect',
  ({ dialect, available }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      if (available) t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      if (available) await t.cleanup();
    });

    it.skipIf(!available)('empties the index, and the rebuild writes each product columns', async () => {
      const db = t.database.db;
      const imported = await importCatalog(db, catalogueText(generateQualityCatalogue({ products: 30 })));
      expect(imported.ok).toBe(true);
      await down(db as never);
      // The migration takes any schema; the typed database is the one it runs on.
      await up(db as never);
      expect(await db.selectFrom('search_document').select('product_no').execute()).toEqual([]);
      expect(await db.selectFrom('search_term').select('term').limit(1).execute()).toEqual([]);

      await rebuildSearchIndex(db);
      const documents = await db
        .selectFrom('search_document as d')
        .innerJoin('product as p', 'p.product_no', 'd.product_no')
        .select([
          'd.sale_price',
          'p.sale_price as price',
          'd.popularity',
          'p.popularity as popular',
          'd.sold_out',
          'p.sold_out as out',
        ])
        .execute();
      expect(documents).toHaveLength(30);
      for (const row of documents) {
        expect([row.sale_price, row.popularity, row.sold_out]).toEqual([row.price, row.popular, row.out]);
      }
    });
  },
);
