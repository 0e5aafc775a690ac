import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEndpoint } from '#contract/endpoint.ts';
import { starAwardKey } from '#contract/rules/star-rules.ts';
import { dialectCases } from '../../tests/support/databases.ts';
import {
  call as community,
  expectOk,
  seedPost,
} from '../modules/community/shared/community.calls.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../modules/community/shared/community.testing.ts';
import { awardStars } from '../modules/point/point.service.ts';
import { packCursor, unpackCursor } from './cursor.ts';

/**
 * An empty cursor is no cursor: every list that takes `cursor` answers `cursor=` with its first page
 * (a client that lost its cursor, e.g. after a token refresh, must not get 400 OUT_OF_RANGE).
 */

/** Every GET of the contract whose query has a `cursor`, as `method path`. */
async function cursorEndpoints(): Promise<string[]> {
  const dir = new URL('../../contract/', import.meta.url);
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found = new Set<string>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(new URL(file, dir).href);
    for (const value of Object.values(module)) {
      if (!isEndpoint(value) || value.method !== 'GET') continue;
      const query = (value as { query?: { shape?: Record<string, unknown> } }).query;
      if (query?.shape && 'cursor' in query.shape) found.add(value.path);
    }
  }
  return [...found].sort();
}

describe('packCursor / unpackCursor', () => {
  it('round-trips an array and refuses anything else', () => {
    expect(unpackCursor(packCursor(['reply', 3]))).toEqual(['reply', 3]);
    expect(unpackCursor('')).toBeUndefined();
    expect(unpackCursor('$$$')).toBeUndefined();
  });
});

describe.each(dialectCases())('an empty cursor on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let member: TestMember;
  let other: TestMember;
  const ids = { dashboard: 0, qna: 0 };

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    member = await createMember(t.app, '커서회원');
    other = await createMember(t.app, '커서이웃');
    const db = t.database.db;
    // Two pages on every list: posts of each kind, replies (which notify the member), likes,
    // clippings and star awards.
    for (const type of ['dashboard', 'qna'] as const) {
      for (const body of ['대방어 한 접시', '대방어 고르는 법']) {
        const { postId } = await seedPost(db, { type, memberId: member.memberId, body });
        ids[type] = postId;
        expectOk(await community(t.app, 'PUT', `/${type}/${postId}/like`, member.headers, { isLike: true }));
        expectOk(
          await community(t.app, 'PUT', `/${type}/${postId}/clipping`, member.headers, { isClipped: true }),
        );
      }
      for (const body of ['첫 번째', '두 번째', '세 번째']) {
        expectOk(await community(t.app, 'POST', `/${type}/${ids[type]}/reply`, other.headers, { body }));
      }
    }
    const now = t.clock.now;
    await awardStars(db, {
      memberId: member.memberId,
      amount: 300,
      reason: '회원 가입 환영 별',
      idempotencyKey: starAwardKey.welcome(member.memberId),
      now,
      source: 'welcome',
    });
    await awardStars(db, {
      memberId: member.memberId,
      amount: 5,
      reason: '오늘의 별 긁기 보상',
      idempotencyKey: starAwardKey.game('2026-11-21', member.memberId),
      now,
    });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  /** The URL of each list, with what it needs besides the cursor (`?` or `&` follows). */
  const urls: Record<string, () => string> = {
    '/api/v1/alarm/view': () => '/api/v1/alarm/view?size=2',
    '/api/v1/community/dashboard': () => '/api/v1/community/dashboard?size=1',
    '/api/v1/community/dashboard/:id/reply': () =>
      `/api/v1/community/dashboard/${ids.dashboard}/reply?size=2`,
    '/api/v1/community/dashboard/list': () => '/api/v1/community/dashboard/list?size=1',
    '/api/v1/community/my-page/clipping': () => '/api/v1/community/my-page/clipping?size=1',
    '/api/v1/community/my-page/like': () => '/api/v1/community/my-page/like?size=1',
    '/api/v1/community/my-page/post': () => '/api/v1/community/my-page/post?size=1',
    '/api/v1/community/qna': () => '/api/v1/community/qna?size=1',
    '/api/v1/community/qna/:id/reply': () => `/api/v1/community/qna/${ids.qna}/reply?size=2`,
    '/api/v1/community/search': () =>
      `/api/v1/community/search?keyword=${encodeURIComponent('대방어')}&size=1`,
    '/api/v1/user/point/history': () => '/api/v1/user/point/history?size=1',
  };

  it.skipIf(!available)('every list with a cursor is checked here', async () => {
    expect(await cursorEndpoints()).toEqual(Object.keys(urls).sort());
  });

  it.skipIf(!available)('answers `cursor=` with the first page, as without a cursor', async () => {
    for (const [path, url] of Object.entries(urls)) {
      const get = (query: string) =>
        t.app.inject({ method: 'GET', url: `${url()}${query}`, headers: member.headers });
      const without = await get('');
      expect(without.statusCode, `${path} ${without.body}`).toBe(200);
      const empty = await get('&cursor=');
      expect(empty.statusCode, `${path} ${empty.body}`).toBe(200);
      expect(empty.json(), path).toEqual(without.json());
      // Something to page through, so the first page is not just an empty list.
      expect(JSON.stringify(without.json()), path).not.toMatch(/"nextCursor":null/);
    }
  });

  it.skipIf(!available)(
    'a cursor the server did not write is still refused (code 12 or 13), never a 500',
    async () => {
      for (const [path, url] of Object.entries(urls)) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${url()}&cursor=%24%24%24`,
          headers: member.headers,
        });
        expect(response.statusCode, `${path} ${response.body}`).toBe(400);
        expect([12, 13], path).toContain(response.json().code);
      }
    },
  );
});
