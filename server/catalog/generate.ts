/**
 * A deterministic catalogue of any size as JSON Lines (docs/catalog-format.md), for load tests and
 * the 100,000-product search benchmark. It starts from the standard seeded catalogue (its categories,
 * regions, stores and products) and makes variants of those products: other producers, grades and
 * packs, other prices. So the words a shopper searches for (사과, 쌀, 한우…) appear in realistic
 * proportions, and the same options always give the same file.
 *
 *   node --import tsx server/catalog/generate.ts 100000 > catalogue.jsonl
 */
import type { CatalogLineInput } from '#contract/catalog.ts';
import { generateCatalogue } from '../seed/generate.ts';
import { createRandom } from '../shared/prng.ts';

/** The catalogue's own clock: it never depends on when it was generated. */
const EPOCH = new Date('2026-11-01T00:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const PRODUCERS = [
  '김농부네',
  '하늘농원',
  '초록들판',
  '햇살농장',
  '바다마을',
  '산골농원',
  '우리영농조합',
  '달빛농장',
  '푸른들',
  '자연애',
  '참좋은농원',
  '맑은샘농장',
  '해뜰마루',
  '들꽃농원',
  '청정마을',
  '솔바람농장',
];
const GRADES = [
  '',
  '',
  '',
  '유기농',
  '무농약',
  '프리미엄',
  '특품',
  '친환경',
  'GAP인증',
  '산지직송',
  '못난이',
  '햇',
];
const PACKS = ['', '', '', '가정용', '선물용', '대용량', '소포장', '실속형', '1+1', '선물세트'];

export interface GenerateCatalogOptions {
  products: number;
  /** Variant randomness; the same seed gives the same file. */
  seed?: number;
}

/** The lines of a generated catalogue: categories, regions, stores, then products. */
export function* generateCatalogLines({
  products,
  seed = 20261101,
}: GenerateCatalogOptions): Generator<CatalogLineInput> {
  if (!Number.isInteger(products) || products < 0)
    throw new Error(`products must be a whole number, got ${products}`);
  const base = generateCatalogue({ now: EPOCH });
  const random = createRandom(seed);

  const depth = new Map(base.category.map((row) => [row.code, row.depth]));
  for (const row of [...base.category].sort((a, b) => a.depth - b.depth)) {
    yield {
      type: 'category',
      code: row.code,
      parentCode: row.parent_code,
      name: row.name,
      sortOrder: row.sort_order,
    };
  }
  for (const row of base.region) {
    yield {
      type: 'region',
      code: row.code,
      name: row.name,
      shortName: row.short_name,
      sortOrder: row.sort_order,
    };
  }
  for (const row of base.store) {
    yield {
      type: 'store',
      storeId: row.store_id,
      regionCode: row.region_code,
      name: row.name,
      description: row.description,
      likeCount: row.like_count,
    };
  }
  // One more store per 200 products, spread over the regions, named like the real ones.
  const extraStores = Math.floor(products / 200);
  const storeIds = base.store.map((row) => row.store_id);
  for (let i = 0; i < extraStores; i++) {
    const region = base.region[i % base.region.length]!;
    const storeId = base.store.length + i + 1;
    storeIds.push(storeId);
    yield {
      type: 'store',
      storeId,
      regionCode: region.code,
      name: `${region.short_name} ${PRODUCERS[i % PRODUCERS.length]} ${Math.floor(i / PRODUCERS.length) + 1}호점`,
      description: `${region.name}에서 직접 기르고 고른 제철 먹거리`,
      likeCount: random.int(0, 3000),
    };
  }

  const templates = base.product.filter((row) => depth.get(row.category_code) === 3);
  if (templates.length === 0 && products > 0)
    throw new Error('the standard catalogue has no products to vary');
  for (let i = 0; i < products; i++) {
    const template = templates[i % templates.length]!;
    const round = Math.floor(i / templates.length);
    const name =
      round === 0
        ? template.name
        : [random.pick(PRODUCERS), random.pick(GRADES), template.name, random.pick(PACKS)]
            .filter(Boolean)
            .join(' ');
    const regularPrice = Math.max(
      100,
      Math.round((template.regular_price * (0.7 + random.next() * 0.8)) / 100) * 100,
    );
    const discount = random.chance(0.6) ? random.int(5, 45) : 0;
    const salePrice = Math.round((regularPrice * (100 - discount)) / 100 / 10) * 10;
    yield {
      type: 'product',
      productNo: i + 1,
      name,
      categoryCode: template.category_code,
      storeId: random.chance(0.4) ? random.pick(storeIds) : template.store_id,
      origin: template.origin,
      weight: template.weight,
      regularPrice,
      salePrice,
      soldOut: random.chance(0.05),
      seasonMonths: template.season_months ? template.season_months.split(',').map(Number) : [],
      popularity: Math.floor(random.next() ** 3 * 10_000),
      createdAt: new Date(
        EPOCH.getTime() - random.int(0, 365) * DAY_MS - random.int(0, 86_399) * 1000,
      ).toISOString(),
    };
  }
}

export function generateCatalogText(options: GenerateCatalogOptions): string {
  let text = '';
  for (const line of generateCatalogLines(options)) text += `${JSON.stringify(line)}\n`;
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 1000);
  for (const line of generateCatalogLines({ products: count }))
    process.stdout.write(`${JSON.stringify(line)}\n`);
}
