import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { runOrdersCli } from './order.cli.ts';
import { parseCsvOrders, parseJsonlOrders, splitCsvLine } from './order.import.ts';

const HEADER = 'orderId,shopMemberId,orderedAt,status,productNo,quantity,unitPrice';

describe('reading an orders file', () => {
  it('splits CSV lines as RFC 4180 says, quoted commas and quotes included', () => {
    expect(splitCsvLine('a,"b,c","d""e",')).toEqual(['a', 'b,c', 'd"e', '']);
    expect(splitCsvLine('"open')).toBeNull();
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 8 }).filter((s) => !/[\r\n]/.test(s)),
          { minLength: 1, maxLength: 6 },
        ),
        (cells) => {
          const line = cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
          expect(splitCsvLine(line)).toEqual(cells);
        },
      ),
    );
  });

  it('reports every problem with its line, in Korean', () => {
    const text = [
      HEADER,
      '20261101-0000001,dev-naver-0001@n,2026-11-01T09:30:00+09:00,delivered,1,2,12900',
      ',dev-naver-0001@n,2026-11-01T09:30:00+09:00,delivered,1,2,12900',
      '20261101-0000002,,2026-11-01,shipped,x,0,-5',
      '20261101-0000003,dev-naver-0001@n,2026-11-01T09:30:00+09:00,lost,1,1000,1',
      '20261101-0000001,someone-else@n,2026-11-01T09:30:00+09:00,delivered,2,1,5000',
      'too,few,cells',
      '20261101-0000004,dev-naver-0001@n,2099-01-01T00:00:00Z,ordered,1,1,1',
    ].join('\n');
    const { problems } = parseCsvOrders(text, TEST_NOW);
    const lines = problems.map((p) => p.line);
    expect(lines).toEqual(expect.arrayContaining([3, 4, 5, 6, 7, 8]));
    expect(lines).not.toContain(2);
    for (const problem of problems) expect(problem.message).toMatch(/[가-힣]/);
    const line4 = problems
      .filter((p) => p.line === 4)
      .map((p) => p.message)
      .join(' ');
    expect(line4).toContain('쇼핑몰 회원 아이디');
    expect(line4).toContain('ISO 8601');
    expect(line4).toContain('상품번호');
    expect(line4).toContain('수량');
    expect(problems.find((p) => p.line === 6)?.message).toContain('2행');
  });

  it('needs the exact header', () => {
    expect(parseCsvOrders('order,member\n', TEST_NOW).problems[0]).toMatchObject({ line: 1 });
  });

  it('reads JSON Lines, one order a line', () => {
    const text = [
      JSON.stringify({
        orderId: 'A-1',
        shopMemberId: 'm@n',
        orderedAt: '2026-11-01T00:00:00Z',
        status: 'delivered',
        lines: [
          { productNo: 1, quantity: 1, unitPrice: 100 },
          { productNo: 2, quantity: 3, unitPrice: 50 },
        ],
      }),
      '',
      '{not json',
      JSON.stringify({
        orderId: 'A-2',
        shopMemberId: 'm@n',
        orderedAt: '2026-11-01T00:00:00Z',
        status: 'delivered',
        lines: [],
      }),
      JSON.stringify({
        orderId: 'A-1',
        shopMemberId: 'm@n',
        orderedAt: '2026-11-01T00:00:00Z',
        status: 'delivered',
        lines: [{ productNo: 1, quantity: 1, unitPrice: 100 }],
      }),
      '[1,2]',
    ].join('\n');
    const parsed = parseJsonlOrders(text, TEST_NOW);
    expect(parsed.orders.map((o) => o.orderId)).toEqual(['A-1']);
    expect(parsed.orders[0]!.lines).toHaveLength(2);
    expect(parsed.problems.map((p) => p.line)).toEqual([3, 4, 5, 6]);
  });
});

describe.each(dialectCases())('orders import on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    dir = await mkdtemp(join(tmpdir(), 'orders-'));
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOrdersCli(
      { db: t.app.database.db, io: { out: (l) => out.push(l), err: (l) => err.push(l) }, now: TEST_NOW },
      args,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it.skipIf(!available)(
    'imports a clean file, again without change, and nothing from a file with problems',
    async () => {
      const products = await t.app.database.db
        .selectFrom('product')
        .select('product_no')
        .orderBy('product_no')
        .limit(2)
        .execute();
      const [p1, p2] = products.map((p) => p.product_no);
      const csv = join(dir, 'orders.csv');
      await writeFile(
        csv,
        `\uFEFF${HEADER}\r\n20261101-0000001,dev-naver-0001@n,2026-11-01T09:30:00+09:00,delivered,${p1},2,12900\r\n20261101-0000001,dev-naver-0001@n,2026-11-01T09:30:00+09:00,delivered,${p2},1,5900\r\n20261102-0000009,"000123.dev-apple-0002@a",2026-11-02T10:00:00+09:00,cancelled,${p1},1,12900\r\n`,
      );
      const first = await run('import', csv);
      expect(first).toMatchObject({ code: 0 });
      expect(first.out).toContain('주문 2건');
      const count = async () =>
        Number(
          (
            await t.app.database.db
              .selectFrom('shop_order_line')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // The quoted member id has a comma: refused, so the whole file is refused.
      expect(first.code).toBe(0);
      expect(await count()).toBe(3);
      expect((await run('import', csv)).code).toBe(0);
      expect(await count()).toBe(3);

      const broken = join(dir, 'broken.csv');
      await writeFile(
        broken,
        `${HEADER}\n20261103-0000001,dev-naver-0001@n,2026-11-03T09:30:00+09:00,delivered,999999999,1,100\n`,
      );
      const refused = await run('import', broken);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('2행');
      expect(refused.err).toContain('카탈로그에 없습니다');
      expect(await count()).toBe(3);

      const jsonl = join(dir, 'orders.jsonl');
      await writeFile(
        jsonl,
        `${JSON.stringify({ orderId: '20261104-0000001', shopMemberId: 'dev-naver-0001@n', orderedAt: '2026-11-04T09:30:00+09:00', status: 'shipped', lines: [{ productNo: p1, quantity: 1, unitPrice: 12900 }] })}\n`,
      );
      expect((await run('import', jsonl)).code).toBe(0);
      expect(await count()).toBe(4);
    },
  );

  it.skipIf(!available)('explains bad arguments (2) and unreadable files (1)', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('import', join(dir, 'x.txt'))).code).toBe(2);
    const missing = await run('import', join(dir, 'missing.csv'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('ENOENT');
  });
});
