import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../../tests/support/databases.ts';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { insertMember } from '../../account/account.repository.ts';
import { holdHourlyLimit } from './community.hourly-limit.ts';

/**
 * SQLite across processes (the server and an admin command on one file): the hold's first statement is
 * a write, so its transaction owns the write lock from the start, as BEGIN IMMEDIATE would; another
 * connection then waits for it (busy_timeout) instead of failing later with SQLITE_BUSY. A second
 * connection with no busy timeout shows who holds the lock. (The parallel limits themselves are
 * community.limits.concurrency.test.ts.)
 */
describe('holdHourlyLimit on a SQLite file', () => {
  let dir: string;
  let database: Database;
  let other: SQLite.Database;
  let memberId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hourly-limit-'));
    const path = join(dir, 'db.sqlite');
    database = await openDatabase({ sqlitePath: path });
    await migrateToLatest(database.db);
    const at = TEST_NOW.toISOString();
    memberId = (
      await insertMember(database.db, {
        channel_type: 1001,
        provider_subject: 'hourly-limit-member',
        email: null,
        nickname: '잠금회원',
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        created_at: at,
        updated_at: at,
      })
    ).member_id;
    other = new SQLite(path, { timeout: 0 });
  });
  afterAll(async () => {
    other?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const otherCanWrite = () => {
    try {
      other.exec('BEGIN IMMEDIATE');
      other.exec('ROLLBACK');
      return true;
    } catch (error) {
      expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
      return false;
    }
  };

  it('owns the write lock from its first statement until the transaction ends', async () => {
    await database.db.transaction().execute(async (trx) => {
      expect(otherCanWrite()).toBe(true);
      await holdHourlyLimit(trx, { memberId, kind: 'writes', limit: 30, now: TEST_NOW });
      expect(otherCanWrite()).toBe(false);
    });
    expect(otherCanWrite()).toBe(true);
  });

  it('refuses past the limit with 429 code 19 and a Korean message', async () => {
    await expect(
      database.db
        .transaction()
        .execute((trx) => holdHourlyLimit(trx, { memberId, kind: 'photos', limit: 0, now: TEST_NOW })),
    ).rejects.toMatchObject({
      status: 429,
      body: { code: 19, message: expect.stringMatching(/사진은 한 시간에 0장/) },
    });
  });
});
