import type { RankPeriodCode } from '#contract/display.ts';
import type { Db } from '../../db/schema.ts';
import { selectProductSummaries } from '../../shared/product-summary.ts';

export async function countRanks(db: Db, period: RankPeriodCode): Promise<number> {
  const row = await db
    .selectFrom('best_rank')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listRanks(db: Db, period: RankPeriodCode, offset: number, limit: number) {
  return selectProductSummaries(db)
    .innerJoin('best_rank as b', 'b.product_no', 'p.product_no')
    .select(['b.rank', 'b.previous_rank'])
    .where('b.period', '=', period)
    .orderBy('b.rank')
    .offset(offset)
    .limit(limit)
    .execute();
}

export type RankRow = Awaited<ReturnType<typeof listRanks>>[number];
