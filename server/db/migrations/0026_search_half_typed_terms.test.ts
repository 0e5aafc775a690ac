import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText, generateQualityCatalogue } from '../../../bench/search-quality/catalogue.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { importCatalog } from '../../catalog/catalog-import.ts';
import { compactText, halfTypedForms } from '../../modules/search/korean-text.ts';
import { rebuildSearchIndex } from '../../modules/search/search.indexer.ts';
import { down, up } from './0026_search_half_typed_terms.ts';

/**
 * 0026 empties the index, whose postings predate the half-typed forms, and the rebuild (as
 * prepareDatabase runs it on the next start) writes them.
 */
describe.each(dialectCases())(
  'migration 0026_search_half_typed_terms on $dialect',
  ({ dialect, available }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      if (available) t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      if (available) await t.cleanup();
    });

    it.skipIf(!available)(
      'empties the index both ways, and the rebuild writes the half-typed forms',
      async () => {
        const db = t.database.db;
        const imported = await importCatalog(db, catalogueText(generateQualityCatalogue({ products: 30 })));
        expect(imported.ok).toBe(true);
        const anyTerm = () => db.selectFrom('search_term').select('term').limit(1).execute();
        await down(db as never);
        expect(await anyTerm()).toEqual([]);
        await rebuildSearchIndex(db);
        // The migration takes any schema; the typed database is the one it runs on.
        await up(db as never);
        expect(await db.selectFrom('search_document').select('product_no').execute()).toEqual([]);
        expect(await anyTerm()).toEqual([]);

        await rebuildSearchIndex(db);
        const [named] = await db.selectFrom('product').select(['product_no', 'name']).limit(1).execute();
        const terms = await db
          .selectFrom('search_term')
          .select('term')
          .where('product_no', '=', named!.product_no)
          .execute();
        const forms = halfTypedForms(compactText(named!.name)).map((form) => form.needle);
        expect(forms.length, named!.name).toBeGreaterThan(0);
        expect(terms.map((row) => row.term)).toEqual(expect.arrayContaining(forms));
      },
    );
  },
);
