import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { insertMember } from '../modules/account/account.repository.ts';
import { type AdminContext, parseCommand, runAdmin } from './admin.ts';

const run = promisify(execFile);

function capture(db: AdminContext['db']) {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: AdminContext = {
    db,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    now: TEST_NOW,
    builtWebVersion: '2.29.0',
  };
  return { ctx, out, err };
}

describe('parseCommand', () => {
  it('accepts the documented commands', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ command: { name: 'maintenance', on: true } });
    expect(parseCommand(['web-version', '2.30.0'])).toEqual({
      command: { name: 'web-version', version: '2.30.0' },
    });
    expect(parseCommand(['ban', '12', '운영정책 위반'])).toEqual({
      command: { name: 'ban', member: '12', message: '운영정책 위반' },
    });
    expect(parseCommand(['terms-change', 'all'])).toEqual({
      command: { name: 'terms-change', member: 'all' },
    });
    expect(parseCommand(['list-members'])).toEqual({ command: { name: 'list-members', limit: 20 } });
    expect(parseCommand(['stars', 'grant', '7', '500', '배송', '지연', '보상'])).toEqual({
      command: { name: 'stars', action: 'grant', member: '7', amount: 500, reason: '배송 지연 보상' },
    });
    expect(parseCommand(['stars', 'revoke', 'kim@example.kr', '100', '중복 지급', '--key', 'fix-1'])).toEqual(
      {
        command: {
          name: 'stars',
          action: 'revoke',
          member: 'kim@example.kr',
          amount: 100,
          reason: '중복 지급',
          key: 'fix-1',
        },
      },
    );
    expect(parseCommand(['stars', 'expire'])).toEqual({ command: { name: 'stars', action: 'expire' } });
    expect(parseCommand(['service-stop', '2027-03-01'])).toEqual({
      command: { name: 'service-stop', date: '2027-03-01' },
    });
    expect(parseCommand(['service-stop', 'cancel'])).toEqual({
      command: { name: 'service-stop', date: null },
    });
  });

  it('refuses anything else with a Korean reason', () => {
    for (const args of [
      ['maintenance'],
      ['maintenance', 'yes'],
      ['web-version', '2.30'],
      ['ban', '12'],
      ['unban'],
      ['list-members', '0'],
      ['app-min-version', 'windows', '1.0.0'],
      ['drop-database'],
      ['stars'],
      ['stars', 'give', '7', '100', '사유'],
      ['stars', 'grant', '7', '0', '사유'],
      ['stars', 'grant', '7', '-5', '사유'],
      ['stars', 'grant', '7', '1.5', '사유'],
      ['stars', 'grant', '7', '100'],
      ['stars', 'expire', 'now'],
      ['service-stop'],
      ['service-stop', '2027-02-30'],
      ['service-stop', 'tomorrow'],
    ]) {
      const parsed = parseCommand(args);
      expect('error' in parsed, args.join(' ')).toBe(true);
      if ('error' in parsed) expect(parsed.error).toMatch(/[가-힣]/);
    }
  });

  it('accepts a web version exactly when it is x.y.z', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const accepted = !('error' in parseCommand(['web-version', value]));
        expect(accepted).toBe(value === 'reset' || /^\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(value));
      }),
    );
  });
});

