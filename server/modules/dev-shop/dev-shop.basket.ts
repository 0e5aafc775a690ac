/**
 * The development shop's basket (docs/dev-shop.md) lives in a cookie, so an anonymous shopper can
 * fill one without a table: `devshop_basket=<productNo>-<quantity>.<productNo>-<quantity>…`. The
 * cookie is the shopper's own to change, so reading it is forgiving: anything malformed (a bad entry,
 * a quantity out of range, too many lines) is dropped, never an error.
 */

export const BASKET_COOKIE = 'devshop_basket';
export const MAX_QUANTITY = 99;
export const MAX_LINES = 20;
/** Product numbers are positive integers; anything longer than this is not one of ours. */
const PRODUCT_NO = /^[1-9]\d{0,8}$/;
const QUANTITY = /^[1-9]\d?$/;

export interface BasketLine {
  productNo: number;
  quantity: number;
}

export function readBasket(raw: string | undefined): BasketLine[] {
  if (!raw || raw.length > 1000) return [];
  const lines: BasketLine[] = [];
  for (const entry of raw.split('.')) {
    const [no, quantity, extra] = entry.split('-');
    if (extra !== undefined || !no || !quantity || !PRODUCT_NO.test(no) || !QUANTITY.test(quantity)) continue;
    const productNo = Number(no);
    if (lines.some((line) => line.productNo === productNo)) continue;
    lines.push({ productNo, quantity: Number(quantity) });
    if (lines.length === MAX_LINES) break;
  }
  return lines;
}

export function writeBasket(lines: readonly BasketLine[]): string {
  return lines.map((line) => `${line.productNo}-${line.quantity}`).join('.');
}

export type BasketChange = { ok: true; lines: BasketLine[] } | { ok: false; reason: 'full' | 'quantity' };

/** Adds to a line (or starts one); the line's quantity stays within 1–99. */
export function addToBasket(lines: readonly BasketLine[], productNo: number, quantity: number): BasketChange {
  const existing = lines.find((line) => line.productNo === productNo);
  if (!existing) {
    if (lines.length >= MAX_LINES) return { ok: false, reason: 'full' };
    return { ok: true, lines: [...lines, { productNo, quantity }] };
  }
  const total = existing.quantity + quantity;
  if (total > MAX_QUANTITY) return { ok: false, reason: 'quantity' };
  return {
    ok: true,
    lines: lines.map((line) => (line.productNo === productNo ? { productNo, quantity: total } : line)),
  };
}

export function setQuantity(lines: readonly BasketLine[], productNo: number, quantity: number): BasketLine[] {
  return lines.map((line) => (line.productNo === productNo ? { productNo, quantity } : line));
}

export function removeFromBasket(lines: readonly BasketLine[], productNo: number): BasketLine[] {
  return lines.filter((line) => line.productNo !== productNo);
}
