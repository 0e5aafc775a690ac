/**
 * Catalogue import (docs/catalog-format.md): every line is checked, first on its own against the
 * contract, then against the rest of the file and the database (parents, categories, stores,
 * regions), and each product's photo is read and re-encoded (catalog-photos.ts). Any problem and
 * nothing is written; otherwise one transaction upserts everything, stores the photos and re-indexes
 * the affected products for search.
 */
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import {
  type CatalogCategory,
  type CatalogProduct,
  type CatalogRegion,
  type CatalogStore,
  catalogLineSchema,
  describeCatalogIssue,
  discountRateOf,
} from '#contract/catalog.ts';
import type { CategoryTable, DB, Db, ProductTable, RegionTable, StoreTable } from '../db/schema.ts';
import { type ProductState, recordProductChange } from '../modules/product-alerts/product-alerts.events.ts';
import { announceSearchChange } from '../modules/search/search.catalogue.ts';
import { indexProducts, rebuildSearchIndex } from '../modules/search/search.indexer.ts';
import type { StorageKind } from '../modules/storage/storage.config.ts';
import { openStorage } from '../modules/storage/storage.ts';
import type { EncodedPhoto } from '../shared/photo-image.ts';
import {
  loadProductPhoto,
  ProductPhotoProblem,
  removeProductPhoto,
  storeProductPhoto,
} from './catalog-photos.ts';

