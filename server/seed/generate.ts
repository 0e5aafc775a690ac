import { josa } from 'es-hangul';
import { rankPeriodCodes } from '#contract/display.ts';
import { seoulMonth } from '#contract/rules/seoul-time.ts';
import type { DB } from '../db/schema.ts';
import { noticeSummary } from '../modules/notice/notice.service.ts';
import { createRandom, type Random } from '../shared/prng.ts';
import {
  BANNER_DEAL_ID,
  bannerPlans,
  DEAL_CYCLE,
  dealSubtitles,
  dealTitlePatterns,
  ENDED_DEAL_POSITIONS,
  ENDING_WITHIN_HOUR_POSITIONS,
  eventPlans,
  type ProductSelection,
  periodPlans,
  SOLD_OUT_DEAL_RANK,
  UPCOMING_DEAL_POSITIONS,
  type WindowKind,
} from './tables/campaigns.ts';
import { type CategoryNode, categoryTree } from './tables/categories.ts';
import { noticePlans } from './tables/notices.ts';
import type { ProductTemplate } from './tables/product-template.ts';
import { dairyProducts } from './tables/products/dairy.ts';
import { drinkProducts } from './tables/products/drinks.ts';
import { fruitProducts } from './tables/products/fruit.ts';
import { grainProducts } from './tables/products/grains.ts';
import { healthProducts } from './tables/products/health.ts';
import { meatProducts } from './tables/products/meat.ts';
import { pantryProducts } from './tables/products/pantry.ts';
import { seafoodProducts } from './tables/products/seafood.ts';
import { sideDishProducts } from './tables/products/side-dishes.ts';
import { vegetableProducts } from './tables/products/vegetables.ts';
import { regions } from './tables/regions.ts';
import { stores } from './tables/stores.ts';

/** Rows for every catalogue table, keyed by table name, in an order that satisfies foreign keys. */
export type Catalogue = { [T in CatalogueTable]: DB[T][] };

export const catalogueTables = [
  'category',
  'region',
  'store',
  'product',
  'deal',
  'deal_product',
  'period',
  'period_product',
  'event',
  'banner',
  'best_rank',
  'notice',
  'catalog_meta',
] as const satisfies readonly (keyof DB)[];
export type CatalogueTable = (typeof catalogueTables)[number];

export interface GenerateOptions {
  now: Date;
  /** 1 gives the standard catalogue; n repeats products and deals n times (bigger test catalogues). */
  scale?: number;
}

/** Bump when the generated data changes shape, so a revived database can tell which seed made it. */
export const SEED_VERSION = '1';

const SEED = 0x5eed_2029;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const FIRST_PRODUCT_NO = 1001;

const productTables: readonly (readonly ProductTemplate[])[] = [
  fruitProducts,
  vegetableProducts,
  seafoodProducts,
  meatProducts,
  grainProducts,
  pantryProducts,
  healthProducts,
  drinkProducts,
  sideDishProducts,
  dairyProducts,
];

/** Labels that make the extra copies of a scaled catalogue distinct products. */
const scaleLabels = ['선물용', '대용량', '실속형', '특품', '가정용', '프리미엄'];

/** Whole-percent discount, the one rule every price in the catalogue follows. */
export function discountRateOf(regularPrice: number, salePrice: number): number {
  return Math.round(((regularPrice - salePrice) / regularPrice) * 100);
}

/**
 * A shop-style sale price for a target discount: ends in 900 won (prices from 10,000 won) or 90 won
 * (below), so it is always a multiple of 100 or 10. Returns the regular price when the discount would
 * round away to nothing.
 */
export function salePriceFor(regularPrice: number, targetRate: number): number {
  if (targetRate <= 0) return regularPrice;
  const raw = regularPrice * (1 - targetRate / 100);
  // The smallest charm price at or above the exact one, so the shown rate never exceeds the target.
  const sale =
    regularPrice >= 10_000
      ? Math.ceil((raw + 100) / 1000) * 1000 - 100
      : Math.ceil((raw + 10) / 100) * 100 - 10;
  if (sale <= 0 || sale >= regularPrice || discountRateOf(regularPrice, sale) < 1) return regularPrice;
  return sale;
}

const iso = (ms: number) => new Date(ms).toISOString();
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;
const ceilTo = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;

