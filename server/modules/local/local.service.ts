import type { Kysely } from 'kysely';
import type { SearchSortCode } from '#contract/display.ts';
import type { Region, StoreSummary } from '#contract/local.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { productImageUrl, toProductSummary } from '../../shared/product-summary.ts';
import {
  countStoreProducts,
  countStoresInRegion,
  findRegion,
  findStore,
  listHeadlineProducts,
  listLikedStores,
  listPopularLocalProducts,
  listRegions,
  listStoreProducts,
  listStoresInRegion,
  listTopStores,
  type RegionRow,
  type StoreRow,
} from './local.repository.ts';

export function toRegion(row: RegionRow): Region {
  return {
    localCode: row.code,
    name: row.name,
    shortName: row.short_name,
    storeCount: Number(row.store_count ?? 0),
    productCount: Number(row.product_count ?? 0),
  };
}

export function toStoreSummary(row: StoreRow): StoreSummary {
  return {
    shopId: row.store_id,
    localCode: row.region_code,
    regionName: row.region_name,
    name: row.name,
    description: row.description,
    likeCount: Math.max(0, row.like_count),
    productCount: Number(row.product_count ?? 0),
    // A store without products yet has no picture; the client shows its placeholder for ''.
    imageUrl: row.headline_product_no === null ? '' : productImageUrl(row.headline_product_no),
  };
}

async function requireRegion(db: Kysely<DB>, code: string): Promise<RegionRow> {
  const region = await findRegion(db, code);
  if (!region) throw notFound('지역을 찾을 수 없습니다.');
  return region;
}

export async function homeLocal(ctx: ServiceContext, size: number) {
  const [regions, products] = await Promise.all([
    listRegions(ctx.db),
    listPopularLocalProducts(ctx.db, size),
  ]);
  return {
    regions: regions.map(toRegion),
    products: products.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
  };
}

export async function localRegions(ctx: ServiceContext) {
  return { regions: (await listRegions(ctx.db)).map(toRegion) };
}

export async function localStores(ctx: ServiceContext, localCode: string, page: PageRequest) {
  const region = await requireRegion(ctx.db, localCode);
  const { offset, limit } = pageWindow(page);
  const [totalCount, stores] = await Promise.all([
    countStoresInRegion(ctx.db, localCode),
    listStoresInRegion(ctx.db, localCode, offset, limit),
  ]);
  return {
    region: toRegion(region),
    stores: stores.map(toStoreSummary),
    pageInfo: pageInfo(page, totalCount),
  };
}

export async function localStore(
  ctx: ServiceContext,
  input: { localCode: string; shopId: number; sort: SearchSortCode } & PageRequest,
) {
  const region = await requireRegion(ctx.db, input.localCode);
  const store = await findStore(ctx.db, input.shopId);
  // `/local/store/11/7` with store 7 in another region is a wrong link, not that store.
  if (!store || store.region_code !== input.localCode) throw notFound('상점을 찾을 수 없습니다.');
  const [totalCount, products] = await Promise.all([
    countStoreProducts(ctx.db, input.shopId),
    listStoreProducts(ctx.db, input.shopId, { sort: input.sort, ...pageWindow(input) }),
  ]);
  return {
    region: toRegion(region),
    store: toStoreSummary(store),
    products: products.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
    pageInfo: pageInfo(input, totalCount),
  };
}

const HOME_SHOP_PRODUCTS_PER_STORE = 3;

/** A signed-in member's liked stores when they have any, else the most liked stores. */
export async function homeShop(ctx: ServiceContext, size: number, memberId: number | null) {
  const liked = memberId === null ? [] : await listLikedStores(ctx.db, memberId, size);
  const kind = liked.length > 0 ? ('LIKED' as const) : ('POPULAR' as const);
  const stores = liked.length > 0 ? liked : await listTopStores(ctx.db, size);
  const products = await listHeadlineProducts(
    ctx.db,
    stores.map((store) => store.store_id),
    HOME_SHOP_PRODUCTS_PER_STORE,
  );
  return {
    kind,
    stores: stores.map((store) => ({
      ...toStoreSummary(store),
      products: products
        .filter((product) => product.store_id === store.store_id)
        .map((product) => toProductSummary(product, ctx.shopBaseUrl)),
    })),
  };
}
