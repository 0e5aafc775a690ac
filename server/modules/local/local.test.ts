import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import type {
  getHomeLocal,
  getHomeShop,
  getLocalRegions,
  getLocalStore,
  getLocalStores,
} from '#contract/local.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, getJson, signInTwoMembers } from '../../shared/api.testing.ts';

type Regions = ResponseOf<typeof getLocalRegions>;
type Stores = ResponseOf<typeof getLocalStores>;
type Store = ResponseOf<typeof getLocalStore>;
type HomeLocal = ResponseOf<typeof getHomeLocal>;
type HomeShop = ResponseOf<typeof getHomeShop>;

describe.each(dialectCases())('local API on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let storeRegion: Map<number, string>;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    const rows = await t.database.db.selectFrom('store').select(['store_id', 'region_code']).execute();
    storeRegion = new Map(rows.map((row) => [row.store_id, row.region_code]));
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('lists the 17 시/도 with counts that add up to the catalogue', async () => {
    const { regions } = await getJson<Regions>(t.app, '/api/v2/display/local');
    expect(regions).toHaveLength(17);
    expect(regions[0]).toMatchObject({ localCode: '11', name: '서울특별시', shortName: '서울' });
    expect(regions.at(-1)).toMatchObject({ localCode: '50', shortName: '제주' });
    expect(regions.reduce((sum, region) => sum + region.storeCount, 0)).toBe(storeRegion.size);
    const localProducts = await t.database.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(regions.reduce((sum, region) => sum + region.productCount, 0)).toBe(Number(localProducts.n));
  });

  it.skipIf(!available)('home local has the regions and popular products from local stores', async () => {
    const body = await getJson<HomeLocal>(t.app, '/api/v1/display/home/local?size=5');
    expect(body.regions).toHaveLength(17);
    expect(body.products).toHaveLength(5);
    for (const product of body.products) expect(product.storeName).not.toBeNull();
  });

  it.skipIf(!available)('lists the stores of a region, most liked first, and pages them', async () => {
    const all = await getJson<Stores>(t.app, '/api/v2/display/local/26?size=100');
    expect(all.region.localCode).toBe('26');
    expect(all.stores.length).toBe(all.region.storeCount);
    expect(all.stores.length).toBeGreaterThan(1);
    for (const store of all.stores) {
      expect(store.localCode).toBe('26');
      expect(store.regionName).toBe('부산광역시');
    }
    const likes = all.stores.map((store) => store.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const first = await getJson<Stores>(t.app, '/api/v2/display/local/26?size=1&page=2');
    expect(first.stores[0]?.shopId).toBe(all.stores[1]?.shopId);
    expect(first.pageInfo).toEqual({
      page: 2,
      size: 1,
      totalCount: all.stores.length,
      hasNext: all.stores.length > 2,
    });
  });

  it.skipIf(!available)('answers unknown regions with 8 and malformed codes with 12', async () => {
    expectError(await t.app.inject('/api/v2/display/local/99'), 404, 8);
    expectError(await t.app.inject('/api/v2/display/local/seoul'), 400, 12);
    expectError(await t.app.inject('/api/v2/display/local/111'), 400, 12);
    expectError(await t.app.inject('/api/v2/display/local/11?size=0'), 400, 13);
    expectError(await t.app.inject('/api/v2/display/local/11?size=101'), 400, 13);
  });

  it.skipIf(!available)('shows a store with its products, in the asked order', async () => {
    const [shopId, region] = [...storeRegion.entries()][0]!;
    const body = await getJson<Store>(
      t.app,
      `/api/v2/display/local/${region}/store/${shopId}?sort=PRICE_LOW&size=100`,
    );
    expect(body.store.shopId).toBe(shopId);
    expect(body.region.localCode).toBe(region);
    expect(body.products.length).toBe(body.store.productCount);
    expect(body.pageInfo.totalCount).toBe(body.store.productCount);
    for (const product of body.products) expect(product.storeName).toBe(body.store.name);
    const prices = body.products.map((product) => product.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.store.imageUrl).toMatch(/^\/media\/products\/\d+\.svg\?v=\d+$/);
  });

  it.skipIf(!available)('refuses a store under the wrong region, unknown stores and bad ids', async () => {
    const [shopId, region] = [...storeRegion.entries()][0]!;
    const otherRegion = region === '11' ? '50' : '11';
    expectError(await t.app.inject(`/api/v2/display/local/${otherRegion}/store/${shopId}`), 404, 8);
    expectError(await t.app.inject(`/api/v2/display/local/${region}/store/999999`), 404, 8);
    expectError(await t.app.inject(`/api/v2/display/local/${region}/store/abc`), 400, 12);
    expectError(await t.app.inject(`/api/v2/display/local/${region}/store/${shopId}?sort=RANDOM`), 400, 11);
  });

  it.skipIf(!available)(
    'home shop shows the most liked stores with up to three of their own products',
    async () => {
      const body = await getJson<HomeShop>(t.app, '/api/v1/display/home/shop?size=4');
      expect(body.stores).toHaveLength(4);
      const likes = body.stores.map((store) => store.likeCount);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      for (const store of body.stores) {
        expect(store.products.length).toBe(Math.min(3, store.productCount));
        for (const product of store.products) expect(product.storeName).toBe(store.name);
      }
      expect(body.kind).toBe('POPULAR');
      expectError(await t.app.inject('/api/v1/display/home/shop?size=31'), 400, 13);
    },
  );

  it.skipIf(!available)(
    'home shop shows a member the stores they liked, and a guest or a member without likes the popular ones',
    async () => {
      const [alice, bob] = await signInTwoMembers(t.app);
      const popular = await getJson<HomeShop>(t.app, '/api/v1/display/home/shop?size=3');
      // Two stores that are not the most liked, liked one after the other.
      const liked = [...storeRegion.keys()].filter((id) => !popular.stores.some((s) => s.shopId === id));
      const [first, second] = liked;
      for (const shopId of [first, second]) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/like/shop',
          headers: alice,
          payload: { shopId, isLike: true },
        });
        expect(response.statusCode).toBe(200);
      }
      const mine = (
        await t.app.inject({ url: '/api/v1/display/home/shop?size=3', headers: alice })
      ).json<HomeShop>();
      expect(mine.kind).toBe('LIKED');
      expect(mine.stores.map((store) => store.shopId).sort()).toEqual([first, second].sort());
      // A member with no liked store, and a guest, see the popular stores.
      const theirs = (
        await t.app.inject({ url: '/api/v1/display/home/shop?size=3', headers: bob })
      ).json<HomeShop>();
      expect(theirs).toEqual(popular);
      expect(popular.kind).toBe('POPULAR');
    },
  );
});
