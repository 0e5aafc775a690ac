import { type AlertKind, PRODUCT_ALERT_LIMITS, type ProductAlert } from '#contract/product-alerts.ts';
import type { Dialect } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { shopProductUrl } from '../../shared/product-summary.ts';
import {
  countLive,
  deleteSubscription,
  findSubscription,
  listLive,
  liveTargets,
  lockMember,
  upsertSubscription,
} from './product-alerts.repository.ts';

export interface AlertContext extends ServiceContext {
  dialect: Dialect;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const dealLink = (dealId: number) => `/deal/${dealId}`;

/** Whether the target may be asked about now: a sold-out product, a deal that has not started. */
async function checkTarget(ctx: AlertContext, kind: AlertKind, targetId: number): Promise<void> {
  if (kind === 'restock') {
    const product = await ctx.db
      .selectFrom('product')
      .select('sold_out')
      .where('product_no', '=', targetId)
      .executeTakeFirst();
    if (!product) throw notFound('상품을 찾을 수 없습니다.');
    if (product.sold_out !== 1) {
      throw new AppError(
        'OUT_OF_RANGE',
        '지금 구매할 수 있는 상품이에요. 재입고 알림은 품절 상품에만 신청할 수 있어요.',
      );
    }
    return;
  }
  const deal = await ctx.db
    .selectFrom('deal')
    .select('starts_at')
    .where('deal_id', '=', targetId)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!deal) throw notFound('딜을 찾을 수 없습니다.');
  if (deal.starts_at <= ctx.now.toISOString()) {
    throw new AppError(
      'OUT_OF_RANGE',
      '이미 시작된 딜이에요. 오픈 알림은 시작 전인 딜에만 신청할 수 있어요.',
    );
  }
}

/**
 * Asks for (or cancels) one alert. Asking twice keeps the one request (and its expiry); cancelling what
 * is not asked changes nothing, so a double tap, the app and the web may all send it. A new request
 * beyond PRODUCT_ALERT_LIMITS.livePerMember live ones is refused (400, code 13); the member's row lock
 * (PostgreSQL) or the single writer (SQLite) keeps parallel requests from passing it together.
 */
export async function setAlert(
  ctx: AlertContext,
  memberId: number,
  input: { kind: AlertKind; targetId: number; subscribe: boolean },
): Promise<{ subscribed: boolean; expiresAt: string | null; liveCount: number }> {
  const now = ctx.now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId, ctx.dialect);
    if (!input.subscribe) {
      await deleteSubscription(trx, memberId, input.kind, input.targetId);
      return { subscribed: false, expiresAt: null, liveCount: await countLive(trx, memberId, now) };
    }
    const existing = await findSubscription(trx, memberId, input.kind, input.targetId);
    if (existing && existing.expires_at > now) {
      return {
        subscribed: true,
        expiresAt: existing.expires_at,
        liveCount: await countLive(trx, memberId, now),
      };
    }
    await checkTarget({ ...ctx, db: trx }, input.kind, input.targetId);
    const live = await countLive(trx, memberId, now);
    if (live >= PRODUCT_ALERT_LIMITS.livePerMember) {
      throw new AppError(
        'OUT_OF_RANGE',
        `재입고·오픈 알림은 최대 ${PRODUCT_ALERT_LIMITS.livePerMember}개까지 신청할 수 있어요. 신청한 알림을 정리한 뒤 다시 시도해 주세요.`,
      );
    }
    const expiresAt = new Date(ctx.now.getTime() + PRODUCT_ALERT_LIMITS.days * DAY_MS).toISOString();
    await upsertSubscription(trx, {
      memberId,
      kind: input.kind,
      targetId: input.targetId,
      createdAt: now,
      expiresAt,
    });
    return { subscribed: true, expiresAt, liveCount: live + 1 };
  });
}

export async function listAlerts(
  ctx: AlertContext,
  memberId: number,
): Promise<{ alerts: ProductAlert[]; limit: number }> {
  const rows = await listLive(ctx.db, memberId, ctx.now.toISOString());
  return {
    alerts: rows.flatMap((row): ProductAlert[] => {
      const kind = row.kind as AlertKind;
      const title = kind === 'restock' ? row.product_name : row.deal_title;
      // A product or deal removed from the catalogue since: nothing left to wait for.
      if (title === null) return [];
      return [
        {
          kind,
          targetId: row.target_id,
          title,
          link: kind === 'restock' ? shopProductUrl(ctx.shopBaseUrl, row.target_id) : dealLink(row.target_id),
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        },
      ];
    }),
    limit: PRODUCT_ALERT_LIMITS.livePerMember,
  };
}

export async function checkAlerts(
  ctx: AlertContext,
  memberId: number,
  query: { productNos?: number[] | undefined; dealIds?: number[] | undefined },
): Promise<{ productNos: number[]; dealIds: number[] }> {
  const now = ctx.now.toISOString();
  const productNos = query.productNos ?? [];
  const dealIds = query.dealIds ?? [];
  const [products, deals] = await Promise.all([
    liveTargets(ctx.db, memberId, 'restock', productNos, now),
    liveTargets(ctx.db, memberId, 'opening', dealIds, now),
  ]);
  const productSet = new Set(products);
  const dealSet = new Set(deals);
  return {
    productNos: productNos.filter((id) => productSet.has(id)),
    dealIds: dealIds.filter((id) => dealSet.has(id)),
  };
}