function flattenCategories(
  nodes: readonly CategoryNode[],
  parent: string | null,
  depth: number,
): DB['category'][] {
  return nodes.flatMap((node, index) => [
    { code: node.code, parent_code: parent, depth, name: node.name, sort_order: index + 1 },
    ...flattenCategories(node.children ?? [], node.code, depth + 1),
  ]);
}

/** A window relative to `now` for periods and events: live ones started days ago and run for weeks. */
function campaignWindow(kind: WindowKind, now: number, random: Random): { starts: number; ends: number } {
  const today = floorTo(now, HOUR);
  if (kind === 'ended') {
    const ends = today - random.int(20, 60) * DAY;
    return { starts: ends - random.int(10, 20) * DAY, ends };
  }
  if (kind === 'upcoming') {
    const starts = today + random.int(5, 10) * DAY;
    return { starts, ends: starts + random.int(14, 30) * DAY };
  }
  return { starts: today - random.int(2, 10) * DAY, ends: today + random.int(10, 30) * DAY };
}

function dealWindow(position: number, now: number, random: Random): { starts: number; ends: number } {
  if (ENDED_DEAL_POSITIONS.has(position)) {
    const ends = floorTo(now - random.int(60, 5 * 24 * 60) * MINUTE, MINUTE);
    return { starts: ends - random.int(24, 72) * HOUR, ends };
  }
  if (UPCOMING_DEAL_POSITIONS.has(position)) {
    const starts = ceilTo(now + random.int(2 * 60, 72 * 60) * MINUTE, HOUR);
    return { starts, ends: starts + random.int(24, 72) * HOUR };
  }
  const starts = floorTo(now - random.int(60, 72 * 60) * MINUTE, HOUR);
  const ends = ENDING_WITHIN_HOUR_POSITIONS.has(position)
    ? ceilTo(now + random.int(10, 50) * MINUTE, MINUTE)
    : ceilTo(now + random.int(90, 5 * 24 * 60 - 60) * MINUTE, 10 * MINUTE);
  return { starts, ends };
}

function selectProducts(
  selection: ProductSelection,
  products: readonly DB['product'][],
  month: number,
  random: Random,
): DB['product'][] {
  const byPopularity = (a: DB['product'], b: DB['product']) =>
    b.popularity - a.popularity || a.product_no - b.product_no;
  let chosen: DB['product'][];
  switch (selection.kind) {
    case 'popular':
      chosen = random.shuffle(
        products
          .filter((p) => p.sold_out === 0)
          .sort(byPopularity)
          .slice(0, selection.count * 2),
      );
      break;
    case 'newest':
      chosen = [...products].sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || a.product_no - b.product_no,
      );
      break;
    case 'categories':
      chosen = products
        .filter((p) => selection.prefixes.some((prefix) => p.category_code.startsWith(prefix)))
        .sort(byPopularity);
      break;
    case 'inSeason':
      chosen = products
        .filter((p) => p.category_code.startsWith(selection.prefix))
        .filter((p) => p.season_months === '' || p.season_months.split(',').map(Number).includes(month))
        .sort(byPopularity);
      break;
    case 'local':
      chosen = random.shuffle(products.filter((p) => p.store_id !== null));
      break;
    case 'nameIncludes':
      chosen = products
        .filter((p) => selection.words.some((word) => p.name.includes(word)))
        .sort(byPopularity);
      break;
  }
  return chosen.slice(0, selection.count);
}

/**
 * The whole catalogue as plain rows: a pure function of `now` and `scale`, so the same instant always
 * gives the same data (the PRNG seed is fixed).
 */
