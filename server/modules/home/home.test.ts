import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import { type getHomeShelves, homeShelfKeys, homeShelfNames } from '#contract/home.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import type { AdminContext } from '../../admin/admin.ts';
import { runAdmin } from '../../admin/admin.ts';
import { getJson } from '../../shared/api.testing.ts';
import { parseHomeCommand } from './home.cli.ts';

type Shelves = ResponseOf<typeof getHomeShelves>;

describe('parseHomeCommand', () => {
  it('reads the documented commands', () => {
    expect(parseHomeCommand(['home', 'shelves', 'list'])).toEqual({ command: { action: 'list' } });
    expect(parseHomeCommand(['home', 'shelves', 'move', 'recent', '2'])).toEqual({
      command: { action: 'move', key: 'recent', position: 2 },
    });
    expect(parseHomeCommand(['home', 'shelves', 'hide', 'shop'])).toEqual({
      command: { action: 'hide', key: 'shop' },
    });
    expect(parseHomeCommand(['home', 'shelves', 'show', 'shop'])).toEqual({
      command: { action: 'show', key: 'shop' },
    });
  });

  it('refuses unknown shelves, places and actions with a Korean reason', () => {
    for (const args of [
      ['home'],
      ['home', 'banners', 'list'],
      ['home', 'shelves'],
      ['home', 'shelves', 'sort'],
      ['home', 'shelves', 'list', 'all'],
      ['home', 'shelves', 'hide'],
      ['home', 'shelves', 'hide', 'coupons'],
      ['home', 'shelves', 'hide', 'shop', 'best'],
      ['home', 'shelves', 'move', 'best'],
      ['home', 'shelves', 'move', 'best', '0'],
      ['home', 'shelves', 'move', 'best', '9'],
      ['home', 'shelves', 'move', 'best', '-1'],
      ['home', 'shelves', 'move', 'best', '1.5'],
      ['home', 'shelves', 'move', 'best', '2', '3'],
      ['home', 'shelves', 'move', 'DEALS', '1'],
    ]) {
      const parsed = parseHomeCommand(args);
      expect('error' in parsed, args.join(' ')).toBe(true);
      if ('error' in parsed) expect(parsed.error).toMatch(/[가-힣]/);
    }
  });
});

describe.each(dialectCases())('home shelves on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  const out: string[] = [];
  const err: string[] = [];
  const admin = (...args: string[]) => {
    out.length = 0;
    err.length = 0;
    const ctx: AdminContext = {
      db: t.database.db,
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      now: TEST_NOW,
      builtWebVersion: '2.29.0',
    };
    return runAdmin(args, ctx);
  };
  const shelves = async () => (await getJson<Shelves>(t.app, '/api/v1/display/home/shelves')).shelves;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('serves every shelf in the default order, with its Korean title', async () => {
    expect(await shelves()).toEqual(homeShelfKeys.map((key) => ({ key, title: homeShelfNames[key] })));
  });

  it.skipIf(!available)('the operator moves, hides and shows shelves, and the home follows', async () => {
    expect(await admin('home', 'shelves', 'move', 'recent', '1')).toBe(0);
    expect(out[0]).toBe('최근 본 상품(recent) 선반을 1번째로 옮겼습니다.');
    expect((await shelves()).map((shelf) => shelf.key)).toEqual([
      'recent',
      'category',
      'deals',
      'season',
      'best',
      'local',
      'shop',
      'period',
    ]);

    expect(await admin('home', 'shelves', 'hide', 'shop')).toBe(0);
    expect(out[0]).toBe('상점(shop) 선반을 홈에서 숨겼습니다.');
    expect((await shelves()).map((shelf) => shelf.key)).not.toContain('shop');

    // A hidden shelf keeps its place: moved while hidden, it comes back where it was put.
    expect(await admin('home', 'shelves', 'move', 'shop', '8')).toBe(0);
    expect(await admin('home', 'shelves', 'show', 'shop')).toBe(0);
    expect((await shelves()).map((shelf) => shelf.key)).toEqual([
      'recent',
      'category',
      'deals',
      'season',
      'best',
      'local',
      'period',
      'shop',
    ]);

    expect(await admin('home', 'shelves', 'list')).toBe(0);
    expect(out).toHaveLength(homeShelfKeys.length);
    expect(out[0]).toContain('recent');
    expect(out[0]).toContain('(보임)');

    // Back to the default for the other tests.
    for (const [index, key] of homeShelfKeys.entries()) {
      expect(await admin('home', 'shelves', 'move', key, String(index + 1))).toBe(0);
    }
    expect((await shelves()).map((shelf) => shelf.key)).toEqual([...homeShelfKeys]);
  });

  it.skipIf(!available)('refuses an unknown shelf with exit code 2 and changes nothing', async () => {
    expect(await admin('home', 'shelves', 'hide', 'coupons')).toBe(2);
    expect(err[0]).toContain('알 수 없는 선반입니다: coupons');
    expect(await admin('home', 'shelves', 'move', 'best', '99')).toBe(2);
    expect(err[0]).toMatch(/위치는 1부터 \d+까지입니다/);
    expect((await shelves()).map((shelf) => shelf.key)).toEqual([...homeShelfKeys]);
  });

  it.skipIf(!available)('skips a row whose key the server does not know', async () => {
    await t.database.db
      .insertInto('home_shelf')
      .values({ shelf_key: 'coupons', position: 0, visible: 1, updated_at: TEST_NOW.toISOString() })
      .execute();
    try {
      expect((await shelves()).map((shelf) => shelf.key)).toEqual([...homeShelfKeys]);
      expect(await admin('home', 'shelves', 'list')).toBe(0);
      expect(out.join('\n')).not.toContain('coupons');
    } finally {
      await t.database.db.deleteFrom('home_shelf').where('shelf_key', '=', 'coupons').execute();
    }
  });
});
