import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../tests/support/databases.ts';
import { clearCatalogue } from '../seed/seed.ts';
import { productImageUrl, productShareImageUrl } from '../shared/media-urls.ts';
import { formatProblem, importCatalog } from './catalog-import.ts';

/**
 * Catalogue product photos (docs/catalog-format.md "photo", docs/pictures.md): imported from a file or
 * a URL, re-encoded like community photos, served at the product's picture URL instead of its drawing.
 */

const fixture = readFileSync(new URL('./fixtures/small-catalog.jsonl', import.meta.url), 'utf8');
const line = (value: Record<string, unknown>) => JSON.stringify(value);
const product = (productNo: number, extra: Record<string, unknown> = {}) =>
  line({
    type: 'product',
    productNo,
    name: '사진 있는 한라봉',
    categoryCode: 'T010101',
    origin: '국내산',
    weight: '3kg',
    regularPrice: 30000,
    salePrice: 25000,
    createdAt: '2026-10-01T00:00:00Z',
    ...extra,
  });

/** A landscape 1600x1200 JPEG stored sideways (EXIF orientation 6) with a camera name and GPS. */
async function cameraJpeg(): Promise<Buffer> {
  const top = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#e00000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0000e0' } })
    .composite([{ input: top, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'ShopCamera', Model: 'Secret Model 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' },
    })
    .toBuffer();
}

describe.each(dialectCases())('catalogue product photos on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestApp;
    let dir: string;
    let server: Server;
    let baseUrl: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      dir = mkdtempSync(join(tmpdir(), 'catalog-photos-'));
      mkdirSync(join(dir, 'photos'));
      const jpeg = await cameraJpeg();
      writeFileSync(join(dir, 'photos', 'hallabong.jpg'), jpeg);
      writeFileSync(join(dir, 'photos', 'notes.txt'), '사진이 아닌 메모');
      writeFileSync(join(dir, 'photos', 'vector.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      // A photo server: /ok.jpg answers the JPEG, /slow never answers, /missing 404.
      server = createServer((request, response) => {
        if (request.url === '/ok.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
        else if (request.url === '/slow') return;
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const base = await importCatalog(t.database.db, fixture);
      expect(base.ok).toBe(true);
    });
    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      rmSync(dir, { recursive: true, force: true });
      await t?.cleanup();
    });

    const picture = (productNo: number, query = '') => t.app.inject(`${productImageUrl(productNo)}${query}`);
    const imported = async (text: string) => {
      const result = await importCatalog(t.database.db, text, {
        baseDir: dir,
        now: TEST_NOW,
        photoTimeoutMs: 500,
      });
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    };

    it('serves a file photo at the product picture URL: upright WebP of the asked width, no EXIF', async () => {
      await imported(product(9400001, { photo: 'photos/hallabong.jpg' }));

      const response = await picture(9400001);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const meta = await sharp(response.rawPayload).metadata();
      // 1600x1200 stored sideways is 1200x1600 upright; the default width is 640 (the longer side).
      expect(meta).toMatchObject({ format: 'webp', width: 480, height: 640 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // Upright: the red half is on top.
      const { data } = await sharp(response.rawPayload)
        .extract({ left: 240, top: 40, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(150);
      expect(data[2]).toBeLessThan(100);

      const small = await picture(9400001, '&w=300');
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 240, height: 320 });
      const large = await picture(9400001, '&w=2000');
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 810, height: 1080 });

      const again = await t.app.inject({ url: productImageUrl(9400001), headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);

      // The link preview is made from the photo, not the drawing.
      const share = await t.app.inject(productShareImageUrl(9400001));
      expect(share.headers['content-type']).toBe('image/png');
      expect(await sharp(share.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    });

    it('takes a photo from an http URL', async () => {
      await imported(product(9400002, { photo: `${baseUrl}/ok.jpg` }));
      const response = await picture(9400002);
      expect(response.headers['content-type']).toBe('image/webp');
    });

    it('keeps the drawing for a product without a photo', async () => {
      await imported(product(9400003));
      const response = await picture(9400003);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg/);
    });

    it('refuses a bad photo with a Korean reason naming the line and product, and writes nothing', async () => {
      const text = [
        product(9400011, { photo: 'photos/nowhere.jpg' }),
        product(9400012, { photo: 'photos/notes.txt' }),
        product(9400013, { photo: 'photos/vector.svg' }),
        product(9400014, { photo: `${baseUrl}/missing` }),
        product(9400015, { photo: `${baseUrl}/slow` }),
        product(9400016, { photo: 'ftp://example.com/a.jpg' }),
        product(9400017, { photo: 'photos/hallabong.jpg' }),
      ].join('\n');
      const result = await importCatalog(t.database.db, text, { baseDir: dir, photoTimeoutMs: 500 });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map(formatProblem)).toEqual([
        '줄 6: 사진(photo)의 주소는 http:// 또는 https://로 시작해야 합니다.',
      ]);
      // Once the lines themselves are good, each photo is checked.
      const photos = await importCatalog(
        t.database.db,
        text
          .split('\n')
          .slice(0, 5)
          .concat(text.split('\n')[6] ?? '')
          .join('\n'),
        {
          baseDir: dir,
          photoTimeoutMs: 500,
        },
      );
      expect(photos.ok).toBe(false);
      if (photos.ok) return;
      expect(photos.problems.map(formatProblem)).toEqual([
        `줄 1: 상품 9400011의 사진(photo): 사진 파일을 찾을 수 없습니다: ${join(dir, 'photos', 'nowhere.jpg')}`,
        '줄 2: 상품 9400012의 사진(photo): 사진 파일이 아닙니다. JPEG, PNG, WebP, GIF, AVIF 사진을 올려 주세요. (photos/notes.txt)',
        '줄 3: 상품 9400013의 사진(photo): 사진 파일이 아닙니다. JPEG, PNG, WebP, GIF, AVIF 사진을 올려 주세요. (photos/vector.svg)',
        `줄 4: 상품 9400014의 사진(photo): 사진 주소가 404로 답했습니다: ${baseUrl}/missing`,
        `줄 5: 상품 9400015의 사진(photo): 사진 주소가 0.5초 안에 답하지 않았습니다: ${baseUrl}/slow`,
      ]);
      // Nothing was written: not even the good line's product.
      expect((await picture(9400017)).statusCode).toBe(404);
    });

    it('keeps the photo when a re-import says nothing of it, and removes it for photo: null', async () => {
      await imported(product(9400021, { photo: 'photos/hallabong.jpg' }));
      await imported(product(9400021, { name: '이름만 바뀐 한라봉' }));
      expect((await picture(9400021)).headers['content-type']).toBe('image/webp');
      await imported(product(9400021, { photo: null }));
      const drawing = await picture(9400021);
      expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const objects = await t.database.db
        .selectFrom('stored_object')
        .select('key')
        .where('key', 'like', 'product-photo/9400021/%')
        .execute();
      expect(objects).toEqual([]);
    });

    // Last: it empties this app's catalogue.
    it('lets db:seed --force clear a catalogue whose products have photos', async () => {
      await imported(product(9400031, { photo: 'photos/hallabong.jpg' }));
      await clearCatalogue(t.database.db);
      expect(await t.database.db.selectFrom('product_photo').selectAll().execute()).toEqual([]);
      expect((await picture(9400031)).statusCode).toBe(404);
    });
  });
});