describe.each(dialectCases())('admin commands on $dialect', ({ dialect, available }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    if (!available) return;
    testDb = await openTestDatabase(dialect, { seed: false });
    const at = TEST_NOW.toISOString();
    const base = { nickname: '회원', created_at: at, updated_at: at };
    await insertMember(testDb.database.db, {
      ...base,
      channel_type: 1001,
      provider_subject: 'n-1',
      email: 'kim@example.kr',
    });
    await insertMember(testDb.database.db, {
      ...base,
      channel_type: 1001,
      provider_subject: 'n-2',
      email: 'twice@example.kr',
    });
    await insertMember(testDb.database.db, {
      ...base,
      channel_type: 1002,
      provider_subject: 'a-2',
      email: 'twice@example.kr',
    });
  });
  afterAll(async () => {
    if (available) await testDb.cleanup();
  });

  it.skipIf(!available)('answers 2 with the usage on bad input, touching nothing', async () => {
    const { ctx, err } = capture(testDb.database.db);
    expect(await runAdmin(['maintenance', 'maybe'], ctx)).toBe(2);
    expect(err.join('\n')).toContain('사용법');
  });

  it.skipIf(!available)('bans and unbans a member named by e-mail or number', async () => {
    const banned = capture(testDb.database.db);
    expect(
      await runAdmin(
        ['ban', 'kim@example.kr', '광고성 게시물 반복 등록으로 이용이 제한되었습니다.'],
        banned.ctx,
      ),
    ).toBe(0);
    expect(banned.out.join('\n')).toContain('이용 정지');
    const listed = capture(testDb.database.db);
    expect(await runAdmin(['list-members'], listed.ctx)).toBe(0);
    expect(listed.out.find((line) => line.includes('kim@example.kr'))).toContain('이용 정지');
    const row = await testDb.database.db
      .selectFrom('member')
      .selectAll()
      .where('email', '=', 'kim@example.kr')
      .executeTakeFirstOrThrow();
    expect(row.ban_message).toBe('광고성 게시물 반복 등록으로 이용이 제한되었습니다.');

    expect(await runAdmin(['unban', String(row.member_id)], capture(testDb.database.db).ctx)).toBe(0);
    const after = await testDb.database.db
      .selectFrom('member')
      .select(['is_banned', 'ban_message'])
      .where('member_id', '=', row.member_id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ is_banned: 0, ban_message: '' });
  });

  it.skipIf(!available)('answers 1 for an unknown member, and for an e-mail two members share', async () => {
    const unknown = capture(testDb.database.db);
    expect(await runAdmin(['ban', 'nobody@example.kr', '사유'], unknown.ctx)).toBe(1);
    expect(unknown.err.join('\n')).toContain('회원을 찾을 수 없습니다');
    const shared = capture(testDb.database.db);
    expect(await runAdmin(['terms-change', 'twice@example.kr'], shared.ctx)).toBe(1);
    expect(shared.err.join('\n')).toContain('회원번호로 지정');
  });

  it.skipIf(!available)('asks every member to agree to changed terms with "all"', async () => {
    const all = capture(testDb.database.db);
    expect(await runAdmin(['terms-change', 'all'], all.ctx)).toBe(0);
    expect(all.out.join('\n')).toContain('3명');
    const rows = await testDb.database.db.selectFrom('member').select('terms_agreed').execute();
    expect(rows.every((row) => row.terms_agreed === 0)).toBe(true);
  });

  it.skipIf(!available)('grants and revokes stars, once per key, never below zero', async () => {
    const db = testDb.database.db;
    const kim = await db
      .selectFrom('member')
      .select('member_id')
      .where('email', '=', 'kim@example.kr')
      .executeTakeFirstOrThrow();
    await db.updateTable('member').set({ is_banned: 0 }).where('member_id', '=', kim.member_id).execute();
    const grant = capture(db);
    expect(
      await runAdmin(
        ['stars', 'grant', 'kim@example.kr', '1500', '배송 지연 보상', '--key', 'cs-1'],
        grant.ctx,
      ),
    ).toBe(0);
    expect(grant.out.join('\n')).toContain('1,500개');
    const again = capture(db);
    expect(
      await runAdmin(
        ['stars', 'grant', String(kim.member_id), '1500', '배송 지연 보상', '--key', 'cs-1'],
        again.ctx,
      ),
    ).toBe(0);
    expect(again.out.join('\n')).toContain('이미 처리된 지급');
    const revoke = capture(db);
    expect(
      await runAdmin(['stars', 'revoke', String(kim.member_id), '500', '중복 지급 정정'], revoke.ctx),
    ).toBe(0);
    expect(revoke.out.join('\n')).toContain('보유: 1,000개');
    const tooMuch = capture(db);
    expect(await runAdmin(['stars', 'revoke', String(kim.member_id), '5000', '정정'], tooMuch.ctx)).toBe(1);
    expect(tooMuch.err.join('\n')).toContain('부족');
    const rows = await db
      .selectFrom('point_entry')
      .select(['kind', 'amount', 'reason'])
      .where('member_id', '=', kim.member_id)
      .orderBy('entry_id')
      .execute();
    expect(rows).toEqual([
      { kind: 'earn', amount: 1500, reason: '배송 지연 보상' },
      { kind: 'revoke', amount: -500, reason: '중복 지급 정정' },
    ]);
    expect(await runAdmin(['stars', 'grant', 'nobody@example.kr', '1', '사유'], capture(db).ctx)).toBe(1);
  });

  it.skipIf(!available)(
    'writes due expiries, and schedules a service stop only with 30 days notice',
    async () => {
      const db = testDb.database.db;
      const soon = capture(db);
      // TEST_NOW is 2026-11-21 in Seoul: 2026-12-20 is 29 days away.
      expect(await runAdmin(['service-stop', '2026-12-20'], soon.ctx)).toBe(1);
      expect(soon.err.join('\n')).toContain('30일');
      const ok = capture(db);
      expect(await runAdmin(['service-stop', '2026-12-21'], ok.ctx)).toBe(0);
      const policy = await db.selectFrom('point_policy').selectAll().executeTakeFirstOrThrow();
      expect(policy.service_stop_at).toBe('2026-12-20T15:00:00.000Z');

      const after = capture(db);
      after.ctx.now = new Date('2026-12-21T00:00:00.000Z');
      expect(await runAdmin(['stars', 'expire'], after.ctx)).toBe(0);
      expect(after.out.join('\n')).toContain('1,000개');
      const expired = await db
        .selectFrom('point_entry')
        .select(['amount', 'reason'])
        .where('kind', '=', 'expire')
        .execute();
      expect(expired).toEqual([{ amount: -1000, reason: '서비스 종료로 소멸' }]);
      // Running it again changes nothing.
      const twice = capture(db);
      twice.ctx.now = after.ctx.now;
      expect(await runAdmin(['stars', 'expire'], twice.ctx)).toBe(0);
      expect(twice.out.join('\n')).toContain('0명');
      expect(await runAdmin(['service-stop', 'cancel'], capture(db).ctx)).toBe(0);
    },
  );

  it.skipIf(!available)('shows the state it switched', async () => {
    expect(await runAdmin(['maintenance', 'on'], capture(testDb.database.db).ctx)).toBe(0);
    const status = capture(testDb.database.db);
    expect(await runAdmin(['status'], status.ctx)).toBe(0);
    expect(status.out.join('\n')).toContain('점검 모드: 켜짐');
    expect(status.out.join('\n')).toContain('2.29.0 (서버 빌드 버전)');
  });
});

describe('npm run admin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  const env = { ...process.env, DATABASE_URL: '', SQLITE_PATH: join(dir, 'admin.db'), NODE_ENV: 'test' };
  const cli = (...args: string[]) =>
    run('node', ['--import', 'tsx', 'server/admin/cli.ts', ...args], { env });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('switches maintenance in the configured database, which it creates if needed', async () => {
    const on = await cli('maintenance', 'on');
    expect(on.stdout).toContain('점검 모드를 켰습니다');
    const status = await cli('status');
    expect(status.stdout).toContain('점검 모드: 켜짐');
  });

  it('exits with 2 and the usage on bad input', async () => {
    const failure = await cli('maintenance', 'sometimes').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('사용법');
  });

  it('runs the member commands, and names member force-withdraw for the old withdraw', async () => {
    const due = await cli('member', 'close-due');
    expect(due.stdout).toContain('계정 0개를 닫았습니다');
    const help = await cli('help');
    expect(help.stdout).toContain('member force-withdraw');
    const old = await cli('withdraw', '1', '사유').catch((error: { code: number; stderr: string }) => error);
    expect(old).toMatchObject({ code: 2 });
    expect((old as { stderr: string }).stderr).toContain('member force-withdraw');
  });
});
