import type { Kysely } from 'kysely';
import {
  type Banner,
  communitySortCodes,
  communitySortNames,
  type DealDetail,
  type DealSortCode,
  type DealSummary,
  dealSortCodes,
  dealSortNames,
  defaultFilterCodes,
  discountRateCodes,
  discountRateNames,
  filterList,
  getHomeDeals,
  rankPeriodCodes,
  rankPeriodNames,
  searchSortCodes,
  searchSortNames,
} from '#contract/display.ts';
import type { DB } from '../../db/schema.ts';
import { JsonPrefix, type SplitJson } from '../../http/split-json.ts';
import { bannerImageUrl, productImageUrl } from '../../shared/media-urls.ts';
import type { PageRequest } from '../../shared/paging.ts';
import { pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import {
  type DealCardRow,
  findDealCard,
  listBanners,
  listDealProducts,
  listLiveDeals,
  readDealListState,
} from './display.repository.ts';

export interface DisplayContext {
  db: Kysely<DB>;
  shopBaseUrl: string;
  now(): Date;
}

/** The web profile's filter lists never change at run time, so they are built once. */
export const webProfile = {
  filterInfo: {
    sortFilterList: filterList(dealSortCodes, dealSortNames, defaultFilterCodes.sortFilterList),
    searchSortFilterList: filterList(
      searchSortCodes,
      searchSortNames,
      defaultFilterCodes.searchSortFilterList,
    ),
    periodSortFilterList: filterList(
      rankPeriodCodes,
      rankPeriodNames,
      defaultFilterCodes.periodSortFilterList,
    ),
    discountRateFilterList: filterList(
      discountRateCodes,
      discountRateNames,
      defaultFilterCodes.discountRateFilterList,
    ),
    communitySortFilterList: filterList(
      communitySortCodes,
      communitySortNames,
      defaultFilterCodes.communitySortFilterList,
    ),
  },
};

function toDealSummary(row: DealCardRow): DealSummary {
  return {
    dealId: row.deal_id,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: productImageUrl(row.product_no),
    weight: row.weight,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    discountRate: row.discount_rate,
    soldOut: row.sold_out === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    productCount: Number(row.product_count ?? 1),
  };
}

export function dealStatus(
  row: { starts_at: string; ends_at: string },
  nowIso: string,
): DealDetail['status'] {
  if (nowIso < row.starts_at) return 'upcoming';
  if (nowIso >= row.ends_at) return 'ended';
  return 'live';
}

interface DealPage {
  deals: DealSummary[];
  pageInfo: ReturnType<typeof pageInfo>;
}

interface CacheEntry {
  /** The response JSON up to, not including, `serverTime` and the closing brace (gzipped once, lazily). */
  prefix: JsonPrefix;
  /** Monotonic deadline (performance.now()), so a wrong or fixed wall clock cannot keep it forever. */
  expiresAt: number;
  /** The list is only right before the next deal ends or starts, whatever the TTL says. */
  validBefore: string | null;
}

const CACHE_TTL_MS = 3000;
const CACHE_MAX_ENTRIES = 256;

/**
 * The home deal list is the busiest call and the same for everyone, so pages are cached for a few
 * seconds per (sort, page, size), already serialised. An entry never outlives the next start or end
 * of a deal, so a cached page cannot show an ended deal or miss one that has just started.
 */
export function createDealListCache() {
  const entries = new Map<string, CacheEntry>();
  return {
    get(key: string, nowIso: string): JsonPrefix | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (
        performance.now() >= entry.expiresAt ||
        (entry.validBefore !== null && nowIso >= entry.validBefore)
      ) {
        entries.delete(key);
        return undefined;
      }
      return entry.prefix;
    },
    set(key: string, prefix: JsonPrefix, validBefore: string | null): void {
      // Page and size come from callers: a bounded map keeps odd values from growing memory.
      if (entries.size >= CACHE_MAX_ENTRIES) entries.clear();
      entries.set(key, { prefix, expiresAt: performance.now() + CACHE_TTL_MS, validBefore });
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type DealListCache = ReturnType<typeof createDealListCache>;

/**
 * The home deal list as response JSON. Serialising (and compressing) once per cache entry, checked
 * against the contract when it is built, instead of once per request is what keeps this call close
 * to a bare health check under load; only `serverTime` is added per request (http/split-json.ts).
 */
export async function homeDealsJson(
  ctx: DisplayContext,
  cache: DealListCache,
  sort: DealSortCode,
  request: PageRequest,
): Promise<SplitJson> {
  const nowIso = ctx.now().toISOString();
  const key = `${sort}:${request.page}:${request.size}`;
  const cached = cache.get(key, nowIso);
  if (cached !== undefined) return withServerTime(cached, nowIso);

  const [state, rows] = await Promise.all([
    readDealListState(ctx.db, nowIso),
    listLiveDeals(ctx.db, nowIso, sort, pageWindow(request)),
  ]);
  const page: DealPage = { deals: rows.map(toDealSummary), pageInfo: pageInfo(request, state.liveCount) };
  const checked = getHomeDeals.response.parse({ ...page, serverTime: nowIso });
  const { serverTime: _, ...rest } = checked;
  const prefix = new JsonPrefix(JSON.stringify(rest).slice(0, -1));
  cache.set(key, prefix, state.nextChangeAt);
  return withServerTime(prefix, nowIso);
}

/** An ISO time has no character JSON escapes: it is written as it is. */
const withServerTime = (prefix: JsonPrefix, nowIso: string): SplitJson =>
  prefix.withEnd(`,"serverTime":"${nowIso}"}`);

/**
 * A deal with its products. Unpublished deals are not found unless `includeUnpublished` is set (the
 * admin preview); ended and upcoming ones are shown with their status so a shared link still works.
 */
export async function dealDetail(
  ctx: DisplayContext,
  dealId: number,
  options: { includeUnpublished?: boolean } = {},
): Promise<DealDetail | undefined> {
  const card = await findDealCard(ctx.db, dealId);
  if (!card || (card.published !== 1 && !options.includeUnpublished)) return undefined;
  const products = await listDealProducts(ctx.db, dealId);
  return {
    ...toDealSummary(card),
    description: card.description,
    status: dealStatus(card, ctx.now().toISOString()),
    products: products.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
  };
}

export async function homeBanners(ctx: DisplayContext, position: string): Promise<Banner[]> {
  const rows = await listBanners(ctx.db, position);
  return rows.map((row) => ({
    bannerId: row.banner_id,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: bannerImageUrl(row.banner_id),
    linkUrl: row.link_url,
    backgroundColor: row.background_color,
  }));
}
