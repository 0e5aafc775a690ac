import type { FastifyInstance } from 'fastify';
import { shopProductWebhook } from '#contract/product-alerts.ts';
import type { Db } from '../../db/schema.ts';
import { signWebhook } from '../product-alerts/shop-webhook.ts';
import { findProducts } from './dev-shop.service.ts';

/**
 * The shop's side of the stock and price webhook (docs/product-alerts.md): the development shop's admin
 * page changes a product by reporting it to 제철장터 exactly as the real shop would, a signed POST to
 * the webhook (reached on this server without a socket), so restocks and price changes made here walk
 * the real path: signature, the change and its events in one transaction, the job's fan-out later.
 */
export interface StockChange {
  productNo: number;
  soldOut?: boolean;
  salePrice?: number;
}

export async function reportToApp(
  app: FastifyInstance,
  change: StockChange,
): Promise<{ ok: boolean; status: string }> {
  const body = JSON.stringify({ products: [change] });
  const timestamp = String(Math.floor(app.now().getTime() / 1000));
  const response = await app.inject({
    method: 'POST',
    url: shopProductWebhook.path,
    headers: {
      'content-type': 'application/json',
      'x-shop-timestamp': timestamp,
      'x-shop-signature': signWebhook(app.config.SHOP_WEBHOOK_SECRET, timestamp, body),
    },
    payload: body,
  });
  if (response.statusCode !== 200) return { ok: false, status: String(response.statusCode) };
  const result = (response.json() as { results: { status: string }[] }).results[0];
  return { ok: true, status: result?.status ?? 'unknown' };
}

/** The sold-out products the admin page offers to restock first. */
export async function soldOutProducts(db: Db, limit: number) {
  const rows = await db
    .selectFrom('product')
    .select('product_no')
    .where('sold_out', '=', 1)
    .orderBy('popularity', 'desc')
    .orderBy('product_no')
    .limit(limit)
    .execute();
  const products = await findProducts(
    db,
    rows.map((row) => row.product_no),
  );
  return rows.flatMap((row) => products.get(row.product_no) ?? []);
}
