import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  existingProductNos,
  ORDER_STATUSES,
  type OrderStatus,
  type ShopOrderInput,
  upsertOrders,
} from './order.repository.ts';

/**
 * Reads a file of the shop's orders (docs/orders-import.md): CSV with one row per order line, or
 * JSON Lines with one order per line. Every line is checked on its own and every problem is
 * reported in Korean with its line number; nothing is written unless the whole file is clean, so a
 * file can be fixed and imported again. Importing the same orders again replaces them (idempotent).
 */

export const CSV_COLUMNS = [
  'orderId',
  'shopMemberId',
  'orderedAt',
  'status',
  'productNo',
  'quantity',
  'unitPrice',
] as const;

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ParsedOrders {
  orders: ShopOrderInput[];
  problems: ImportProblem[];
  /** The line each order first appears on, for problems found after parsing. */
  firstLine: Map<string, number>;
}

const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const SHOP_MEMBER_ID = /^[^\s,"]{1,120}$/;
const MAX_QUANTITY = 999;
const MAX_UNIT_PRICE = 100_000_000;
const MAX_LINES_PER_ORDER = 200;
const statusNames: Record<OrderStatus, string> = {
  ordered: '주문 접수',
  shipped: '배송 중',
  delivered: '배송 완료',
  cancelled: '취소',
  returned: '반품',
};

interface LineFields {
  orderId: unknown;
  shopMemberId: unknown;
  orderedAt: unknown;
  status: unknown;
}

interface OrderHead {
  orderId: string;
  shopMemberId: string;
  orderedAt: string;
  status: OrderStatus;
}

/** An ISO 8601 instant with its offset (`2026-11-02T09:30:00+09:00`, `…Z`), as UTC; else null. */
function parseInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

function checkHead(fields: LineFields, now: Date, problems: string[]): OrderHead | undefined {
  const { orderId, shopMemberId, orderedAt, status } = fields;
  if (typeof orderId !== 'string' || orderId.trim() === '')
    problems.push('주문번호(orderId)가 비어 있습니다.');
  else if (!ORDER_ID.test(orderId.trim()))
    problems.push(`주문번호는 영문·숫자·-·_ 로 40자 이하여야 합니다: ${orderId}`);
  if (typeof shopMemberId !== 'string' || shopMemberId.trim() === '')
    problems.push('쇼핑몰 회원 아이디(shopMemberId)가 비어 있습니다.');
  else if (!SHOP_MEMBER_ID.test(shopMemberId.trim()))
    problems.push(
      `쇼핑몰 회원 아이디에 공백·쉼표·따옴표를 쓸 수 없고 120자 이하여야 합니다: ${shopMemberId}`,
    );
  let at: string | null = null;
  if (typeof orderedAt !== 'string' || orderedAt.trim() === '')
    problems.push('주문 일시(orderedAt)가 비어 있습니다.');
  else {
    at = parseInstant(orderedAt.trim());
    if (at === null)
      problems.push(
        `주문 일시는 시간대를 포함한 ISO 8601 형식이어야 합니다 (예: 2026-11-02T09:30:00+09:00): ${orderedAt}`,
      );
    else if (at > new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString())
      problems.push(`주문 일시가 미래입니다: ${orderedAt}`);
  }
  const statusValue = typeof status === 'string' ? status.trim() : status;
  if (!(ORDER_STATUSES as readonly unknown[]).includes(statusValue))
    problems.push(
      `주문 상태는 ${ORDER_STATUSES.map((s) => `${s}(${statusNames[s]})`).join(', ')} 중 하나여야 합니다: ${String(status ?? '')}`,
    );
  if (problems.length > 0 || at === null) return undefined;
  return {
    orderId: (orderId as string).trim(),
    shopMemberId: (shopMemberId as string).trim(),
    orderedAt: at,
    status: statusValue as OrderStatus,
  };
}

/** A whole number in range, from a JSON number or a CSV cell of plain digits. */
function wholeNumber(value: unknown, label: string, min: number, max: number, problems: string[]): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    problems.push(`${label} 값이 비어 있습니다.`);
    return 0;
  }
  if (!/^\d{1,12}$/.test(text)) {
    problems.push(`${label}은(는) 0 이상의 정수여야 합니다: ${text}`);
    return 0;
  }
  const number = Number(text);
  if (number < min || number > max) {
    problems.push(
      `${label}은(는) ${min.toLocaleString('ko-KR')} 이상 ${max.toLocaleString('ko-KR')} 이하여야 합니다: ${text}`,
    );
    return 0;
  }
  return number;
}

