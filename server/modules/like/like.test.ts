import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import {
  type checkProductLikes,
  type checkShopLike,
  type getLikedProducts,
  type getLikedShops,
  LIKE_LIMITS,
  type likeProduct,
  type likeShop,
} from '#contract/like.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { testConfig } from '../../config.ts';
import { expectError, getJson, signInTwoMembers } from '../../shared/api.testing.ts';

type ShopLike = ResponseOf<typeof likeShop>;
type ShopCheck = ResponseOf<typeof checkShopLike>;
type LikedShops = ResponseOf<typeof getLikedShops>;
type ProductLike = ResponseOf<typeof likeProduct>;
type ProductCheck = ResponseOf<typeof checkProductLikes>;
type LikedProducts = ResponseOf<typeof getLikedProducts>;

const SHOP_MAX = 3;
const PRODUCT_MAX = 4;

it('uses the contract maximums unless the deployment lowers them', () => {
  const config = testConfig();
  expect(config.LIKE_PRODUCT_MAX).toBe(LIKE_LIMITS.product);
  expect(config.LIKE_SHOP_MAX).toBe(LIKE_LIMITS.shop);
  expect(() => testConfig({ LIKE_SHOP_MAX: '0' })).toThrow();
});

describe.each(dialectCases())('likes on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let storeIds: number[];
  let productNos: number[];

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, {
      env: { LIKE_SHOP_MAX: String(SHOP_MAX), LIKE_PRODUCT_MAX: String(PRODUCT_MAX) },
    });
    [alice, bob] = await signInTwoMembers(t.app);
    storeIds = (
      await t.database.db.selectFrom('store').select('store_id').orderBy('store_id').limit(10).execute()
    ).map((row) => row.store_id);
    productNos = (
      await t.database.db.selectFrom('product').select('product_no').orderBy('product_no').limit(10).execute()
    ).map((row) => row.product_no);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const putShop = (headers: Record<string, string>, shopId: unknown, isLike: unknown = true) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/user/like/shop', headers, payload: { shopId, isLike } });
  const putProduct = (
    headers: Record<string, string>,
    productNo: unknown,
    likeMode: unknown = true,
    extra = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/like/product',
      headers,
      payload: { productNo, likeMode, ...extra },
    });

  it.skipIf(!available)('every like call needs a signed-in member (110)', async () => {
    expectError(await putShop({}, storeIds[0]), 401, 110);
    expectError(await putProduct({}, productNos[0]), 401, 110);
    for (const url of [
      '/api/v1/user/like/shop',
      `/api/v1/user/like/shop/check?shopId=${storeIds[0]}`,
      '/api/v1/user/like/product',
      `/api/v1/user/like/product/check?productNos=${productNos[0]}`,
    ]) {
      expectError(await t.app.inject(url), 401, 110);
    }
  });

  it.skipIf(!available)('likes and unlikes a shop, counting it on the store once', async () => {
    const shopId = storeIds[0]!;
    const before = await getJson<ShopCheck>(t.app, `/api/v1/user/like/shop/check?shopId=${shopId}`, alice);
    expect(before.isLiked).toBe(false);

    const liked = (await putShop(alice, shopId)).json() as ShopLike;
    expect(liked).toMatchObject({
      shopId,
      isLiked: true,
      likeCount: before.likeCount + 1,
      likedShopCount: 1,
    });
    // Liking again (the app and the web may both send it) changes nothing.
    const again = (await putShop(alice, shopId)).json() as ShopLike;
    expect(again).toMatchObject({ isLiked: true, likeCount: before.likeCount + 1, likedShopCount: 1 });
    const checked = await getJson<ShopCheck>(t.app, `/api/v1/user/like/shop/check?shopId=${shopId}`, alice);
    expect(checked).toMatchObject({ isLiked: true, likeCount: before.likeCount + 1 });
    // Another member sees the count but not as their own like.
    const forBob = await getJson<ShopCheck>(t.app, `/api/v1/user/like/shop/check?shopId=${shopId}`, bob);
    expect(forBob).toMatchObject({ isLiked: false, likeCount: before.likeCount + 1 });

    const list = await getJson<LikedShops>(t.app, '/api/v1/user/like/shop', alice);
    expect(list.shops.map((shop) => shop.shopId)).toEqual([shopId]);
    expect(list.limit).toBe(SHOP_MAX);

    const unliked = (await putShop(alice, shopId, false)).json() as ShopLike;
    expect(unliked).toMatchObject({ isLiked: false, likeCount: before.likeCount, likedShopCount: 0 });
    const twice = (await putShop(alice, shopId, false)).json() as ShopLike;
    expect(twice.likeCount).toBe(before.likeCount);
  });

  it.skipIf(!available)('stops at the shop maximum with code 92 and the server message', async () => {
    for (const shopId of storeIds.slice(0, SHOP_MAX))
      expect((await putShop(bob, shopId)).statusCode).toBe(200);
    const over = await putShop(bob, storeIds[SHOP_MAX]);
    expectError(over, 400, 92);
    expect(over.json()).toMatchObject({ name: 'LIKE_SHOP_MAX_LIMIT_ERROR' });
    expect(over.json().message).toContain(`${SHOP_MAX}개`);
    // At the maximum, liking one already liked and unliking still work; then there is room again.
    expect((await putShop(bob, storeIds[0])).statusCode).toBe(200);
    expect((await putShop(bob, storeIds[0], false)).statusCode).toBe(200);
    expect((await putShop(bob, storeIds[SHOP_MAX])).statusCode).toBe(200);
    const list = await getJson<LikedShops>(t.app, '/api/v1/user/like/shop?size=1&page=2', bob);
    expect(list.pageInfo).toEqual({ page: 2, size: 1, totalCount: SHOP_MAX, hasNext: true });
  });

  it.skipIf(!available)('answers unknown shops with 8 and bad input with 10, 12, 13', async () => {
    expectError(await putShop(alice, 999_999), 404, 8);
    expectError(
      await t.app.inject({ url: '/api/v1/user/like/shop/check?shopId=999999', headers: alice }),
      404,
      8,
    );
    expectError(await putShop(alice, 0), 400, 13);
    expectError(await putShop(alice, 'one'), 400, 12);
    expectError(await putShop(alice, storeIds[0], 'yes'), 400, 12);
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/v1/user/like/shop', headers: alice, payload: {} }),
      400,
      10,
    );
    expectError(
      await t.app.inject({ url: '/api/v1/user/like/shop/check?shopId=x', headers: alice }),
      400,
      12,
    );
    expectError(await t.app.inject({ url: '/api/v1/user/like/shop?size=101', headers: alice }), 400, 13);
  });

  it.skipIf(!available)('likes products from the app message fields, and checks many at once', async () => {
    const [first, second, third] = productNos as [number, number, number];
    const liked = (
      await putProduct(alice, first, true, {
        prePageName: 'season',
        preListComponent: 'season-delicacy',
        categoryId: 'C01',
      })
    ).json() as ProductLike;
    expect(liked).toEqual({ productNo: first, isLiked: true, likedProductCount: 1 });
    const stored = await t.database.db
      .selectFrom('product_like')
      .selectAll()
      .where('product_no', '=', first)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      pre_page_name: 'season',
      pre_list_component: 'season-delicacy',
      category_id: 'C01',
    });

    expect((await putProduct(alice, third)).statusCode).toBe(200);
    const check = await getJson<ProductCheck>(
      t.app,
      `/api/v1/user/like/product/check?productNos=${third},${second},${first},${first}`,
      alice,
    );
    expect(check.likedProductNos).toEqual([third, first]);
    const forBob = await getJson<ProductCheck>(
      t.app,
      `/api/v1/user/like/product/check?productNos=${first}`,
      bob,
    );
    expect(forBob.likedProductNos).toEqual([]);

    const list = await getJson<LikedProducts>(t.app, '/api/v1/user/like/product', alice);
    expect(list.products.map((p) => p.productNo).sort()).toEqual([first, third].sort());
    expect(list.limit).toBe(PRODUCT_MAX);
    expect(list.products[0]?.shopUrl).toContain('product_no=');

    const removed = (await putProduct(alice, first, false)).json() as ProductLike;
    expect(removed).toEqual({ productNo: first, isLiked: false, likedProductCount: 1 });
  });

  it.skipIf(!available)('stops at the product maximum with code 91', async () => {
    for (const productNo of productNos.slice(0, PRODUCT_MAX))
      expect((await putProduct(bob, productNo)).statusCode).toBe(200);
    const over = await putProduct(bob, productNos[PRODUCT_MAX]);
    expectError(over, 400, 91);
    expect(over.json()).toMatchObject({ name: 'LIKE_PRODUCT_MAX_LIMIT_ERROR' });
    expect((await putProduct(bob, productNos[0])).statusCode).toBe(200);
  });

  it.skipIf(!available)('simultaneous likes never pass the maximum', async () => {
    // Alice holds one product like; fire more at once than the room left.
    const [before] = [await getJson<LikedProducts>(t.app, '/api/v1/user/like/product', alice)];
    const room = PRODUCT_MAX - before.pageInfo.totalCount;
    const candidates = productNos
      .filter((no) => !before.products.some((p) => p.productNo === no))
      .slice(0, room + 3);
    const responses = await Promise.all(candidates.map((productNo) => putProduct(alice, productNo)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(room);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expectError(response, 400, 91);
    const after = await getJson<LikedProducts>(t.app, '/api/v1/user/like/product', alice);
    expect(after.pageInfo.totalCount).toBe(PRODUCT_MAX);
  });

  it.skipIf(!available)('answers unknown products with 8 and bad lists with 12', async () => {
    expectError(await putProduct(alice, 999_999), 404, 8);
    expectError(await putProduct(alice, productNos[0], 'Y'), 400, 12);
    expectError(
      await t.app.inject({ url: '/api/v1/user/like/product/check?productNos=1,,2', headers: alice }),
      400,
      12,
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expectError(
      await t.app.inject({ url: `/api/v1/user/like/product/check?productNos=${tooMany}`, headers: alice }),
      400,
      12,
    );
    expectError(await t.app.inject({ url: '/api/v1/user/like/product/check', headers: alice }), 400, 10);
  });
});
