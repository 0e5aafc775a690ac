import type { RankItem } from '#contract/best.ts';
import type { RankPeriodCode } from '#contract/display.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import { countRanks, listRanks, type RankRow } from './best.repository.ts';

export function toRankItem(row: RankRow, shopBaseUrl: string): RankItem {
  const previous = row.previous_rank;
  return {
    rank: row.rank,
    previousRank: previous,
    rankChange: previous === null ? 0 : previous - row.rank,
    isNew: previous === null,
    product: toProductSummary(row, shopBaseUrl),
  };
}

export async function bestRank(ctx: ServiceContext, period: RankPeriodCode, page: PageRequest) {
  const { offset, limit } = pageWindow(page);
  const [totalCount, rows] = await Promise.all([
    countRanks(ctx.db, period),
    listRanks(ctx.db, period, offset, limit),
  ]);
  return {
    period,
    items: rows.map((row) => toRankItem(row, ctx.shopBaseUrl)),
    pageInfo: pageInfo(page, totalCount),
  };
}

export async function homeBest(ctx: ServiceContext, size: number) {
  const period: RankPeriodCode = 'DAILY';
  const rows = await listRanks(ctx.db, period, 0, size);
  return { period, items: rows.map((row) => toRankItem(row, ctx.shopBaseUrl)) };
}
