import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { importOrders } from './order.import.ts';

/** `npm run admin -- orders import <file.csv|file.jsonl>` (docs/orders-import.md). */
export const ORDERS_USAGE =
  '  orders import <파일.csv|파일.jsonl>  쇼핑몰 주문 가져오기 (자주 구매한 상품; 형식: docs/orders-import.md)';

const MAX_PROBLEMS_SHOWN = 100;

export function formatOf(path: string): 'csv' | 'jsonl' | undefined {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  return undefined;
}

/** Exit codes: 0 imported, 1 the file has problems (nothing imported) or cannot be read, 2 bad arguments. */
export async function runOrdersCli(ctx: CliContext, args: readonly string[]): Promise<number> {
  const [sub, path, ...rest] = args;
  if (sub !== 'import' || !path || rest.length > 0) {
    ctx.io.err('orders import 다음에 가져올 파일 하나를 적어 주세요.');
    ctx.io.err(ORDERS_USAGE);
    return 2;
  }
  const format = formatOf(path);
  if (!format) {
    ctx.io.err(`파일 확장자는 .csv 또는 .jsonl(.ndjson) 이어야 합니다: ${path}`);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    ctx.io.err(
      `파일을 읽을 수 없습니다: ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
    return 1;
  }
  const result = await importOrders(ctx.db, { text, format, now: ctx.now });
  if (result.problems.length > 0) {
    ctx.io.err(`${path}: 문제가 ${result.problems.length}건 있어 아무 주문도 가져오지 않았습니다.`);
    for (const problem of result.problems.slice(0, MAX_PROBLEMS_SHOWN)) {
      ctx.io.err(`  ${problem.line}행: ${problem.message}`);
    }
    if (result.problems.length > MAX_PROBLEMS_SHOWN) {
      ctx.io.err(`  … 외 ${result.problems.length - MAX_PROBLEMS_SHOWN}건`);
    }
    return 1;
  }
  ctx.io.out(
    `주문 ${result.orders}건(상품 ${result.lines}줄)을 가져왔습니다. 같은 주문번호는 새 내용으로 바뀌었습니다.`,
  );
  return 0;
}

export const ordersCli: CliGroup = {
  commands: ['orders'],
  usage: ORDERS_USAGE,
  parse: wordsAfter(1),
  run: runOrdersCli,
};
