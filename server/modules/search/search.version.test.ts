/**
 * Another process's change to the catalogue (a second instance on the same PostgreSQL, an operator
 * command on the SQLite file, psql) reaches an app's kept search answers within about a second: the
 * catalogue's version (search.version.ts, migration 0033), read at most once a second.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#contract/display.ts';
import { dialectCases, TEST_NOW } from '../../../tests/support/databases.ts';
import { testPgPooler } from '../../../tests/support/pg-url.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, dropPgSchema, openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { rebuildSearchIndex } from './search.indexer.ts';
import { readSearchVersion, VERSION_CHECK_MS } from './search.version.ts';

interface SearchBody {
  products: ProductSummary[];
}

describe.each(dialectCases())('the catalogue version on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    const url = process.env.TEST_PG_URL;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const dir = mkdtempSync(join(tmpdir(), 'search-version-'));
    // Two connections to one database: the app's, and another process's (an instance, a command).
    const open = () =>
      dialect === 'postgres'
        ? openDatabase({ url, pgSchema: schema, pooler: testPgPooler() })
        : openDatabase({ sqlitePath: join(dir, 'shop.db') });
    let mine: Database;
    let theirs: Database;
    let now = TEST_NOW.getTime();
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      mine = await open();
      await migrateToLatest(mine.db);
      await seedDatabase(mine.db, { now: TEST_NOW });
      await rebuildSearchIndex(mine.db);
      theirs = await open();
      app = await buildApp(testConfig({ SEARCH_RATE_LIMIT: '1000' }), {
        database: mine,
        clock: () => new Date(now),
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await theirs?.close();
      await mine?.close();
      if (dialect === 'postgres' && url) await dropPgSchema(url, schema);
      rmSync(dir, { recursive: true, force: true });
    });

    const search = async (keyword: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/search?keyword=${encodeURIComponent(keyword)}&size=50`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SearchBody;
    };

    it('shows a product renamed by another process in the search after the next second', async () => {
      const first = await search('사과');
      const apple = first.products[0]!;
      expect(apple).toBeDefined();
      const renamed = `${apple.name} 햇`;
      await theirs.db
        .updateTable('product')
        .set({ name: renamed })
        .where('product_no', '=', apple.productNo)
        .execute();

      now += VERSION_CHECK_MS + 1;
      const after = await search('사과');
      expect(after.products.find((product) => product.productNo === apple.productNo)?.name).toBe(renamed);
    });

    it.runIf(dialect === 'postgres')(
      'moves once per statement that writes the catalogue, never for a read',
      async () => {
        const before = BigInt(await readSearchVersion(theirs.db));
        await theirs.db
          .updateTable('product')
          .set({ popularity: sql`popularity` })
          .where('product_no', 'in', (eb) =>
            eb.selectFrom('product').select('product_no').orderBy('product_no').limit(3),
          )
          .execute();
        await theirs.db.selectFrom('search_term').select('term').limit(1).execute();
        expect(BigInt(await readSearchVersion(theirs.db))).toBe(before + 1n);
      },
    );
  });
});
