import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogLineSchema } from '#contract/catalog.ts';
import {
  createTestApp,
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestApp,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import type { Db } from '../db/schema.ts';
import { createSearchCatalogue } from '../modules/search/search.catalogue.ts';
import { searchProducts } from '../modules/search/search.products.service.ts';
import { createSearchLogPruner } from '../modules/search/search.rank.service.ts';
import { formatProblem, importCatalog, parseCatalog } from './catalog-import.ts';
import { generateCatalogLines, generateCatalogText } from './generate.ts';

const fixture = readFileSync(new URL('./fixtures/small-catalog.jsonl', import.meta.url), 'utf8');

const line = (value: Record<string, unknown>) => JSON.stringify(value);
const product = (overrides: Record<string, unknown> = {}) => ({
  type: 'product',
  productNo: 9100001,
  name: '테스트 사과',
  categoryCode: 'T010101',
  origin: '국내산',
  weight: '1kg',
  regularPrice: 10000,
  salePrice: 9000,
  createdAt: '2026-10-01T00:00:00Z',
  ...overrides,
});

describe('parseCatalog', () => {
  it('reads the fixture without problems', () => {
    const parsed = parseCatalog(fixture);
    expect(parsed.problems).toEqual([]);
    expect([
      parsed.regions.length,
      parsed.categories.length,
      parsed.stores.length,
      parsed.products.length,
    ]).toEqual([1, 3, 1, 2]);
    expect(parsed.products[1]?.value).toMatchObject({
      soldOut: true,
      seasonMonths: [],
      popularity: 0,
      storeId: 9001,
    });
    expect(parsed.products[0]?.value.createdAt).toBe('2026-10-01T00:00:00.000Z');
  });

  it('reports every bad line with its number and reason, in Korean', () => {
    const text = [
      line(product()),
      line(product({ productNo: 9100002, salePrice: -1 })),
      '{"type":"product",',
      '',
      line(product({ productNo: 9100001 })),
      line({ type: 'fruit' }),
      line(product({ productNo: 9100003, regularPrice: 1000, salePrice: 2000, colour: 'red' })),
      '[1,2]',
    ].join('\n');
    const messages = parseCatalog(text).problems.map(formatProblem);
    expect(messages).toEqual([
      '줄 2: 판매가(salePrice)는 0 이상의 정수(원)여야 합니다.',
      '줄 3: JSON 형식이 올바르지 않습니다 (19번째 글자 근처).',
      '줄 5: 상품 번호 9100001이(가) 줄 1에 이미 있습니다.',
      '줄 6: 줄의 종류(type)는 category, region, store, product 중 하나여야 합니다.',
      '줄 7: 알 수 없는 항목이 있습니다: colour',
      '줄 7: 판매가(salePrice)는 정상가(regularPrice)보다 클 수 없습니다.',
      '줄 8: 한 줄에 JSON 객체 하나가 있어야 합니다.',
    ]);
  });
});

describe('category codes', () => {
  const category = (code: unknown, parentCode: unknown, name = '카테고리') =>
    line({ type: 'category', code, parentCode, name });
  const CODE_RULE =
    '카테고리 코드(code)는 영문 대문자 한 자와 숫자 두 자리(예: C01), 하위 카테고리는 상위 코드에 숫자 두 자리를 더한 형식(예: C0101, C010101)이어야 합니다.';

  it('accepts a letter and two digits at the top, and the parent plus two digits below', () => {
    const text = [
      category('T01', null),
      category('T0101', 'T01'),
      category('T010101', 'T0101'),
      category('C02', null),
    ].join('\n');
    expect(parseCatalog(text).problems).toEqual([]);
  });

  it('refuses codes the storefront cannot browse, naming the line', () => {
    const text = [
      category('fruit', null),
      category('t01', null),
      category('T1', null),
      category('T0101010', 'T010101'),
      category('T01-01', 'T01'),
      line(product({ categoryCode: 'NOPE' })),
    ].join('\n');
    expect(parseCatalog(text).problems.map(formatProblem)).toEqual([
      `줄 1: ${CODE_RULE}`,
      `줄 2: ${CODE_RULE}`,
      `줄 3: ${CODE_RULE}`,
      `줄 4: ${CODE_RULE}`,
      `줄 5: ${CODE_RULE}`,
      '줄 6: 카테고리 코드(categoryCode)의 형식이 올바르지 않습니다.',
    ]);
  });

  it('refuses a child not under its parent, a top level with a parent and a child without one', () => {
    const text = [
      category('T0201', 'T01'),
      category('T010201', 'T01'),
      category('T03', 'T01'),
      category('T0101', null),
      category('T0102', 'T01x'),
    ].join('\n');
    expect(parseCatalog(text).problems.map(formatProblem)).toEqual([
      '줄 1: 카테고리 코드 T0201은(는) 상위 카테고리 코드 T01에 숫자 두 자리를 더한 것이어야 합니다 (예: T0101).',
      '줄 2: 카테고리 코드 T010201은(는) 상위 카테고리 코드 T01에 숫자 두 자리를 더한 것이어야 합니다 (예: T0101).',
      '줄 3: 최상위 카테고리 T03(영문 한 자와 숫자 두 자리)에는 상위 카테고리(parentCode)가 없어야 합니다: T01',
      '줄 4: 하위 카테고리 T0101에는 상위 카테고리(parentCode) T01이(가) 있어야 합니다.',
      '줄 5: 상위 카테고리 코드(parentCode)의 형식이 올바르지 않습니다.',
    ]);
  });
});

describe('generateCatalogLines', () => {
  it('is deterministic and valid against the contract', () => {
    const text = generateCatalogText({ products: 300 });
    expect(generateCatalogText({ products: 300 })).toBe(text);
    expect(generateCatalogText({ products: 300, seed: 7 })).not.toBe(text);
    const lines = text
      .trim()
      .split('\n')
      .map((raw) => JSON.parse(raw) as { type: string });
    expect(lines.filter((entry) => entry.type === 'product')).toHaveLength(300);
    for (const entry of lines) expect(catalogLineSchema.safeParse(entry).success).toBe(true);
    expect(parseCatalog(text).problems).toEqual([]);
  });

  it('yields products lazily, so a large catalogue needs no large array', () => {
    const lines = generateCatalogLines({ products: 1_000_000 });
    let products = 0;
    for (const entry of lines) {
      if (entry.type === 'product' && ++products === 5) break;
    }
    expect(products).toBe(5);
  });
});

describe.each(dialectCases())('importCatalog on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      t = await openTestDatabase(dialect);
      db = t.database.db;
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const find = async (keyword: string) =>
      (
        await searchProducts(
          {
            db,
            shopBaseUrl: 'https://shop.jecheol.kr',
            now: TEST_NOW,
            clientKey: 'test',
            // Imports change the catalogue between searches: read it afresh each time.
            catalogue: createSearchCatalogue({ ttlMs: 0 }),
            searchLog: createSearchLogPruner(),
          },
          { keyword, sort: 'ACCURACY', page: 1, size: 20 },
        )
      ).products;
    const productCount = async () =>
      Number(
        (
          await db
            .selectFrom('product')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('imports the fixture, upserts on ids and makes the products searchable', async () => {
      const before = await productCount();
      const result = await importCatalog(t.database.db, fixture);
      expect(result).toEqual({ ok: true, summary: { categories: 3, regions: 1, stores: 1, products: 2 } });
      expect(await productCount()).toBe(before + 2);
      const found = await find('돌담 한라봉');
      expect(found.map((p) => p.name)).toEqual(['서귀포 돌담 한라봉']);
      expect(found[0]).toMatchObject({ salePrice: 29900, discountRate: 25, storeName: '서귀포 돌담 감귤밭' });
      expect((await find('ㄷㄷ ㅊㅎㅎ')).map((p) => p.name)).toContain('돌담 천혜향 선물세트');

      // The same ids again: updated in place, and the search index follows the new name.
      const renamed = fixture
        .replace('서귀포 돌담 한라봉', '서귀포 돌담 레드향')
        .replace('"salePrice":29900', '"salePrice":27900');
      expect((await importCatalog(t.database.db, renamed)).ok).toBe(true);
      expect(await productCount()).toBe(before + 2);
      expect((await find('돌담 레드향'))[0]).toMatchObject({ productNo: 9000001, salePrice: 27900 });
      expect(await find('돌담 한라봉')).toEqual([]);
    });

    it('writes nothing when any line is bad, and says which lines', async () => {
      const before = await productCount();
      const text = [
        line(product({ productNo: 9200001, name: '반쯤 들어갈 뻔한 상품' })),
        line(product({ productNo: 9200002, categoryCode: 'T019999' })),
        line(product({ productNo: 9200003, categoryCode: 'T01' })),
        line(product({ productNo: 9200004, storeId: 123456 })),
        line({ type: 'store', storeId: 9300001, regionCode: '99', name: '없는 지역 상점' }),
        line({ type: 'category', code: 'T0201', parentCode: 'T02', name: '상위가 없는 하위' }),
      ].join('\n');
      const result = await importCatalog(t.database.db, text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map(formatProblem)).toEqual([
        '줄 2: 카테고리 T019999(categoryCode)를 찾을 수 없습니다.',
        '줄 3: 상품은 3단계 카테고리에만 둘 수 있습니다: T01(categoryCode)',
        '줄 4: 상점 123456(storeId)를 찾을 수 없습니다.',
        '줄 5: 지역 99(regionCode)을 찾을 수 없습니다.',
        '줄 6: 상위 카테고리 T02(parentCode)를 찾을 수 없습니다.',
      ]);
      expect(await productCount()).toBe(before);
      expect(await find('반쯤 들어갈')).toEqual([]);
    });

    it('imports a generated catalogue into an empty database', async () => {
      const empty = await openTestDatabase(dialect, { seed: false });
      try {
        const result = await importCatalog(empty.database.db, generateCatalogText({ products: 400 }));
        expect(result.ok && result.summary.products).toBe(400);
        const apples = await searchProducts(
          {
            db: empty.database.db,
            shopBaseUrl: '',
            now: TEST_NOW,
            clientKey: 'test',
            catalogue: createSearchCatalogue(),
            searchLog: createSearchLogPruner(),
          },
          { keyword: '사과', sort: 'ACCURACY', page: 1, size: 10 },
        );
        expect(apples.pageInfo.totalCount).toBeGreaterThan(0);
      } finally {
        await empty.cleanup();
      }
    });
  });
});

