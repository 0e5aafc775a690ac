import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { screenshots } from './support/page.ts';

/**
 * The bottom bar's "커뮤니티 활동하고 별 모으세요!" tooltip (spec section 2) says its line where it
 * points, for a few seconds once a session, and never stands above a dialog's dim.
 */

const shot = screenshots('tooltip');
const TOOLTIP = '커뮤니티 활동하고 별 모으세요!';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The brightest channel of the page's pixels inside `box`: the tooltip's white text is 255 when it
 * stands above the dialog's 50 % dim, about 128 under it. (Hit testing cannot tell: the tooltip takes no taps.)
 */
async function brightest(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip: box });
  const pixels = await sharp(png).removeAlpha().raw().toBuffer();
  return Math.max(...pixels);
}

test('the community tooltip stays below a dialog, shows for a few seconds and once a session', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/deal/1');
  const tooltip = page.getByText(TOOLTIP);
  await expect(tooltip).toBeVisible();
  const box = await tooltip.boundingBox();
  expect(box).not.toBeNull();
  // It points at the community item, just above it.
  const item = await page
    .getByRole('navigation', { name: '주요 메뉴' })
    .getByRole('link', { name: '커뮤니티' })
    .boundingBox();
  expect(box!.x).toBeLessThan(item!.x + item!.width / 2);
  expect(box!.y + box!.height).toBeLessThanOrEqual(item!.y);
  await shot(page, 'shown');
  expect(await brightest(page, box!)).toBeGreaterThan(240);

  // The share dialog's dim covers it.
  await page.getByRole('button', { name: '공유', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '공유하기' })).toBeVisible();
  await shot(page, 'under-dialog');
  expect(await brightest(page, box!)).toBeLessThan(160);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '공유하기' })).toBeHidden();

  // A few seconds later it is gone, and it does not come back in this session.
  await page.clock.runFor(6_000);
  await expect(tooltip).toBeHidden();
  await shot(page, 'gone');
  await page.reload();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(tooltip).toBeHidden();
});
