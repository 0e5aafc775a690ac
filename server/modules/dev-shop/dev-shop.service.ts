import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { bareToken } from '../../http/bearer.ts';
import { ACCESS_TOKEN_COOKIE, readCookies } from '../../http/cookies.ts';
import {
  type ProductSummaryRow,
  selectProductSummaries,
  toProductSummary,
} from '../../shared/product-summary.ts';
import type { MemberRow } from '../account/account.repository.ts';
import { findMemberById } from '../account/account.repository.ts';
import { memberOfAccessToken } from '../auth/auth.guard.ts';
import { shopMemberIdOf } from '../order/order.repository.ts';
import type { BasketLine } from './dev-shop.basket.ts';
import { DEV_SHOP_PATH } from './dev-shop.config.ts';
import type { OrderView, ProductView } from './dev-shop.pages.ts';

export { ACCESS_TOKEN_COOKIE, readCookies };
export const CSRF_COOKIE = 'devshop_csrf';

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: { maxAgeSeconds: number; sameSite: 'Strict' | 'Lax' },
): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${DEV_SHOP_PATH}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ];
  if (request.protocol === 'https') parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = Array.isArray(previous) ? previous : typeof previous === 'string' ? [previous] : [];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

/**
 * The form token (double submit): a random value in a SameSite=Strict cookie that every form repeats.
 * Another site can neither read it nor make the browser send the cookie with its own form.
 */
export function csrfTokenFor(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookies(request).get(CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(request, reply, CSRF_COOKIE, token, { maxAgeSeconds: 60 * 60 * 24, sameSite: 'Strict' });
  return token;
}

export function csrfMatches(request: FastifyRequest, submitted: string): boolean {
  const cookie = readCookies(request).get(CSRF_COOKIE);
  if (!cookie || cookie.length !== submitted.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}

/**
 * Who is shopping: the member behind the access token cookie the SPA sets for the shop, verified
 * exactly as the API verifies a call's token (signature, expiry, a live session, not withdrawn).
 */
export async function shopperOf(app: FastifyInstance, request: FastifyRequest): Promise<MemberRow | null> {
  const token = bareToken(readCookies(request).get(ACCESS_TOKEN_COOKIE));
  if (token === undefined || token.length > 4000) return null;
  const member = await memberOfAccessToken(app, request, token);
  if (!member) return null;
  const row = await findMemberById(app.database.db, member.memberId);
  return row && row.withdrawn_at === null ? row : null;
}

/** The shop's product card: the catalogue's, linking to this shop's own product page. */
const toView = (row: ProductSummaryRow): ProductView => toProductSummary(row, DEV_SHOP_PATH);

export async function findProduct(db: Db, productNo: number): Promise<ProductView | undefined> {
  const row = await selectProductSummaries(db).where('p.product_no', '=', productNo).executeTakeFirst();
  return row && toView(row);
}

export async function findProducts(db: Db, productNos: readonly number[]): Promise<Map<number, ProductView>> {
  if (productNos.length === 0) return new Map();
  const rows = await selectProductSummaries(db)
    .where('p.product_no', 'in', [...productNos])
    .execute();
  return new Map(rows.map((row) => [row.product_no, toView(row)]));
}

export async function popularProducts(db: Db, limit: number): Promise<ProductView[]> {
  const rows = await selectProductSummaries(db)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.product_no', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toView);
}

/** The basket's lines that are still in the catalogue, with their products. */
export async function basketView(db: Db, lines: readonly BasketLine[]) {
  const products = await findProducts(
    db,
    lines.map((line) => line.productNo),
  );
  return lines.flatMap((line) => {
    const product = products.get(line.productNo);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
}

/** Order numbers of the development shop: `DEV-` and the basket page's one-time key. */
export const ORDER_KEY = /^[A-Za-z0-9_-]{22}$/;
export const newOrderKey = () => randomBytes(16).toString('base64url');
export const orderIdOf = (orderKey: string) => `DEV-${orderKey}`;

export type PlaceResult = 'placed' | 'already-placed' | 'not-yours';

/**
 * Writes the order into our copy of the shop's orders (docs/orders-import.md), where "자주 구매한
 * 상품" reads it. The order number comes from the basket page, so a second tap or a resent form finds
 * the order already there and places nothing twice, even at the same moment (the insert is the lock).
 */
export async function placeOrder(
  db: Db,
  input: {
    orderId: string;
    member: MemberRow;
    now: Date;
    lines: ReadonlyArray<{ productNo: number; quantity: number; unitPrice: number }>;
  },
): Promise<PlaceResult> {
  const shopMemberId = shopMemberIdOf(input.member);
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('shop_order')
      .values({
        order_id: input.orderId,
        shop_member_id: shopMemberId,
        ordered_at: at,
        status: 'ordered',
        source: 'dev-shop',
        imported_at: at,
      })
      .onConflict((conflict) => conflict.column('order_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const existing = await trx
        .selectFrom('shop_order')
        .select('shop_member_id')
        .where('order_id', '=', input.orderId)
        .executeTakeFirst();
      return existing?.shop_member_id === shopMemberId ? 'already-placed' : 'not-yours';
    }
    await trx
      .insertInto('shop_order_line')
      .values(
        input.lines.map((line, index) => ({
          order_id: input.orderId,
          line_no: index + 1,
          product_no: line.productNo,
          quantity: line.quantity,
          unit_price: line.unitPrice,
        })),
      )
      .execute();
    return 'placed';
  });
}

/** A member's orders, newest first, with the product names the catalogue still has. */
export async function ordersOf(
  db: Db,
  member: MemberRow,
  filter: { orderId?: string; limit: number },
): Promise<OrderView[]> {
  let query = db
    .selectFrom('shop_order')
    .select(['order_id', 'ordered_at', 'status'])
    .where('shop_member_id', '=', shopMemberIdOf(member))
    .orderBy('ordered_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(filter.limit);
  if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('shop_order_line as l')
    .leftJoin('product as p', 'p.product_no', 'l.product_no')
    .select(['l.order_id', 'l.line_no', 'l.product_no', 'l.quantity', 'l.unit_price', 'p.name'])
    .where(
      'l.order_id',
      'in',
      orders.map((order) => order.order_id),
    )
    .orderBy('l.order_id')
    .orderBy('l.line_no')
    .execute();
  return orders.map((order) => ({
    orderId: order.order_id,
    orderedAt: order.ordered_at,
    status: order.status,
    lines: lines
      .filter((line) => line.order_id === order.order_id)
      .map((line) => ({
        productNo: line.product_no,
        name: line.name ?? `판매가 끝난 상품 (${line.product_no})`,
        quantity: line.quantity,
        unitPrice: line.unit_price,
      })),
  }));
}