describe.each(dialectCases())(
  'an imported catalogue in the browse API on $dialect',
  ({ dialect, available }) => {
    describe.skipIf(!available)('', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(dialect);
        const result = await importCatalog(t.database.db, fixture);
        expect(result.ok).toBe(true);
      });
      afterAll(async () => {
        await t?.cleanup();
      });

      it('browses every imported category, not just the C-coded seed', async () => {
        for (const categoryCode of ['T01', 'T0101', 'T010101']) {
          const tree = await t.app.inject(`/api/v1/display/web/category?categoryCode=${categoryCode}`);
          expect(tree.statusCode, tree.body).toBe(200);
          const response = await t.app.inject(
            `/api/v1/display/web/category/product?categoryCode=${categoryCode}`,
          );
          expect(response.statusCode, response.body).toBe(200);
          const body = response.json() as { category: { code: string }; products: { productNo: number }[] };
          expect(body.category.code).toBe(categoryCode);
          // Products are found by code prefix, so every level reaches the depth-3 products.
          expect(body.products.map((p) => p.productNo).sort()).toEqual([9000001, 9000002]);
        }
      });
    });
  },
);

describe('npm run catalog:import', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-import-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (file: string, ...flags: string[]) => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/catalog/import-cli.ts', file, ...flags], {
      encoding: 'utf8',
      env: { ...env, SQLITE_PATH: join(dir, 'store.db'), LOG_LEVEL: 'silent' },
    });
  };

  it('imports a good file and refuses a bad one with line numbers', () => {
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, fixture);
    const imported = run(good);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/카테고리 3개, 지역 1개, 상점 1개, 상품 2개를 가져왔습니다/);

    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, `${fixture}${line(product({ productNo: 9000003, salePrice: -1 }))}\n`);
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('줄 8: 판매가(salePrice)는 0 이상의 정수(원)여야 합니다.');
    expect(refused.stderr).toContain('아무것도 가져오지 않았습니다');

    expect(run(join(dir, 'missing.jsonl')).status).toBe(2);
  });

  it('reads a product photo relative to the catalogue file, and names the line of one it cannot read', async () => {
    const { default: sharp } = await import('sharp');
    mkdirSync(join(dir, 'photos'), { recursive: true });
    writeFileSync(
      join(dir, 'photos', 'a.jpg'),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e08000' } })
        .jpeg()
        .toBuffer(),
    );
    const withPhoto = join(dir, 'with-photo.jsonl');
    writeFileSync(withPhoto, `${fixture}${line(product({ productNo: 9000004, photo: 'photos/a.jpg' }))}\n`);
    const imported = run(withPhoto);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);

    const badPhoto = join(dir, 'bad-photo.jsonl');
    writeFileSync(badPhoto, `${fixture}${line(product({ productNo: 9000005, photo: 'photos/b.jpg' }))}\n`);
    const refused = run(badPhoto);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `줄 8: 상품 9000005의 사진(photo): 사진 파일을 찾을 수 없습니다: ${join(dir, 'photos', 'b.jpg')}`,
    );
  });
});