export interface ImportProblem {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export const formatProblem = (problem: ImportProblem): string => `줄 ${problem.line}: ${problem.message}`;

interface Numbered<T> {
  line: number;
  value: T;
}

export interface ParsedCatalog {
  categories: Numbered<CatalogCategory>[];
  regions: Numbered<CatalogRegion>[];
  stores: Numbered<CatalogStore>[];
  products: Numbered<CatalogProduct>[];
  problems: ImportProblem[];
}

const KIND_LABEL = {
  category: '카테고리 코드',
  region: '지역 코드',
  store: '상점 번호',
  product: '상품 번호',
} as const;

/** Checks each line on its own: JSON, the contract's schema, and ids repeated within the file. */
export function parseCatalog(text: string): ParsedCatalog {
  const parsed: ParsedCatalog = { categories: [], regions: [], stores: [], products: [], problems: [] };
  const firstLineOf = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      // V8 says where, in English; keep the where.
      const position = /position (\d+)/.exec((error as Error).message)?.[1];
      const where = position === undefined ? '' : ` (${Number(position) + 1}번째 글자 근처)`;
      parsed.problems.push({ line, message: `JSON 형식이 올바르지 않습니다${where}.` });
      return;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      parsed.problems.push({ line, message: '한 줄에 JSON 객체 하나가 있어야 합니다.' });
      return;
    }
    const result = catalogLineSchema.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues)
        parsed.problems.push({ line, message: describeCatalogIssue(issue) });
      return;
    }
    const value = result.data;
    const id =
      value.type === 'store' ? value.storeId : value.type === 'product' ? value.productNo : value.code;
    const key = `${value.type}:${id}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      parsed.problems.push({
        line,
        message: `${KIND_LABEL[value.type]} ${id}이(가) 줄 ${earlier}에 이미 있습니다.`,
      });
      return;
    }
    firstLineOf.set(key, line);
    switch (value.type) {
      case 'category':
        parsed.categories.push({ line, value });
        break;
      case 'region':
        parsed.regions.push({ line, value });
        break;
      case 'store':
        parsed.stores.push({ line, value });
        break;
      case 'product':
        parsed.products.push({ line, value });
        break;
    }
  });
  return parsed;
}

interface Existing {
  categories: Map<string, { parent: string | null }>;
  regions: Set<string>;
  stores: Set<number>;
}

async function loadExisting(db: Db): Promise<Existing> {
  const categories = await db.selectFrom('category').select(['code', 'parent_code']).execute();
  const regions = await db.selectFrom('region').select('code').execute();
  const stores = await db.selectFrom('store').select('store_id').execute();
  return {
    categories: new Map(categories.map((row) => [row.code, { parent: row.parent_code }])),
    regions: new Set(regions.map((row) => row.code)),
    stores: new Set(stores.map((row) => row.store_id)),
  };
}

/** Checks the lines against each other and the database; returns each category's depth. */
function checkReferences(
  parsed: ParsedCatalog,
  existing: Existing,
): { problems: ImportProblem[]; depth: Map<string, number> } {
  const problems: ImportProblem[] = [];
  // The file's categories replace the database's of the same code.
  const parentOf = new Map<string, string | null>(
    [...existing.categories].map(([code, row]) => [code, row.parent]),
  );
  for (const { value } of parsed.categories) parentOf.set(value.code, value.parentCode);

  const depth = new Map<string, number>();
  const depthOf = (code: string): number | undefined => {
    const known = depth.get(code);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    let level = 0;
    for (let at: string | null | undefined = code; at != null; at = parentOf.get(at)) {
      if (seen.has(at) || !parentOf.has(at)) return undefined;
      seen.add(at);
      level += 1;
    }
    depth.set(code, level);
    return level;
  };

  // The contract already ties each code to its parent's (parent + two digits), so a file alone can
  // neither loop nor go deeper than 3; the checks below still guard rows imported before that rule.
  for (const { line, value } of parsed.categories) {
    if (value.parentCode !== null && !parentOf.has(value.parentCode)) {
      problems.push({ line, message: `상위 카테고리 ${value.parentCode}(parentCode)를 찾을 수 없습니다.` });
      continue;
    }
    const level = depthOf(value.code);
    if (level === undefined)
      problems.push({ line, message: `카테고리 ${value.code}의 상위 카테고리가 순환합니다.` });
    else if (level > 3) problems.push({ line, message: `카테고리 ${value.code}이(가) 3단계보다 깊습니다.` });
  }
  const regions = new Set([...existing.regions, ...parsed.regions.map(({ value }) => value.code)]);
  for (const { line, value } of parsed.stores) {
    if (!regions.has(value.regionCode)) {
      problems.push({ line, message: `지역 ${value.regionCode}(regionCode)을 찾을 수 없습니다.` });
    }
  }
  const stores = new Set([...existing.stores, ...parsed.stores.map(({ value }) => value.storeId)]);
  for (const { line, value } of parsed.products) {
    if (!parentOf.has(value.categoryCode)) {
      problems.push({ line, message: `카테고리 ${value.categoryCode}(categoryCode)를 찾을 수 없습니다.` });
    } else if (depthOf(value.categoryCode) !== 3) {
      problems.push({
        line,
        message: `상품은 3단계 카테고리에만 둘 수 있습니다: ${value.categoryCode}(categoryCode)`,
      });
    }
    if (value.storeId !== null && !stores.has(value.storeId)) {
      problems.push({ line, message: `상점 ${value.storeId}(storeId)를 찾을 수 없습니다.` });
    }
  }
  return { problems, depth };
}

/** Bound parameters per statement, inside SQLite's and PostgreSQL's limits. */
const MAX_PARAMS = 30_000;

async function upsert<T extends 'category' | 'region' | 'store' | 'product'>(
  trx: Transaction<DB>,
  table: T,
  key: string,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).filter((column) => column !== key);
  const perStatement = Math.floor(MAX_PARAMS / Object.keys(first).length);
  // One upsert for four tables: Kysely cannot tie a generic table to its row type, hence `never`.
  const updates = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  for (let start = 0; start < rows.length; start += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .onConflict((conflict) => conflict.column(key as never).doUpdateSet(updates as never))
      .execute();
  }
}

export interface ImportSummary {
  categories: number;
  regions: number;
  stores: number;
  products: number;
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; problems: ImportProblem[] };

/**
 * Imports a catalogue file's text. With `dryRun` it only checks. Problems come back sorted by line;
 * when there are any, the database is untouched.
 */
export interface ImportOptions {
  dryRun?: boolean;
  /** The folder relative photo paths start from: the catalogue file's (default: the working directory). */
  baseDir?: string;
  /** Where photo files go (PHOTO_STORAGE). */
  storage?: StorageKind;
  /** The photo rows' import time. */
  now?: Date;
  /** The time limit of one photo URL. */
  photoTimeoutMs?: number;
  /**
   * A large load into a store no one is using (the search bench's million products): the search
   * index is rebuilt with its PostgreSQL indexes built after the load (rebuildSearchIndex's `bulk`),
   * which locks the search tables until the import commits. The rows written are the same.
   */
  bulk?: boolean;
}

/**
 * Reads and re-encodes every photo the lines give, before anything is written: a photo that is missing,
 * not a photo, too large or too slow is a problem of its line like any other, so the import stops and
 * nothing is written (docs/catalog-format.md says why).
 */
async function loadPhotos(
  parsed: ParsedCatalog,
  options: ImportOptions,
): Promise<{ photos: Map<number, EncodedPhoto>; problems: ImportProblem[] }> {
  const photos = new Map<number, EncodedPhoto>();
  const problems: ImportProblem[] = [];
  for (const { line, value } of parsed.products) {
    if (value.photo == null) continue;
    try {
      photos.set(
        value.productNo,
        await loadProductPhoto(value.photo, {
          baseDir: options.baseDir ?? process.cwd(),
          timeoutMs: options.photoTimeoutMs,
        }),
      );
    } catch (error) {
      if (!(error instanceof ProductPhotoProblem)) throw error;
      problems.push({ line, message: `상품 ${value.productNo}의 사진(photo): ${error.message}` });
    }
  }
  return { photos, problems };
}

async function productStates(
  db: Transaction<DB>,
  productNos: readonly number[],
): Promise<Map<number, ProductState>> {
  const states = new Map<number, ProductState>();
  for (let start = 0; start < productNos.length; start += 500) {
    const rows = await db
      .selectFrom('product')
      .select(['product_no', 'sale_price', 'sold_out', 'store_id'])
      .where('product_no', 'in', productNos.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      states.set(row.product_no, {
        productNo: row.product_no,
        salePrice: row.sale_price,
        soldOut: row.sold_out === 1,
        storeId: row.store_id,
      });
    }
  }
  return states;
}

export async function importCatalog(
  db: Kysely<DB>,
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const parsed = parseCatalog(text);
  const { problems: referenceProblems, depth } = checkReferences(parsed, await loadExisting(db));
  let problems = [...parsed.problems, ...referenceProblems];
  // Photos are read only for a file that is otherwise good: a bad file is reported at once.
  const { photos, problems: photoProblems } =
    problems.length > 0
      ? { photos: new Map<number, EncodedPhoto>(), problems: [] }
      : await loadPhotos(parsed, options);
  problems = [...problems, ...photoProblems].sort((a, b) => a.line - b.line);
  if (problems.length > 0) return { ok: false, problems };
  const summary: ImportSummary = {
    categories: parsed.categories.length,
    regions: parsed.regions.length,
    stores: parsed.stores.length,
    products: parsed.products.length,
  };
  if (options.dryRun) return { ok: true, summary };
  const now = options.now ?? new Date();

  await db.transaction().execute(async (trx) => {
    await upsert(
      trx,
      'region',
      'code',
      parsed.regions.map(
        ({ value }): Insertable<RegionTable> => ({
          code: value.code,
          name: value.name,
          short_name: value.shortName,
          sort_order: value.sortOrder,
        }),
      ),
    );
    // Parents before children, for the foreign key on parent_code.
    const categories = [...parsed.categories].sort(
      (a, b) => (depth.get(a.value.code) ?? 0) - (depth.get(b.value.code) ?? 0),
    );
    await upsert(
      trx,
      'category',
      'code',
      categories.map(
        ({ value }): Insertable<CategoryTable> => ({
          code: value.code,
          parent_code: value.parentCode,
          depth: depth.get(value.code) ?? 1,
          name: value.name,
          sort_order: value.sortOrder,
        }),
      ),
    );
    await upsert(
      trx,
      'store',
      'store_id',
      parsed.stores.map(
        ({ value }): Insertable<StoreTable> => ({
          store_id: value.storeId,
          region_code: value.regionCode,
          name: value.name,
          description: value.description,
          like_count: value.likeCount,
        }),
      ),
    );
    // The products as they were, so the changes that concern shoppers (a lower price, stock back, a
    // store's new product) go into the alerts' outbox in this same transaction.
    const productBefore = await productStates(
      trx,
      parsed.products.map(({ value }) => value.productNo),
    );
    await upsert(
      trx,
      'product',
      'product_no',
      parsed.products.map(
        ({ value }): Insertable<ProductTable> => ({
          product_no: value.productNo,
          name: value.name,
          category_code: value.categoryCode,
          store_id: value.storeId,
          origin: value.origin,
          weight: value.weight,
          regular_price: value.regularPrice,
          sale_price: value.salePrice,
          discount_rate: value.discountRate ?? discountRateOf(value.regularPrice, value.salePrice),
          sold_out: value.soldOut ? 1 : 0,
          season_months: [...value.seasonMonths].sort((a, b) => a - b).join(','),
          popularity: value.popularity,
          created_at: value.createdAt,
        }),
      ),
    );
    // A store's news is one event per store and day (its dedupe key): after a store's first new
    // product the others would be ignored, so they are not sent (a million statements at scale).
    const storesWithNews = new Set<number>();
    for (const { value } of parsed.products) {
      const before = productBefore.get(value.productNo) ?? null;
      if (before === null && value.storeId !== null) {
        if (storesWithNews.has(value.storeId)) continue;
        storesWithNews.add(value.storeId);
      }
      await recordProductChange(trx, {
        before,
        after: {
          productNo: value.productNo,
          salePrice: value.salePrice,
          soldOut: value.soldOut,
          storeId: value.storeId,
        },
        now,
      });
    }
    // Photos after their products (the row's foreign key); absent keeps the photo, null removes it.
    const storage = openStorage(options.storage ?? 'database', trx, () => now);
    for (const { value } of parsed.products) {
      const photo = photos.get(value.productNo);
      if (photo && value.photo != null)
        await storeProductPhoto(trx, storage, {
          productNo: value.productNo,
          source: value.photo,
          photo,
          now,
        });
      else if (value.photo === null) await removeProductPhoto(trx, storage, value.productNo);
    }
    // Renamed categories, stores or regions change the tags of products not in the file: rebuild.
    if (summary.categories + summary.regions + summary.stores > 0 || options.bulk)
      await rebuildSearchIndex(trx, { bulk: options.bulk });
    else
      await indexProducts(
        trx,
        parsed.products.map(({ value }) => value.productNo),
      );
  });
  // Again after the commit: a search between the index update and the commit cached the old tree.
  announceSearchChange('catalogue');
  return { ok: true, summary };
}
