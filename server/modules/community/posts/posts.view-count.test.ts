import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_COUNT_WINDOW_HOURS } from '#contract/rules/community-rules.ts';
import { dialectCases, TEST_NOW } from '../../../../tests/support/databases.ts';
import { seedPost } from '../shared/community.calls.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';

/**
 * POST /view-count counts a view once per viewer and post in its window: a member by the member, a
 * signed-out client by its address (request.ip, as TRUST_PROXY decides it), never by the deviceUuid it
 * sends. The app trusts one proxy, 10.0.0.1, so a test can send forwarded addresses through it.
 */
const BASE = '/api/v1/community';
const HOUR = 60 * 60 * 1000;
const PROXY = '10.0.0.1';

describe.each(dialectCases())('community view counts on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let author: TestMember;
  let alice: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect, { TRUST_PROXY: PROXY });
    author = await createMember(t.app, '조회작가');
    alice = await createMember(t.app, '조회회원가');
    bob = await createMember(t.app, '조회회원나');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const newPost = async () =>
    (await seedPost(t.database.db, { type: 'dashboard', memberId: author.memberId })).postId;
  const view = (
    postId: number,
    from: { address: string; deviceUuid?: string; headers?: Record<string, string> },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/view-count`,
      remoteAddress: from.address,
      headers: { deviceuuid: from.deviceUuid ?? 'w-view-device-0001', ...from.headers },
      payload: { communityType: 'dashboard', postId },
    });
  const counted = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { counted: boolean }).counted;
  };
  const viewCount = async (postId: number) =>
    (
      await t.database.db
        .selectFrom('community_post')
        .select('view_count')
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow()
    ).view_count;

  it.skipIf(!available)('100 views from one address with 100 deviceUuids count once', async () => {
    const postId = await newPost();
    const answers: boolean[] = [];
    for (let n = 0; n < 100; n += 1) {
      answers.push(
        counted(
          await view(postId, {
            address: '203.0.113.7',
            deviceUuid: `w-rotating-device-${String(n).padStart(4, '0')}`,
            // A forged X-Forwarded-For from a client that is not the trusted proxy changes nothing.
            headers: { 'x-forwarded-for': `198.51.100.${n}` },
          }),
        ),
      );
    }
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await viewCount(postId)).toBe(1);
    // Another address is another viewer.
    expect(counted(await view(postId, { address: '203.0.113.8' }))).toBe(true);
    expect(await viewCount(postId)).toBe(2);
  });

  it.skipIf(!available)('two members count twice; one member once across devices and addresses', async () => {
    const postId = await newPost();
    expect(
      counted(
        await view(postId, { address: '192.0.2.1', deviceUuid: 'w-alice-phone', headers: alice.headers }),
      ),
    ).toBe(true);
    expect(
      counted(await view(postId, { address: '192.0.2.2', deviceUuid: 'w-alice-pc', headers: alice.headers })),
    ).toBe(false);
    // Bob on Alice's address and device is still Bob.
    expect(
      counted(
        await view(postId, { address: '192.0.2.1', deviceUuid: 'w-alice-phone', headers: bob.headers }),
      ),
    ).toBe(true);
    expect(await viewCount(postId)).toBe(2);
  });

  it.skipIf(!available)('a guest, then the same person signed in, are two viewers', async () => {
    // The documented choice (posts.view-count.ts): a member is not tied to an address, so signing
    // in after a guest view adds one view, at most once per person and window.
    const postId = await newPost();
    expect(counted(await view(postId, { address: '192.0.2.30' }))).toBe(true);
    expect(counted(await view(postId, { address: '192.0.2.30', headers: alice.headers }))).toBe(true);
    expect(counted(await view(postId, { address: '192.0.2.30' }))).toBe(false);
    expect(await viewCount(postId)).toBe(2);
  });

  it.skipIf(!available)('behind the trusted proxy the forwarded address is the viewer', async () => {
    const postId = await newPost();
    const through = (client: string, deviceUuid: string) =>
      view(postId, { address: PROXY, deviceUuid, headers: { 'x-forwarded-for': client } });
    expect(counted(await through('198.51.100.1', 'w-proxy-device-a'))).toBe(true);
    expect(counted(await through('198.51.100.2', 'w-proxy-device-a'))).toBe(true);
    expect(counted(await through('198.51.100.1', 'w-proxy-device-b'))).toBe(false);
    // An IPv6 client counts by its /64, as the rate limits count it.
    expect(counted(await through('2001:db8:1:2::10', 'w-proxy-device-c'))).toBe(true);
    expect(counted(await through('2001:db8:1:2:abcd::99', 'w-proxy-device-d'))).toBe(false);
    expect(await viewCount(postId)).toBe(3);
  });

  it.skipIf(!available)('stores addresses only as digests and forgets them after the window', async () => {
    const postId = await newPost();
    expect(counted(await view(postId, { address: '203.0.113.99' }))).toBe(true);
    const rows = () => t.database.db.selectFrom('community_view').select(['viewer', 'counted_at']).execute();
    const stored = await rows();
    expect(stored.some((row) => row.viewer.includes('203.0.113'))).toBe(false);
    expect(
      stored.every((row) => /^(member:\d+|addr:[A-Za-z0-9_-]+)$/.test(row.viewer)),
      stored.map((row) => row.viewer).join(','),
    ).toBe(true);

    // A window later (and the hourly prune due), the next view deletes every row of an ended window,
    // and the same address counts again.
    t.clock.now = new Date(TEST_NOW.getTime() + VIEW_COUNT_WINDOW_HOURS * HOUR + 1_000);
    try {
      expect(counted(await view(postId, { address: '203.0.113.99' }))).toBe(true);
      const cutoff = new Date(t.clock.now.getTime() - VIEW_COUNT_WINDOW_HOURS * HOUR).toISOString();
      const left = await rows();
      expect(left.filter((row) => row.counted_at <= cutoff)).toEqual([]);
      expect(left.length).toBeGreaterThan(0);
      expect(counted(await view(postId, { address: '203.0.113.99' }))).toBe(false);
      expect(await viewCount(postId)).toBe(2);
    } finally {
      t.clock.now = TEST_NOW;
    }
  });
});
