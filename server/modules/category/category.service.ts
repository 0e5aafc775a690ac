import type { CategoryNode, CategoryRef } from '#contract/category.ts';
import type { DiscountRateCode, SearchSortCode } from '#contract/display.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { categoryImageUrl } from '../../shared/media-urls.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import {
  type CategoryRow,
  categoryMaxPrice,
  countCategoryProducts,
  listCategories,
  listCategoryProducts,
} from './category.repository.ts';

/** The category tree, indexed once per call so every lookup below is a map read. */
class CategoryIndex {
  private readonly byCode = new Map<string, CategoryRow>();
  private readonly children = new Map<string | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows) {
      this.byCode.set(row.code, row);
      const siblings = this.children.get(row.parent_code) ?? [];
      siblings.push(row);
      this.children.set(row.parent_code, siblings);
    }
    for (const siblings of this.children.values()) {
      siblings.sort((a, b) => a.sort_order - b.sort_order || a.code.localeCompare(b.code));
    }
  }

  find(code: string): CategoryRow | undefined {
    return this.byCode.get(code);
  }

  require(code: string): CategoryRow {
    const row = this.byCode.get(code);
    if (!row) throw notFound('카테고리를 찾을 수 없습니다.');
    return row;
  }

  childrenOf(code: string | null): CategoryRow[] {
    return this.children.get(code) ?? [];
  }

  node(row: CategoryRow): CategoryNode {
    const children = this.childrenOf(row.code).map((child) => this.node(child));
    return row.depth === 1
      ? { ...ref(row), imageUrl: categoryImageUrl(row.code), children }
      : { ...ref(row), children };
  }

  /** From the root down to `row` itself. */
  path(row: CategoryRow): CategoryRef[] {
    const path: CategoryRef[] = [];
    for (
      let at: CategoryRow | undefined = row;
      at;
      at = at.parent_code ? this.byCode.get(at.parent_code) : undefined
    ) {
      path.unshift(ref(at));
    }
    return path;
  }
}

function ref(row: CategoryRow): CategoryRef {
  return { code: row.code, name: row.name, depth: row.depth };
}

export async function categoryTree(ctx: ServiceContext, categoryCode: string | undefined) {
  const index = new CategoryIndex(await listCategories(ctx.db));
  if (categoryCode === undefined) {
    return { categories: index.childrenOf(null).map((row) => index.node(row)), current: null, path: [] };
  }
  const current = index.require(categoryCode);
  return {
    categories: index.childrenOf(current.code).map((row) => index.node(row)),
    current: ref(current),
    path: index.path(current),
  };
}

export interface CategoryProductsInput extends PageRequest {
  categoryCode: string;
  sort: SearchSortCode;
  discountRate: DiscountRateCode;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export async function categoryProducts(ctx: ServiceContext, input: CategoryProductsInput) {
  if (input.minPrice !== undefined && input.maxPrice !== undefined && input.minPrice > input.maxPrice) {
    throw new AppError('OUT_OF_RANGE', '최소 가격이 최대 가격보다 클 수 없습니다.');
  }
  const index = new CategoryIndex(await listCategories(ctx.db));
  const category = index.require(input.categoryCode);
  // Tabs: a leaf shows its siblings (itself among them), a branch its children.
  const tabParent = category.depth === 3 ? category.parent_code : category.code;
  const [totalCount, rows, maxPrice] = await Promise.all([
    countCategoryProducts(ctx.db, input),
    listCategoryProducts(ctx.db, { ...input, ...pageWindow(input) }),
    categoryMaxPrice(ctx.db, category.code),
  ]);
  return {
    category: ref(category),
    path: index.path(category),
    subCategories: index.childrenOf(tabParent).map(ref),
    products: rows.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
    pageInfo: pageInfo(input, totalCount),
    maxPrice,
    sort: input.sort,
    discountRate: input.discountRate,
    priceRange: { min: input.minPrice ?? 0, max: input.maxPrice ?? maxPrice },
  };
}
