import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import type { Db } from '../../db/schema.ts';
import {
  announceSearchChange,
  cachedCopy,
  createSearchCatalogue,
  onSearchChange,
} from './search.catalogue.ts';

/**
 * The catalogue caches per instance: one app's copy is not another's, a change announced in this
 * process reaches the instances listening, and a transaction always reads its own rows.
 */
describe.each(dialectCases())('the search catalogue on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    let seq = 0;
    const addCategory = async () => {
      seq += 1;
      const code = `Z${String(seq).padStart(2, '0')}`;
      await t.database.db
        .insertInto('category')
        .values({ code, parent_code: null, depth: 1, name: `시험${seq}`, sort_order: seq })
        .execute();
      return code;
    };

    it('keeps its copy until a change is announced to it, and each instance has its own', async () => {
      const db = t.database.db;
      const listening = createSearchCatalogue();
      const other = createSearchCatalogue();
      const stop = onSearchChange(listening.changed);
      try {
        const first = await addCategory();
        expect((await listening.categoryTree(db)).byCode.has(first)).toBe(true);
        expect((await other.categoryTree(db)).byCode.has(first)).toBe(true);

        const second = await addCategory();
        expect((await listening.categoryTree(db)).byCode.has(second)).toBe(false);
        // A new instance starts empty: nothing is shared between apps.
        expect((await createSearchCatalogue().categoryTree(db)).byCode.has(second)).toBe(true);

        announceSearchChange('catalogue');
        expect((await listening.categoryTree(db)).byCode.has(second)).toBe(true);
        // Not listening: still the old copy until its time is up.
        expect((await other.categoryTree(db)).byCode.has(second)).toBe(false);
      } finally {
        stop();
      }
      const third = await addCategory();
      announceSearchChange('catalogue');
      expect((await listening.categoryTree(db)).byCode.has(third)).toBe(false);
    });

    it('reads afresh with no time to keep, and inside a transaction', async () => {
      const db = t.database.db;
      const uncached = createSearchCatalogue({ ttlMs: 0 });
      const cached = createSearchCatalogue();
      await cached.categoryTree(db);
      const code = await addCategory();
      expect((await uncached.categoryTree(db)).byCode.has(code)).toBe(true);
      const inside = await db.transaction().execute(async (trx) => {
        const uncommitted = `Y${seq}`;
        await trx
          .insertInto('category')
          .values({ code: uncommitted, parent_code: null, depth: 1, name: '미확정', sort_order: 99 })
          .execute();
        return (await cached.categoryTree(trx)).byCode.has(uncommitted);
      });
      expect(inside).toBe(true);
      expect((await cached.categoryTree(db)).byCode.has(code)).toBe(false);
    });

    it('drops the lexicon when the synonyms change, and keeps the tree', async () => {
      const db = t.database.db;
      const catalogue = createSearchCatalogue();
      const tree = await catalogue.categoryTree(db);
      const lexicon = await catalogue.lexicon(db);
      expect(await catalogue.lexicon(db)).toBe(lexicon);
      catalogue.changed('synonyms');
      expect(await catalogue.lexicon(db)).not.toBe(lexicon);
      expect(await catalogue.categoryTree(db)).toBe(tree);
    });
  });
});

describe('a cached copy being made', () => {
  const db = { isTransaction: false } as Db;

  it('answers 141 when not ready in time, shares one load, and serves the next search once made', async () => {
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const copy = cachedCopy(
      () => {
        loads += 1;
        return new Promise<string>((resolve) => {
          finish = resolve;
        });
      },
      60_000,
      10,
    );
    const late = await Promise.allSettled([copy.get(db), copy.get(db)]);
    expect(late.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((late[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      body: { code: 141, name: 'CACHE_CREATION_TIMEOUT' },
    });
    expect(loads).toBe(1);
    finish('tree');
    await expect(copy.get(db)).resolves.toBe('tree');
    expect(loads).toBe(1);
  });

  it('drops a load a change overtook', async () => {
    let finish: (value: string) => void = () => {};
    let loads = 0;
    const copy = cachedCopy(
      () => {
        loads += 1;
        return loads === 1
          ? new Promise<string>((resolve) => {
              finish = resolve;
            })
          : Promise.resolve('new');
      },
      60_000,
      1_000,
    );
    const old = copy.get(db);
    copy.drop();
    finish('old');
    await expect(old).resolves.toBe('old');
    await expect(copy.get(db)).resolves.toBe('new');
  });
});
