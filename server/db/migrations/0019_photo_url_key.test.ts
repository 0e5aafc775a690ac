import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { down, up } from './0019_photo_url_key.ts';

/**
 * 0019 gives the photos stored before it a random key each (more than one batch of them), distinct,
 * and the unique index keeps any two photos from sharing one afterwards.
 */
describe.each(dialectCases())('migration 0019_photo_url_key on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('keys every existing photo with 128 random bits, each its own', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the table as it was before 0019, without url_key
    const db = t.database.db as any;
    await down(db);
    const count = 1203;
    for (let start = 0; start < count; start += 200) {
      await db
        .insertInto('community_photo')
        .values(
          Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
            member_id: 1 + ((start + i) % 7),
            post_id: null,
            width: 640,
            height: 480,
            byte_length: 100,
            created_at: TEST_NOW.toISOString(),
          })),
        )
        .execute();
    }

    await up(db);

    const rows = await t.database.db.selectFrom('community_photo').select(['photo_id', 'url_key']).execute();
    expect(rows).toHaveLength(count);
    for (const row of rows) expect(row.url_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(rows.map((row) => row.url_key)).size).toBe(count);
    const [first] = rows;
    await expect(
      t.database.db
        .insertInto('community_photo')
        .values({
          url_key: String(first?.url_key),
          member_id: 1,
          post_id: null,
          width: 1,
          height: 1,
          byte_length: 1,
          created_at: TEST_NOW.toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
