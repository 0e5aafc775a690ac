import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import type { Db } from '../db/schema.ts';
import { isPostgres } from '../db/transaction.ts';
import { rebuildSearchIndex } from '../modules/search/search.indexer.ts';
import { importCatalog } from './catalog-import.ts';
import { generateCatalogLines, generateCatalogText } from './generate.ts';

/** Every row the import writes, in a fixed order (the search tables by their keys). */
async function snapshot(db: Db) {
  const rows = (table: string, order: string) =>
    sql
      .raw<Record<string, unknown>>(`select * from ${table} order by ${order}`)
      .execute(db)
      .then((result) =>
        // bigint columns come back as strings on PostgreSQL and numbers on SQLite.
        result.rows.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [key, key === 'weight' ? Number(value) : value]),
          ),
        ),
      );
  return {
    products: await rows('product', 'product_no'),
    stores: await rows('store', 'store_id'),
    events: await rows('alert_event', 'dedupe_key'),
    documents: await rows('search_document', 'product_no'),
    terms: await rows('search_term', 'term, product_no'),
    tags: await rows('search_tag', 'piece'),
    suggestions: await rows('search_suggestion', 'kind, text, start'),
  };
}

/** The search tables' indexes as PostgreSQL defines them (without the test schema's name). */
async function indexDefinitions(db: Db): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select regexp_replace(indexdef, ' ON [a-z0-9_]+\\.', ' ON ') as definition
      from pg_indexes
     where schemaname = current_schema() and tablename like 'search_%'
     order by indexname`.execute(db);
  return rows.map((row) => row.definition);
}

/**
 * The distinct terms' share of the postings, as counted, and as ANALYZE left it for the planner
 * (pg_stats: negative for a share).
 */
async function termDistinct(db: Db): Promise<{ counted: number; planner: number | null }> {
  const { rows } = await sql<{ counted: number; planner: number | null }>`
    select (select -count(distinct term)::float8 / count(*) from search_term) as counted,
           (select n_distinct::float8 from pg_stats
             where schemaname = current_schema() and tablename = 'search_term' and attname = 'term') as planner`.execute(
    db,
  );
  return rows[0]!;
}

const PRODUCTS = 600;

describe.each(dialectCases())('bulk catalogue import on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let normal: TestDatabase;
    let bulk: TestDatabase;
    beforeAll(async () => {
      normal = await openTestDatabase(dialect, { seed: false });
      bulk = await openTestDatabase(dialect, { seed: false });
      const text = generateCatalogText({ products: PRODUCTS });
      expect((await importCatalog(normal.database.db, text, { now: TEST_NOW })).ok).toBe(true);
      expect((await importCatalog(bulk.database.db, text, { now: TEST_NOW, bulk: true })).ok).toBe(true);
    });
    afterAll(async () => {
      await normal?.cleanup();
      await bulk?.cleanup();
    });

    it('writes the same rows and index as the normal import', async () => {
      const expected = await snapshot(normal.database.db);
      expect(expected.products).toHaveLength(PRODUCTS);
      expect(expected.terms.length).toBeGreaterThan(PRODUCTS * 20);
      expect(await snapshot(bulk.database.db)).toEqual(expected);
    });

    it('sends one store-news event per store that got new products', async () => {
      const stores = new Set<number>();
      for (const line of generateCatalogLines({ products: PRODUCTS })) {
        if (line.type === 'product' && line.storeId != null) stores.add(line.storeId);
      }
      const { events } = await snapshot(bulk.database.db);
      expect(
        events
          .filter((event) => event.kind === 'store-news')
          .map((event) => event.store_id)
          .sort(),
      ).toEqual([...stores].sort());
    });

    it('rebuilds in batches to the same index, and puts every index back', async () => {
      const db = bulk.database.db;
      const before = await snapshot(db);
      const indexes = isPostgres(db) ? await indexDefinitions(db) : [];
      expect(await rebuildSearchIndex(db, { bulk: true, batch: 37 })).toEqual({ products: PRODUCTS });
      expect(await snapshot(db)).toEqual(before);
      if (isPostgres(db)) {
        expect(indexes.length).toBeGreaterThanOrEqual(5);
        expect(await indexDefinitions(db)).toEqual(indexes);
        expect(await indexDefinitions(normal.database.db)).toEqual(indexes);
      }
    });

    it.skipIf(dialect !== 'postgres')(
      "gives the planner the postings' true share of distinct terms after each rebuild",
      async () => {
        for (const db of [normal.database.db, bulk.database.db]) {
          // ANALYZE alone estimates from a sample; at this size it would see every row, so the number
          // is first set wrong by hand: only the rebuild's own count puts it right.
          await sql`alter table search_term alter column term set (n_distinct = -0.5)`.execute(db);
          await sql`analyze search_term`.execute(db);
          expect((await termDistinct(db)).planner).toBe(-0.5);
          await rebuildSearchIndex(db, { bulk: db === bulk.database.db, batch: 37 });
          const { counted, planner } = await termDistinct(db);
          expect(counted).toBeLessThan(-0.01);
          expect(planner).toBeCloseTo(counted, 5);
        }
      },
    );
  });
});
