import { expect, type Page, test } from '@playwright/test';
import { twemojiBody } from '../../server/modules/media/media.emoji.ts';
import { screenshots } from './support/page.ts';

const shot = screenshots('pictures');

/** The picture of the first card whose name is exactly `name`. */
const cardImage = (page: Page, name: string) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .first()
    .locator('img');

/** Every picture on the page has loaded (no broken image, no placeholder left). */
async function expectPicturesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter(
            (image) => image.getBoundingClientRect().top < window.innerHeight && image.loading === 'eager',
          )
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

test.describe('product pictures show what the product is', () => {
  test('a blueberry is drawn as blueberries, not as the strawberry of its category', async ({
    page,
    request,
  }) => {
    await page.goto('/category/detail/C0102/C010204');
    const blueberry = cardImage(page, '블루베리');
    await blueberry.scrollIntoViewIfNeeded();
    await expect(blueberry).toHaveJSProperty('complete', true);
    expect(await blueberry.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const src = String(await blueberry.getAttribute('src'));
    expect(src).toMatch(/^\/media\/products\/\d+\.svg\?v=\d+$/);

    const picture = await request.get(src);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/svg+xml');
    expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await picture.text();
    // Twemoji's blueberries (🫐), credited as CC-BY asks; not the strawberry (🍓) of 딸기·베리.
    expect(svg).toContain(twemojiBody('blueberries'));
    expect(svg).not.toContain(twemojiBody('strawberry'));
    expect(svg).toContain('Twemoji graphics');
    expect(svg).toContain('viewBox="0 0 200 200"');
    const cherry = await request.get(String(await cardImage(page, '미국 체리').getAttribute('src')));
    expect(await cherry.text()).not.toBe(svg);

    // Two products of one kind share the drawing; the kinds 곶감, 대파, 꽃게, 홍합 each have their own.
    const pictures = new Map<string, string>();
    for (const [category, name] of [
      ['C0101/C010105', '상주 곶감'],
      ['C0101/C010105', '창원 단감'],
      ['C0201/C020102', '진도 대파'],
      ['C0201/C020102', '무안 양파'],
      ['C0302/C030202', '연평도 꽃게'],
      ['C0302/C030201', '홍합'],
      ['C0302/C030201', '바지락'],
    ] as const) {
      await page.goto(`/category/detail/${category}`);
      const image = cardImage(page, name);
      await image.scrollIntoViewIfNeeded();
      const body = await (await request.get(String(await image.getAttribute('src')))).text();
      // Only the tilt depends on the product number: compare without it.
      pictures.set(name, body.replace(/rotate\(-?\d+ 100 106\)/, ''));
    }
    expect(new Set(pictures.values()).size).toBe(pictures.size);
  });

  test('home, best, a category and a deal page show the pictures at 390 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
    await expectPicturesLoaded(page);
    await shot(page, 'home');

    await page.goto('/best');
    await expect(page.locator('article img').first()).toBeVisible();
    await expectPicturesLoaded(page);
    await shot(page, 'best');

    await page.goto('/category/detail/C0302/C030201');
    await expect(cardImage(page, '홍합')).toBeVisible();
    await expectPicturesLoaded(page);
    await shot(page, 'category');

    await page.goto('/');
    const href = await page
      .locator('section[aria-labelledby="home-deals-title"] a[href^="/deal/"]')
      .first()
      .getAttribute('href');
    await page.goto(href ?? '/deal/1');
    await expect(page.locator('section[aria-labelledby="deal-products"] img').first()).toBeVisible();
    await expectPicturesLoaded(page);
    await shot(page, 'deal');
  });
});

for (const width of [390, 480]) {
  test(`the home banner shows its whole picture and copy at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '기획전 배너' });
    const slide = carousel.getByRole('group').first();
    const image = slide.locator('img');
    await expect(image).toHaveAttribute('src', /^\/media\/banners\/\d+\.svg\?v=\d+$/);
    await expect(image).toHaveJSProperty('complete', true);

    const box = await image.boundingBox();
    const art = await image.evaluate((element: HTMLImageElement) => ({
      natural: element.naturalWidth / element.naturalHeight,
      fit: getComputedStyle(element).objectFit,
    }));
    expect(box).not.toBeNull();
    if (!box) return;
    // The whole width is on screen, and the box has the art's own shape: nothing is cut off.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
    expect(box.width).toBeGreaterThan(width * 0.9);
    expect(Math.abs(box.width / box.height - art.natural)).toBeLessThan(0.02);

    // The title and subtitle fit inside the banner, above the controls.
    const slideBox = await slide.boundingBox();
    for (const text of await slide.locator('strong, span span').all()) {
      const textBox = await text.boundingBox();
      if (!textBox || !slideBox) continue;
      expect(textBox.y).toBeGreaterThanOrEqual(slideBox.y);
      expect(textBox.y + textBox.height).toBeLessThanOrEqual(slideBox.y + slideBox.height - 40);
      expect(textBox.x + textBox.width).toBeLessThanOrEqual(slideBox.x + slideBox.width);
    }
    await shot(page, 'banner');
  });
}
