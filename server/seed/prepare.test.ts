import { afterEach, describe, expect, it } from 'vitest';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { starHistoryEvents } from './points.ts';
import { prepareDatabase } from './prepare.ts';

describe.each(dialectCases())('prepareDatabase on $dialect', ({ dialect, available }) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it.skipIf(!available)('seeds an empty database once, with its search index', async () => {
    t = await openTestDatabase(dialect, { seed: false });
    const now = new Date('2026-11-21T03:00:00.000Z');
    expect(await prepareDatabase(t.database, { seed: true, now })).toEqual({ seeded: true });
    expect(await prepareDatabase(t.database, { seed: true, now })).toEqual({ seeded: false });
    const indexed = await t.database.db.selectFrom('search_document').select('product_no').execute();
    const products = await t.database.db.selectFrom('product').select('product_no').execute();
    expect(indexed.length).toBe(products.length);
  });

  it.skipIf(!available)('rebuilds a missing search index of an existing catalogue', async () => {
    t = await openTestDatabase(dialect);
    await t.database.db.deleteFrom('search_document').execute();
    await prepareDatabase(t.database, { seed: true, now: new Date('2026-11-21T03:00:00.000Z') });
    const indexed = await t.database.db.selectFrom('search_document').select('product_no').execute();
    expect(indexed.length).toBeGreaterThanOrEqual(400);
  });

  it.skipIf(!available)('gives a database seeded before the demo star member that member, once', async () => {
    t = await openTestDatabase(dialect);
    const now = new Date('2026-11-21T03:00:00.000Z');
    await prepareDatabase(t.database, { seed: true, now });
    await prepareDatabase(t.database, { seed: true, now });
    const members = await t.database.db
      .selectFrom('member')
      .select('member_id')
      .where('provider_subject', '=', 'dev-naver-0009')
      .execute();
    expect(members).toHaveLength(1);
    const memberId = members[0]?.member_id as number;
    const earns = await t.database.db
      .selectFrom('point_entry')
      .select('entry_id')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'earn')
      .execute();
    expect(earns).toHaveLength(
      starHistoryEvents(memberId, now).filter((event) => event.kind === 'earn').length,
    );
  });

  it.skipIf(!available)('only migrates when seeding is off', async () => {
    t = await openTestDatabase(dialect, { seed: false });
    expect(await prepareDatabase(t.database, { seed: false, now: new Date() })).toEqual({ seeded: false });
    expect(await t.database.db.selectFrom('product').select('product_no').execute()).toEqual([]);
  });
});
