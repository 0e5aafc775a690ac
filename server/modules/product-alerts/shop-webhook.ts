import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { discountRateOf } from '#contract/catalog.ts';
import { PRODUCT_ALERT_LIMITS, type shopProductChangeSchema } from '#contract/product-alerts.ts';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { announceSearchChange } from '../search/search.catalogue.ts';
import { indexProducts } from '../search/search.indexer.ts';
import { recordProductChange } from './product-alerts.events.ts';

/**
 * The shop's stock and price webhook (docs/product-alerts.md, "The shop's webhook"): the shop signs
 * `<timestamp>.<raw body>` with HMAC-SHA256 under SHOP_WEBHOOK_SECRET and sends
 * `X-Shop-Timestamp: <unix seconds>` and `X-Shop-Signature: sha256=<hex>`. A missing or wrong signature,
 * or a timestamp more than PRODUCT_ALERT_LIMITS.webhookSkewSeconds from our clock (a replay), is 401.
 */
export const SIGNATURE_HEADER = 'x-shop-signature';
export const TIMESTAMP_HEADER = 'x-shop-timestamp';

export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

const refused = (message: string) => new AppError('TOKEN_NULL_OR_EMPTY', message, 401);

export function verifyWebhook(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): void {
  if (!input.timestamp || !input.signature) throw refused('쇼핑몰 웹훅의 서명이 없습니다.');
  if (!/^\d{1,12}$/.test(input.timestamp)) throw refused('쇼핑몰 웹훅의 시각 형식이 올바르지 않습니다.');
  const skew = Math.abs(input.now.getTime() / 1000 - Number(input.timestamp));
  if (skew > PRODUCT_ALERT_LIMITS.webhookSkewSeconds) {
    throw refused('쇼핑몰 웹훅의 시각이 너무 오래되었거나 맞지 않습니다.');
  }
  const expected = Buffer.from(signWebhook(input.secret, input.timestamp, input.rawBody));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw refused('쇼핑몰 웹훅의 서명이 올바르지 않습니다.');
  }
}

type Change = z.output<typeof shopProductChangeSchema>;

/**
 * Applies the shop's changes, each product in its own transaction with the events it causes (stock
 * back, a lower price) written beside it; a product the catalogue does not have is reported, not
 * created. Fan-out happens later, in the job: the shop's call returns at once.
 */
export async function applyShopChanges(
  db: Kysely<DB>,
  dialect: Dialect,
  changes: readonly Change[],
  now: Date,
): Promise<{ productNo: number; status: 'updated' | 'unchanged' | 'unknown' }[]> {
  const results: { productNo: number; status: 'updated' | 'unchanged' | 'unknown' }[] = [];
  for (const change of changes) {
    const status = await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('product')
        .select(['product_no', 'sale_price', 'regular_price', 'sold_out', 'store_id'])
        .where('product_no', '=', change.productNo);
      if (dialect === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) return 'unknown' as const;
      const salePrice = change.salePrice ?? row.sale_price;
      const regularPrice = Math.max(change.regularPrice ?? row.regular_price, salePrice);
      const soldOut = change.soldOut === undefined ? row.sold_out === 1 : change.soldOut;
      if (
        salePrice === row.sale_price &&
        regularPrice === row.regular_price &&
        soldOut === (row.sold_out === 1)
      ) {
        return 'unchanged' as const;
      }
      await trx
        .updateTable('product')
        .set({
          sale_price: salePrice,
          regular_price: regularPrice,
          discount_rate: discountRateOf(regularPrice, salePrice),
          sold_out: soldOut ? 1 : 0,
        })
        .where('product_no', '=', change.productNo)
        .execute();
      await recordProductChange(trx, {
        before: {
          productNo: row.product_no,
          salePrice: row.sale_price,
          soldOut: row.sold_out === 1,
          storeId: row.store_id,
        },
        after: { productNo: row.product_no, salePrice, soldOut, storeId: row.store_id },
        now,
      });
      await indexProducts(trx, [change.productNo]);
      return 'updated' as const;
    });
    results.push({ productNo: change.productNo, status });
  }
  if (results.some((result) => result.status === 'updated')) announceSearchChange('catalogue');
  return results;
}
