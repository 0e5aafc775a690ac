import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_PAGE_SHORTCUTS } from '#contract/my-page.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { generateDevOrders, seedDevOrders } from '../../seed/orders.ts';
import { bearer, type SignedIn, signInNaver } from '../auth/auth.testing.ts';
import { seedPost } from '../community/shared/community.calls.testing.ts';
import { BANNED_MESSAGE } from '../dev-idp/dev-idp.identities.ts';
import { upsertOrders } from '../order/order.repository.ts';

type ErrorBody = { code: number; name: string; message: string };

describe.each(dialectCases())('my page on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    await seedDevOrders(t.app.database.db, { now: TEST_NOW });
    member = await signInNaver(t.app, 'naver-full');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  const get = (url: string, token = member.accessToken) => t.app.inject({ url, headers: bearer(token) });

  it.skipIf(!available)(
    'shows nickname, stars and level, activity counts and the shop shortcuts',
    async () => {
      const product = await t.app.database.db
        .selectFrom('product')
        .select('product_no')
        .executeTakeFirstOrThrow();
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/like/product',
        headers: bearer(member.accessToken),
        payload: { productNo: product.product_no, likeMode: true },
      });
      const response = await get('/api/v1/user/mypage');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.nickName).toBe('제철러버');
      expect(body.banStatus).toEqual({ isBanned: false, message: '' });
      expect(body.points.balance).toBeGreaterThanOrEqual(0);
      expect(body.points.level.current).toMatchObject({
        level: expect.any(Number),
        name: expect.any(String),
      });
      expect(body.activity).toEqual({ posts: 0, replies: 0, clippings: 0, likedProducts: 1, likedShops: 0 });
      expect(body.shortcuts.map((s: { key: string }) => s.key)).toEqual(Object.keys(MY_PAGE_SHORTCUTS));
      expect(body.shortcuts[0].url).toBe('/dev-shop/myshop/order/list.html');
      // 관심 상품 is the member's own list of likes in this app, not the shop's wish list.
      expect(body.shortcuts.find((s: { key: string }) => s.key === 'wishList')).toEqual({
        key: 'wishList',
        label: '관심 상품',
        url: '/my-page/likes',
      });
    },
  );

  it.skipIf(!available)(
    'counts the posts, replies and clippings /community/my-page lists, deleted ones aside',
    async () => {
      const other = await signInNaver(t.app, 'naver-stars');
      const { db } = t.app.database;
      const idOf = async (token: string) => {
        const { nickName } = (await get('/api/v1/user/mypage', token)).json();
        const row = await db
          .selectFrom('member')
          .select('member_id')
          .where('nickname', '=', nickName)
          .executeTakeFirstOrThrow();
        return row.member_id;
      };
      const me = await idOf(member.accessToken);
      const them = await idOf(other.accessToken);
      const before = (await get('/api/v1/user/mypage')).json().activity;
      const mine = await seedPost(db, { type: 'dashboard', memberId: me });
      await seedPost(db, { type: 'qna', memberId: me, status: 'hidden' });
      await seedPost(db, { type: 'dashboard', memberId: me, status: 'deleted' });
      const theirs = await seedPost(db, { type: 'dashboard', memberId: them });
      const gone = await seedPost(db, { type: 'dashboard', memberId: them, status: 'deleted' });
      const reply = (memberId: number, postId: number, status: 'visible' | 'deleted') => ({
        post_id: postId,
        parent_reply_id: null,
        member_id: memberId,
        body: '저도 먹어 보고 싶어요',
        status,
        created_at: TEST_NOW.toISOString(),
        updated_at: null,
        deleted_at: null,
      });
      await db
        .insertInto('community_reply')
        .values([
          reply(me, theirs.postId, 'visible'),
          reply(me, mine.postId, 'visible'),
          reply(me, theirs.postId, 'deleted'),
          reply(them, mine.postId, 'visible'),
        ])
        .execute();
      const clip = (targetId: number, memberId = me) => ({
        kind: 'post-clip' as const,
        target_id: targetId,
        member_id: memberId,
        created_at: TEST_NOW.toISOString(),
      });
      await db
        .insertInto('community_reaction')
        .values([clip(theirs.postId), clip(gone.postId), clip(mine.postId, them)])
        .execute();

      const after = (await get('/api/v1/user/mypage')).json().activity;
      expect({
        posts: after.posts - before.posts,
        replies: after.replies - before.replies,
        clippings: after.clippings - before.clippings,
      }).toEqual({ posts: 2, replies: 2, clippings: 1 });
      const listed = (await get('/api/v1/community/my-page/post?size=50')).json();
      expect(listed.posts).toHaveLength(after.posts);
    },
  );

  it.skipIf(!available)('shows a banned member their ban on my page, readable still', async () => {
    const banned = await signInNaver(t.app, 'naver-banned');
    const body = (await get('/api/v1/user/mypage', banned.accessToken)).json();
    expect(body.banStatus).toEqual({ isBanned: true, message: BANNED_MESSAGE });
  });

  it.skipIf(!available)('shows the profile the sign-in gave, and when the nickname may change', async () => {
    const response = await get('/api/v1/user/myinfo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      nickName: '제철러버',
      email: 'full.consent@dev.jecheol.kr',
      name: '김제철',
      gender: 'F',
      birthYear: 1988,
      cellphone: '010-1234-5678',
      channelType: 1001,
      signUpDt: TEST_NOW.toISOString(),
      nickNameChangedDt: null,
      nextNickNameChangeDt: null,
    });
  });

  it.skipIf(!available)(
    'lists the products bought in the most orders first, cancelled orders aside',
    async () => {
      const response = await get('/api/v1/user/frequently-purchased-products?size=100');
      expect(response.statusCode).toBe(200);
      const { products, pageInfo } = response.json();
      expect(products.length).toBeGreaterThan(5);
      expect(pageInfo).toMatchObject({ page: 1, size: 100, totalCount: products.length, hasNext: false });
      for (let i = 1; i < products.length; i++) {
        const [a, b] = [products[i - 1], products[i]];
        expect(a.orderCount >= b.orderCount).toBe(true);
        if (a.orderCount === b.orderCount) expect(a.totalQuantity >= b.totalQuantity).toBe(true);
      }
      expect(products[0].orderCount).toBeGreaterThan(3);
      expect(products[0]).toMatchObject({
        productNo: expect.any(Number),
        shopUrl: expect.stringContaining('product_no='),
      });

      // A product bought only in a cancelled order is not "purchased".
      const bought = new Set(products.map((p: { productNo: number }) => p.productNo));
      const other = await t.app.database.db
        .selectFrom('product')
        .select(['product_no'])
        .orderBy('product_no', 'desc')
        .limit(50)
        .execute();
      const untouched = other.find((row) => !bought.has(row.product_no))!;
      await upsertOrders(
        t.app.database.db,
        [
          {
            orderId: 'CANCEL-1',
            shopMemberId: 'dev-naver-0001@n',
            orderedAt: TEST_NOW.toISOString(),
            status: 'cancelled',
            lines: [{ productNo: untouched.product_no, quantity: 9, unitPrice: 1000 }],
          },
        ],
        'import',
        TEST_NOW.toISOString(),
      );
      const after = (await get('/api/v1/user/frequently-purchased-products?size=100')).json();
      expect(after.products.map((p: { productNo: number }) => p.productNo)).not.toContain(
        untouched.product_no,
      );

      // Pages do not overlap.
      const first = (await get('/api/v1/user/frequently-purchased-products?size=3&page=1')).json();
      const second = (await get('/api/v1/user/frequently-purchased-products?size=3&page=2')).json();
      expect(first.products.map((p: { productNo: number }) => p.productNo)).toEqual(
        products.slice(0, 3).map((p: { productNo: number }) => p.productNo),
      );
      expect(second.products.map((p: { productNo: number }) => p.productNo)).toEqual(
        products.slice(3, 6).map((p: { productNo: number }) => p.productNo),
      );
      expect(first.pageInfo.hasNext).toBe(true);
    },
  );

  it.skipIf(!available)(
    'answers an empty list to a member without orders, and refuses bad paging (12, 13)',
    async () => {
      await t.app.database.db.deleteFrom('shop_order_line').execute();
      await t.app.database.db.deleteFrom('shop_order').execute();
      const empty = (await get('/api/v1/user/frequently-purchased-products')).json();
      expect(empty).toEqual({ products: [], pageInfo: { page: 1, size: 20, totalCount: 0, hasNext: false } });
      const bad = await get('/api/v1/user/frequently-purchased-products?page=x');
      expect((bad.json() as ErrorBody).code).toBe(12);
      const big = await get('/api/v1/user/frequently-purchased-products?size=1000');
      expect((big.json() as ErrorBody).code).toBe(13);
    },
  );

  it.skipIf(!available)('needs a member (110) on all three calls', async () => {
    for (const url of [
      '/api/v1/user/mypage',
      '/api/v1/user/myinfo',
      '/api/v1/user/frequently-purchased-products',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect((response.json() as ErrorBody).code).toBe(110);
    }
  });
});

describe('the development order history', () => {
  it('is the same for the same catalogue and instant', () => {
    const products = Array.from({ length: 60 }, (_, i) => ({
      product_no: i + 1,
      name: i % 5 === 0 ? '유기농 쌀 10kg' : `상품 ${i}`,
      sale_price: 1000 + i,
    }));
    expect(generateDevOrders(products, TEST_NOW)).toEqual(generateDevOrders(products, TEST_NOW));
    const orders = generateDevOrders(products, TEST_NOW);
    expect(orders.length).toBe(49);
    for (const order of orders) {
      expect(order.orderedAt < TEST_NOW.toISOString()).toBe(true);
      expect(order.lines.length).toBeGreaterThan(0);
    }
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(orders.length);
  });
});
