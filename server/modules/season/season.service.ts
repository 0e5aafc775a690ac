import type { SearchSortCode } from '#contract/display.ts';
import type { SeasonKind } from '#contract/season.ts';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import {
  countSeasonProducts,
  countThemeProducts,
  findCategory,
  listSeasonProducts,
  listThemeProducts,
  seasonCategoryCounts,
} from './season.repository.ts';
import { findTheme, type SeasonTheme, themesFor } from './season.themes.ts';

export async function homeSeason(ctx: ServiceContext, month: number, size: number) {
  const rows = await listSeasonProducts(ctx.db, { month, sort: 'POPULAR', offset: 0, limit: size });
  return {
    month,
    title: `${month}월 제철 먹거리`,
    products: rows.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
  };
}

export async function seasonDelicacy(
  ctx: ServiceContext,
  input: { month: number; categoryCode?: string | undefined; sort: SearchSortCode } & PageRequest,
) {
  if (input.categoryCode !== undefined) {
    const category = await findCategory(ctx.db, input.categoryCode);
    if (!category) throw notFound('카테고리를 찾을 수 없습니다.');
  }
  const filter = { month: input.month, categoryCode: input.categoryCode };
  const [counts, totalCount, rows] = await Promise.all([
    seasonCategoryCounts(ctx.db, input.month),
    countSeasonProducts(ctx.db, filter),
    listSeasonProducts(ctx.db, { ...filter, sort: input.sort, ...pageWindow(input) }),
  ]);
  return {
    month: input.month,
    categories: counts.map((row) => ({
      code: row.code,
      name: row.name,
      productCount: Number(row.product_count),
      isSelected: input.categoryCode?.startsWith(row.code) ?? false,
    })),
    products: rows.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
    pageInfo: pageInfo(input, totalCount),
  };
}

function describeTheme(theme: SeasonTheme, selected: SeasonTheme) {
  return {
    recommendationCategoryId: theme.id,
    kind: theme.kind,
    title: theme.title,
    description: theme.description,
    isSelected: theme.id === selected.id,
  };
}

export async function seasonRecommendation(
  ctx: ServiceContext,
  input: { month: number; kind: SeasonKind; recommendationCategoryId?: number | undefined } & PageRequest,
) {
  const offered = themesFor(input.kind, input.month);
  let selected: SeasonTheme | undefined;
  if (input.recommendationCategoryId !== undefined) {
    selected = findTheme(input.recommendationCategoryId);
    if (!selected || selected.kind !== input.kind) {
      throw notFound('추천 카테고리를 찾을 수 없습니다.');
    }
  } else {
    selected = offered[0];
  }
  // Every month has at least the all-year themes, so this only fires if the table is edited badly.
  if (!selected) throw notFound('이달의 추천 카테고리가 없습니다.');
  // A theme opened from an old link outside its months is still shown, and listed so it can be selected.
  const listed = offered.some((theme) => theme.id === selected.id) ? offered : [...offered, selected];
  const filter = { month: input.month, categories: selected.categories, inSeasonOnly: selected.inSeasonOnly };
  const [totalCount, rows] = await Promise.all([
    countThemeProducts(ctx.db, filter),
    listThemeProducts(ctx.db, { ...filter, ...pageWindow(input) }),
  ]);
  return {
    month: input.month,
    kind: input.kind,
    recommendationCategories: listed.map((theme) => describeTheme(theme, selected)),
    selected: describeTheme(selected, selected),
    products: rows.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
    pageInfo: pageInfo(input, totalCount),
  };
}
