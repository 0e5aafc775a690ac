import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { createSearchLogBuffer } from './search.log.buffer.ts';
import { type LoggedSearch, searchLogRow } from './search.products.service.ts';
import { createSearchLogPruner, SEARCH_LOG_RETENTION_DAYS } from './search.rank.service.ts';

const logged = (keyword: string): LoggedSearch => ({
  keyword,
  keyword_key: keyword,
  result_count: 3,
  rankable: 1,
});

describe.each(dialectCases())('the search log buffer on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    const rows = () =>
      t.database.db.selectFrom('search_log').select(['keyword', 'client_key']).orderBy('log_id').execute();

    it('writes nothing per search, every shopper once per keyword and hour when flushed', async () => {
      const buffer = createSearchLogBuffer({ pruner: createSearchLogPruner(), flushEveryMs: 60_000 });
      const db = t.database.db;
      for (const client of ['ip:a', 'ip:b', 'ip:a', 'ip:a']) {
        buffer.add(db, searchLogRow(logged('사과'), client, TEST_NOW), TEST_NOW);
      }
      buffer.add(db, searchLogRow(logged('쌀'), 'ip:a', TEST_NOW), TEST_NOW);
      expect(await rows()).toEqual([]);
      expect(buffer.pending()).toBe(3);
      await buffer.flush();
      expect(buffer.pending()).toBe(0);
      const written = await rows();
      expect(written).toHaveLength(3);
      expect(
        written
          .filter((row) => row.keyword === '사과')
          .map((row) => row.client_key)
          .sort(),
      ).toEqual(['ip:a', 'ip:b']);
      // A repeat within the hour is already written: nothing waits.
      buffer.add(db, searchLogRow(logged('사과'), 'ip:b', TEST_NOW), TEST_NOW);
      expect(buffer.pending()).toBe(0);
      // The next hour is another row.
      const later = new Date(TEST_NOW.getTime() + 60 * 60 * 1000);
      buffer.add(db, searchLogRow(logged('사과'), 'ip:b', later), later);
      await buffer.close();
      expect(await rows()).toHaveLength(4);
    });

    it('writes on its own after the interval, and prunes past retention as it writes', async () => {
      const db = t.database.db;
      const old = new Date(TEST_NOW.getTime() - (SEARCH_LOG_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
      await db
        .insertInto('search_log')
        .values(searchLogRow(logged('오래된'), 'ip:old', old))
        .execute();
      const buffer = createSearchLogBuffer({ pruner: createSearchLogPruner(), flushEveryMs: 20 });
      buffer.add(db, searchLogRow(logged('귤'), 'ip:c', TEST_NOW), TEST_NOW);
      for (let waited = 0; buffer.pending() > 0 && waited < 100; waited++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await buffer.flush();
      const keywords = (await rows()).map((row) => row.keyword);
      expect(keywords).toContain('귤');
      expect(keywords).not.toContain('오래된');
      await buffer.close();
    });

    it('keeps a batch it could not write for the next, and tells why', async () => {
      const problems: unknown[] = [];
      let failing = true;
      const buffer = createSearchLogBuffer({
        pruner: {
          async pruneIfDue() {
            if (failing) throw new Error('database away');
          },
        },
        flushEveryMs: 60_000,
        onError: (error) => problems.push(error),
      });
      const db = t.database.db;
      buffer.add(db, searchLogRow(logged('배'), 'ip:d', TEST_NOW), TEST_NOW);
      await buffer.flush();
      expect(problems).toHaveLength(1);
      expect(buffer.pending()).toBe(1);
      failing = false;
      await buffer.close();
      expect(buffer.pending()).toBe(0);
      expect((await rows()).filter((row) => row.keyword === '배')).toHaveLength(1);
    });
  });
});