export function generateCatalogue({ now, scale = 1 }: GenerateOptions): Catalogue {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`scale must be a positive integer, got ${scale}`);
  const random = createRandom(SEED);
  const nowMs = now.getTime();
  const month = seoulMonth(now);

  const category = flattenCategories(categoryTree, null, 1);
  const leafCodes = new Set(category.filter((row) => row.depth === 3).map((row) => row.code));

  const region: DB['region'][] = regions.map((r, index) => ({
    code: r.code,
    name: r.name,
    short_name: r.shortName,
    sort_order: index + 1,
  }));

  const storeIds = new Map<string, number>();
  const store: DB['store'][] = stores.map((s, index) => {
    storeIds.set(s.key, index + 1);
    return {
      store_id: index + 1,
      region_code: s.region,
      name: s.name,
      description: s.description,
      like_count: random.int(30, 4800),
    };
  });

  // Products --------------------------------------------------------------------------------------
  const product: DB['product'][] = [];
  for (let copy = 0; copy < scale; copy++) {
    for (const table of productTables) {
      for (const template of table) {
        if (!leafCodes.has(template.category)) {
          throw new Error(`${template.name}: ${template.category} is not a depth-3 category`);
        }
        for (const [weight, basePrice] of template.options) {
          const regular =
            copy === 0 ? basePrice : Math.round((basePrice * (1 + 0.2 * copy)) / 100) * 100 - 100;
          const draw = random.next();
          const targetRate = draw < 0.2 ? 0 : draw < 0.9 ? random.int(5, 35) : random.int(36, 62);
          const sale = salePriceFor(regular, targetRate);
          const isNew = random.chance(0.07);
          const ageMs = isNew ? random.int(0, 13 * 24) * HOUR : random.int(20, 500) * DAY;
          product.push({
            product_no: FIRST_PRODUCT_NO + product.length,
            name:
              copy === 0 ? template.name : `${template.name} ${scaleLabels[(copy - 1) % scaleLabels.length]}`,
            category_code: template.category,
            store_id: template.store ? (storeIds.get(template.store) ?? null) : null,
            origin: template.origin,
            weight,
            regular_price: regular,
            sale_price: sale,
            discount_rate: discountRateOf(regular, sale),
            sold_out: random.chance(0.05) ? 1 : 0,
            season_months: template.season.join(','),
            popularity: Math.floor(random.next() ** 2 * 9000) + random.int(0, 999),
            created_at: iso(floorTo(nowMs - ageMs, MINUTE)),
          });
        }
      }
    }
  }
  for (const s of store) {
    if (!product.some((p) => p.store_id === s.store_id)) throw new Error(`${s.name} has no products`);
  }
  const productByNo = new Map(product.map((p) => [p.product_no, p]));

  // Deals -----------------------------------------------------------------------------------------
  const dealCount = DEAL_CYCLE * scale;
  const headlines = random
    .shuffle(product.filter((p) => p.discount_rate >= 10 && p.sold_out === 0))
    .slice(0, dealCount + 1);
  if (headlines.length < dealCount + 1) throw new Error('not enough discounted products for the deals');
  const recommendOrder = random.shuffle(Array.from({ length: dealCount + 1 }, (_, i) => i + 1));
  const deal: DB['deal'][] = [];
  const deal_product: DB['deal_product'][] = [];
  /** Live, published deals with a plain countdown (not the banner's), and their headline products. */
  const soldOutCandidates: { sortOrder: number; headline: DB['product'] }[] = [];
  for (let index = 0; index <= dealCount; index++) {
    const dealId = index + 1;
    const headline = headlines[index] as DB['product'];
    // The last deal is an unpublished draft in a live window: it must never be shown.
    const isDraft = index === dealCount;
    const position = ((dealId - 1) % DEAL_CYCLE) + 1;
    const window = dealWindow(isDraft ? 1 : position, nowMs, random);
    const label = `${headline.name} ${headline.weight}`;
    const seller = headline.store_id ? store[headline.store_id - 1] : undefined;
    deal.push({
      deal_id: dealId,
      title: random.pick(dealTitlePatterns)(label),
      subtitle: random.pick(dealSubtitles),
      description: seller
        ? `${josa(seller.name, '이/가')} 직접 보내는 ${josa(headline.name, '을/를')} 기간 한정 특가로 만나 보세요. 원산지 ${headline.origin}.`
        : `${josa(headline.name, '을/를')} 기간 한정 특가로 만나 보세요. 원산지 ${headline.origin}.`,
      starts_at: iso(window.starts),
      ends_at: iso(window.ends),
      published: isDraft ? 0 : 1,
      sort_order: recommendOrder[index] as number,
    });
    deal_product.push({ deal_id: dealId, product_no: headline.product_no, sort_order: 0 });
    const plainLive = ![ENDED_DEAL_POSITIONS, UPCOMING_DEAL_POSITIONS, ENDING_WITHIN_HOUR_POSITIONS].some(
      (positions) => positions.has(position),
    );
    if (!isDraft && plainLive && dealId !== BANNER_DEAL_ID)
      soldOutCandidates.push({ sortOrder: recommendOrder[index] as number, headline });
    const family = headline.category_code.slice(0, 5);
    const companions = random
      .shuffle(
        product.filter((p) => p.category_code.startsWith(family) && p.product_no !== headline.product_no),
      )
      .slice(0, random.int(0, 3));
    companions.forEach((p, i) => {
      deal_product.push({ deal_id: dealId, product_no: p.product_no, sort_order: i + 1 });
    });
  }

  // Marked after every draw, so the rest of the catalogue is the same as without it.
  const soldOut = soldOutCandidates.sort((a, b) => a.sortOrder - b.sortOrder)[SOLD_OUT_DEAL_RANK];
  if (!soldOut) throw new Error('not enough live deals for a sold-out one');
  soldOut.headline.sold_out = 1;

  // Periods and events ----------------------------------------------------------------------------
  const period: DB['period'][] = [];
  const period_product: DB['period_product'][] = [];
  for (const plan of periodPlans) {
    const window = campaignWindow(plan.window, nowMs, random);
    period.push({
      period_id: plan.periodId,
      title: plan.title,
      subtitle: plan.subtitle,
      description: plan.description,
      track_name: plan.trackName,
      starts_at: iso(window.starts),
      ends_at: iso(window.ends),
      published: 1,
    });
    selectProducts(plan.select, product, month, random).forEach((p, i) => {
      period_product.push({ period_id: plan.periodId, product_no: p.product_no, sort_order: i });
    });
  }

  const event: DB['event'][] = eventPlans.map((plan) => {
    const window = campaignWindow(plan.window, nowMs, random);
    return {
      event_id: plan.eventId,
      title: plan.title,
      description: plan.description,
      starts_at: iso(window.starts),
      ends_at: iso(window.ends),
      published: 1,
    };
  });

  const bannerDeal = deal.find((d) => d.deal_id === BANNER_DEAL_ID);
  const bannerHeadline = productByNo.get(
    deal_product.find((dp) => dp.deal_id === BANNER_DEAL_ID && dp.sort_order === 0)?.product_no ?? -1,
  );
  const banner: DB['banner'][] = bannerPlans.map((plan, index) => ({
    banner_id: plan.bannerId,
    position: 'home',
    title: plan.title,
    subtitle:
      plan.linkUrl === `/deal/${BANNER_DEAL_ID}` && bannerDeal && bannerHeadline
        ? `${bannerHeadline.name} ${bannerHeadline.discount_rate}% 할인`
        : plan.subtitle,
    link_url: plan.linkUrl,
    background_color: plan.backgroundColor,
    sort_order: index + 1,
    published: plan.published ? 1 : 0,
  }));

  // Best ranks: popularity with per-period noise; the previous ranking is another noisy draw, so
  // movements look real and a product outside the previous top 100 is new (previous_rank null).
  const best_rank: DB['best_rank'][] = [];
  const noise = { DAILY: 0.35, WEEKLY: 0.25, MONTHLY: 0.15 } as const;
  for (const code of rankPeriodCodes) {
    const ranking = (spread: number) =>
      product
        .map((p) => ({ no: p.product_no, score: p.popularity * (1 - spread / 2 + random.next() * spread) }))
        .sort((a, b) => b.score - a.score || a.no - b.no)
        .map((entry) => entry.no);
    const previous = ranking(noise[code]);
    const previousRank = new Map(previous.slice(0, 100).map((no, i) => [no, i + 1]));
    ranking(noise[code])
      .slice(0, 100)
      .forEach((no, i) => {
        best_rank.push({
          period: code,
          rank: i + 1,
          product_no: no,
          previous_rank: previousRank.get(no) ?? null,
        });
      });
  }

  const notice: DB['notice'][] = noticePlans.map((plan) => ({
    notice_id: plan.noticeId,
    title: plan.title,
    body_html: plan.bodyHtml,
    published: plan.published ? 1 : 0,
    created_at: iso(floorTo(nowMs - plan.daysAgo * DAY, HOUR)),
    pinned: plan.pinned ? 1 : 0,
    summary: noticeSummary(plan.bodyHtml),
    image_url: null,
    updated_at: null,
  }));

  const catalog_meta: DB['catalog_meta'][] = [
    { key: 'seeded_at', value: now.toISOString() },
    { key: 'seed_version', value: SEED_VERSION },
    { key: 'scale', value: String(scale) },
  ];

  return {
    category,
    region,
    store,
    product,
    deal,
    deal_product,
    period,
    period_product,
    event,
    banner,
    best_rank,
    notice,
    catalog_meta,
  };
}
