import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummaryRow } from '../../shared/product-summary.ts';

/** Order statuses the shop reports (docs/orders-import.md). */
export const ORDER_STATUSES = ['ordered', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders that did not end with the goods at the member's door do not count as purchases. */
export const NOT_PURCHASED: readonly OrderStatus[] = ['cancelled', 'returned'];

export interface ShopOrderInput {
  orderId: string;
  shopMemberId: string;
  orderedAt: string;
  status: OrderStatus;
  lines: ReadonlyArray<{ productNo: number; quantity: number; unitPrice: number }>;
}

/**
 * The shop's id for a member. The shop (Cafe24) creates one member per social sign-in and names it
 * after the provider's id with a suffix per provider, as Cafe24 does for SNS members (`…@n` Naver,
 * `…@a` Apple); the embedded default has no separate shop, so the same name is derived here.
 */
export function shopMemberIdOf(member: { channel_type: number; provider_subject: string }): string {
  return `${member.provider_subject}@${member.channel_type === 1002 ? 'a' : 'n'}`;
}

const BATCH = 200;

/**
 * Writes orders, replacing any earlier copy of the same order (its status and lines may have changed
 * at the shop), so importing a file twice changes nothing.
 */
export async function upsertOrders(
  db: Db,
  orders: readonly ShopOrderInput[],
  source: 'seed' | 'import',
  now: string,
): Promise<void> {
  for (let start = 0; start < orders.length; start += BATCH) {
    const batch = orders.slice(start, start + BATCH);
    const ids = batch.map((order) => order.orderId);
    await db.deleteFrom('shop_order_line').where('order_id', 'in', ids).execute();
    await db.deleteFrom('shop_order').where('order_id', 'in', ids).execute();
    await db
      .insertInto('shop_order')
      .values(
        batch.map((order) => ({
          order_id: order.orderId,
          shop_member_id: order.shopMemberId,
          ordered_at: order.orderedAt,
          status: order.status,
          source,
          imported_at: now,
        })),
      )
      .execute();
    const lines = batch.flatMap((order) =>
      order.lines.map((line, index) => ({
        order_id: order.orderId,
        line_no: index + 1,
        product_no: line.productNo,
        quantity: line.quantity,
        unit_price: line.unitPrice,
      })),
    );
    for (let at = 0; at < lines.length; at += BATCH) {
      await db
        .insertInto('shop_order_line')
        .values(lines.slice(at, at + BATCH))
        .execute();
    }
  }
}

/** Removes our copy of a member's orders (withdrawal: purchase history is personal data). */
export async function deleteOrdersOf(db: Db, shopMemberId: string): Promise<number> {
  await db
    .deleteFrom('shop_order_line')
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('shop_order').select('order_id').where('shop_member_id', '=', shopMemberId),
    )
    .execute();
  const result = await db
    .deleteFrom('shop_order')
    .where('shop_member_id', '=', shopMemberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSeededOrders(db: Db): Promise<void> {
  await db
    .deleteFrom('shop_order_line')
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('shop_order').select('order_id').where('source', '=', 'seed'),
    )
    .execute();
  await db.deleteFrom('shop_order').where('source', '=', 'seed').execute();
}

export async function existingProductNos(db: Db, productNos: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < productNos.length; start += 500) {
    const rows = await db
      .selectFrom('product')
      .select('product_no')
      .where('product_no', 'in', productNos.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.product_no);
  }
  return found;
}

export interface FrequentRow extends ProductSummaryRow {
  order_count: number;
  total_quantity: number;
  last_ordered_at: string;
}

/**
 * The products a shop member bought most: in the most orders, then the most units, then most
 * recently; the product number breaks ties so pages never overlap. Products no longer in the
 * catalogue drop out (inner join).
 */
export async function frequentlyPurchased(
  db: Db,
  shopMemberId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: FrequentRow[]; total: number }> {
  const purchases = db
    .selectFrom('shop_order_line as l')
    .innerJoin('shop_order as o', 'o.order_id', 'l.order_id')
    .select([
      'l.product_no',
      sql<number>`count(distinct o.order_id)`.as('order_count'),
      sql<number>`sum(l.quantity)`.as('total_quantity'),
      sql<string>`max(o.ordered_at)`.as('last_ordered_at'),
    ])
    .where('o.shop_member_id', '=', shopMemberId)
    .where('o.status', 'not in', [...NOT_PURCHASED])
    .groupBy('l.product_no');

  const rows = await db
    .with('bought', () => purchases)
    .selectFrom('bought as b')
    .innerJoin('product as p', 'p.product_no', 'b.product_no')
    .leftJoin('store as s', 's.store_id', 'p.store_id')
    .select(PRODUCT_SUMMARY_COLUMNS)
    .select(['b.order_count', 'b.total_quantity', 'b.last_ordered_at'])
    .orderBy('b.order_count', 'desc')
    .orderBy('b.total_quantity', 'desc')
    .orderBy('b.last_ordered_at', 'desc')
    .orderBy('p.product_no', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

  const count = await db
    .with('bought', () => purchases)
    .selectFrom('bought as b')
    .innerJoin('product as p', 'p.product_no', 'b.product_no')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();

  return {
    // PostgreSQL answers count and sum as strings (bigint / numeric).
    rows: rows.map((row) => ({
      ...row,
      order_count: Number(row.order_count),
      total_quantity: Number(row.total_quantity),
    })),
    total: Number(count?.total ?? 0),
  };
}
