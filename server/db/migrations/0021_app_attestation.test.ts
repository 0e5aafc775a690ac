import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { down, up } from './0021_app_attestation.ts';

/**
 * 0021 makes the challenge table, whose key keeps one challenge hash to one row (the single-use rule
 * rests on it), and its down step removes it again so the step can be re-run.
 */
describe.each(dialectCases())('migration 0021_app_attestation on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const row = {
    challenge_hash: 'a'.repeat(64),
    device_uuid: null,
    created_at: TEST_NOW.toISOString(),
    expires_at: new Date(TEST_NOW.getTime() + 300_000).toISOString(),
    used_at: null,
  };

  it.skipIf(!available)('goes down and up again; one row per challenge hash', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the database as it was before 0021
    const db = t.database.db as any;
    await down(db);
    await expect(
      t.database.db.selectFrom('app_attestation_challenge').selectAll().execute(),
    ).rejects.toThrow();
    await up(db);
    await t.database.db.insertInto('app_attestation_challenge').values(row).execute();
    await expect(
      t.database.db.insertInto('app_attestation_challenge').values(row).execute(),
    ).rejects.toThrow();
    expect(await t.database.db.selectFrom('app_attestation_challenge').selectAll().execute()).toEqual([row]);
  });
});