function checkLine(value: { productNo: unknown; quantity: unknown; unitPrice: unknown }, problems: string[]) {
  return {
    productNo: wholeNumber(value.productNo, '상품번호(productNo)', 1, 2_147_483_647, problems),
    quantity: wholeNumber(value.quantity, '수량(quantity)', 1, MAX_QUANTITY, problems),
    unitPrice: wholeNumber(value.unitPrice, '단가(unitPrice)', 0, MAX_UNIT_PRICE, problems),
  };
}

/** RFC 4180 fields of one CSV line (quoted fields may hold commas and doubled quotes, not line breaks). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (line[at] === '"') {
      let value = '';
      at += 1;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (quote < 0) return null;
        value += line.slice(at, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      fields.push(value);
      if (at === line.length) return fields;
      if (line[at] !== ',') return null;
      at += 1;
    } else {
      const comma = line.indexOf(',', at);
      if (comma < 0) {
        fields.push(line.slice(at));
        return fields;
      }
      fields.push(line.slice(at, comma));
      at = comma + 1;
    }
  }
}

type Row = { line: number; head: OrderHead; item: ShopOrderInput['lines'][number] };

function collect(rows: readonly Row[], problems: ImportProblem[]): ParsedOrders {
  const byId = new Map<string, { first: Row; lines: ShopOrderInput['lines'][number][] }>();
  for (const row of rows) {
    const seen = byId.get(row.head.orderId);
    if (!seen) {
      byId.set(row.head.orderId, { first: row, lines: [row.item] });
      continue;
    }
    const { head } = seen.first;
    if (
      head.shopMemberId !== row.head.shopMemberId ||
      head.orderedAt !== row.head.orderedAt ||
      head.status !== row.head.status
    ) {
      problems.push({
        line: row.line,
        message: `주문 ${row.head.orderId} 의 회원·주문 일시·상태가 ${seen.first.line}행과 다릅니다.`,
      });
      continue;
    }
    if (seen.lines.length >= MAX_LINES_PER_ORDER) {
      problems.push({ line: row.line, message: `주문 하나에 상품은 ${MAX_LINES_PER_ORDER}개까지입니다.` });
      continue;
    }
    seen.lines.push(row.item);
  }
  return {
    orders: [...byId.values()].map(({ first, lines }) => ({ ...first.head, lines })),
    problems,
    firstLine: new Map([...byId.entries()].map(([id, { first }]) => [id, first.line])),
  };
}

export function parseCsvOrders(text: string, now: Date): ParsedOrders {
  const problems: ImportProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '')?.map((name) => name.trim());
  if (
    !header ||
    CSV_COLUMNS.some((column, index) => header[index] !== column) ||
    header.length !== CSV_COLUMNS.length
  ) {
    problems.push({
      line: 1,
      message: `첫 줄(머리글)은 정확히 다음과 같아야 합니다: ${CSV_COLUMNS.join(',')}`,
    });
    return { orders: [], problems, firstLine: new Map() };
  }
  const rows: Row[] = [];
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const line = index + 1;
    const cells = splitCsvLine(raw);
    if (!cells || cells.length !== CSV_COLUMNS.length) {
      problems.push({
        line,
        message: `칸이 ${CSV_COLUMNS.length}개여야 합니다 (따옴표가 닫히지 않았거나 쉼표 수가 다릅니다).`,
      });
      continue;
    }
    const [orderId, shopMemberId, orderedAt, status, productNo, quantity, unitPrice] = cells;
    const lineProblems: string[] = [];
    const head = checkHead({ orderId, shopMemberId, orderedAt, status }, now, lineProblems);
    const item = checkLine({ productNo, quantity, unitPrice }, lineProblems);
    for (const message of lineProblems) problems.push({ line, message });
    if (head && lineProblems.length === 0) rows.push({ line, head, item });
  }
  return collect(rows, problems);
}

export function parseJsonlOrders(text: string, now: Date): ParsedOrders {
  const problems: ImportProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: Row[] = [];
  const orderLines = new Map<string, number>();
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push({ line, message: 'JSON 형식이 올바르지 않습니다.' });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ line, message: '한 줄에 주문 하나(JSON 객체)를 적어 주세요.' });
      return;
    }
    const order = value as Record<string, unknown>;
    const lineProblems: string[] = [];
    const head = checkHead(
      {
        orderId: order.orderId,
        shopMemberId: order.shopMemberId,
        orderedAt: order.orderedAt,
        status: order.status,
      },
      now,
      lineProblems,
    );
    const items: ShopOrderInput['lines'][number][] = [];
    if (!Array.isArray(order.lines) || order.lines.length === 0)
      lineProblems.push('주문 상품(lines)이 비어 있습니다.');
    else if (order.lines.length > MAX_LINES_PER_ORDER)
      lineProblems.push(`주문 하나에 상품은 ${MAX_LINES_PER_ORDER}개까지입니다.`);
    else
      order.lines.forEach((item: unknown, position: number) => {
        const itemProblems: string[] = [];
        const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        const checked = checkLine(
          { productNo: fields.productNo, quantity: fields.quantity, unitPrice: fields.unitPrice },
          itemProblems,
        );
        for (const message of itemProblems) lineProblems.push(`상품 ${position + 1}: ${message}`);
        items.push(checked);
      });
    if (head && lineProblems.length === 0) {
      const earlier = orderLines.get(head.orderId);
      if (earlier !== undefined) lineProblems.push(`주문 ${head.orderId} 이(가) ${earlier}행에도 있습니다.`);
      else orderLines.set(head.orderId, line);
    }
    for (const message of lineProblems) problems.push({ line, message });
    if (head && lineProblems.length === 0) for (const item of items) rows.push({ line, head, item });
  });
  return collect(rows, problems);
}

/** Product numbers the catalogue does not have are problems of the lines that name them. */
export async function checkProducts(db: Kysely<DB>, parsed: ParsedOrders): Promise<void> {
  const wanted = [...new Set(parsed.orders.flatMap((order) => order.lines.map((line) => line.productNo)))];
  const known = await existingProductNos(db, wanted);
  for (const order of parsed.orders) {
    for (const line of order.lines) {
      if (!known.has(line.productNo)) {
        parsed.problems.push({
          line: parsed.firstLine.get(order.orderId) ?? 0,
          message: `상품번호 ${line.productNo} 은(는) 카탈로그에 없습니다 (주문 ${order.orderId}).`,
        });
      }
    }
  }
}

export interface ImportResult {
  orders: number;
  lines: number;
  problems: ImportProblem[];
}

export async function importOrders(
  db: Kysely<DB>,
  input: { text: string; format: 'csv' | 'jsonl'; now: Date },
): Promise<ImportResult> {
  const parsed =
    input.format === 'csv' ? parseCsvOrders(input.text, input.now) : parseJsonlOrders(input.text, input.now);
  await checkProducts(db, parsed);
  if (parsed.orders.length === 0 && parsed.problems.length === 0) {
    parsed.problems.push({ line: 1, message: '가져올 주문이 없습니다.' });
  }
  parsed.problems.sort((a, b) => a.line - b.line);
  if (parsed.problems.length > 0) return { orders: 0, lines: 0, problems: parsed.problems };
  const nowIso = input.now.toISOString();
  await db.transaction().execute((trx) => upsertOrders(trx, parsed.orders, 'import', nowIso));
  return {
    orders: parsed.orders.length,
    lines: parsed.orders.reduce((sum, order) => sum + order.lines.length, 0),
    problems: [],
  };
}
