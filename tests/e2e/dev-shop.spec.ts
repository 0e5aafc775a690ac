import { expect, test } from '@playwright/test';
import { closeSurveyIfAsked, screenshots } from './support/page.ts';
import { signInNaver } from './support/sign-in.ts';
import { agreeIfAsked } from './support/sign-up.ts';

/**
 * The development shop (docs/dev-shop.md) followed for real: a newcomer browses from home into a
 * product's page on /dev-shop, puts it in the basket, and the bottom bar's cart opens that basket;
 * ordering sends an anonymous shopper through the app's sign-in and back to the basket, and the order
 * shows in 자주 구매한 상품 on my page. Every shop page is photographed at 390x844.
 */
const shot = screenshots('dev-shop');

const won = (amount: number) => `${new Intl.NumberFormat('ko-KR').format(amount)}원`;

test('a newcomer browses from home to a product, fills the basket, and the cart link opens it', async ({
  page,
}) => {
  // Home → a deal → one of its products, whose card links to the shop's product page.
  await page.goto('/');
  await page
    .locator('section[aria-labelledby="home-deals-title"] a[href^="/deal/"]:not([data-sold-out="true"])')
    .first()
    .click();
  await expect(page).toHaveURL(/\/deal\/\d+$/);
  // The deal's own products: the home's shelves (still on screen while the deal loads) link to the
  // shop's product pages too.
  const card = page
    .getByRole('region', { name: /^딜 상품/ })
    .locator('a[href^="/dev-shop/product/detail.html?product_no="]:not([data-sold-out="true"])')
    .first();
  await card.scrollIntoViewIfNeeded();
  const href = (await card.getAttribute('href')) ?? '';
  const productNo = new URLSearchParams(href.split('?')[1]).get('product_no');
  expect(productNo).toMatch(/^\d+$/);
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/dev-shop/product/detail\\.html\\?product_no=${productNo}$`));
  await expect(page.getByRole('note')).toHaveText(/개발용 쇼핑몰/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(name).toMatch(/[가-힣]/);
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.getByText('원산지')).toBeVisible();
  await shot(page, 'product');

  const price = Number((await page.locator('.sale').textContent())?.replace(/\D/g, ''));
  expect(price).toBeGreaterThan(0);
  await page.getByLabel('수량').fill('2');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page).toHaveURL(/\/dev-shop\/order\/basket\.html$/);
  await expect(page.getByRole('heading', { name: '장바구니' })).toBeVisible();
  const lines = page.getByRole('list', { name: '담은 상품' });
  await expect(lines.getByRole('link', { name })).toBeVisible();
  await expect(lines.getByLabel(`${name} 수량`)).toHaveValue('2');
  await expect(page.locator('.total')).toHaveText(`총 상품금액${won(price * 2)}`);
  await expect(page.getByText('주문하려면 로그인이 필요해요.')).toBeVisible();
  await shot(page, 'basket');

  // Back to the app: the bottom bar's cart is the same basket.
  await page.getByRole('link', { name: '← 제철장터로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/$/);
  const navigation = page.getByRole('navigation', { name: '주요 메뉴' });
  await navigation.getByRole('link', { name: '장바구니' }).click();
  await expect(page).toHaveURL(/\/dev-shop\/order\/basket\.html$/);
  await expect(page.getByRole('list', { name: '담은 상품' }).getByLabel(`${name} 수량`)).toHaveValue('2');

  // Change the quantity, then empty the basket.
  await page.getByLabel(`${name} 수량`).fill('3');
  await page.getByRole('button', { name: '변경' }).click();
  await expect(page.getByLabel(`${name} 수량`)).toHaveValue('3');
  await expect(page.locator('.total')).toHaveText(`총 상품금액${won(price * 3)}`);
  await page.getByRole('button', { name: `${name} 삭제` }).click();
  await expect(page.getByText('장바구니가 비어 있어요.')).toBeVisible();
  await shot(page, 'basket-empty');
});

test('a bad product number gets a Korean error page, not the app', async ({ page }) => {
  const response = await page.goto('/dev-shop/product/detail.html?product_no=abc');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: '잘못된 요청이에요' })).toBeVisible();
  await expect(page.getByText('상품번호가 올바르지 않아요.')).toBeVisible();
  await shot(page, 'error');
  const unknown = await page.goto('/dev-shop/product/detail.html?product_no=987654321');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '상품을 찾을 수 없어요' })).toBeVisible();
});

test('ordering signs the shopper in, comes back to the basket, and lands in frequently purchased', async ({
  page,
  baseURL,
}) => {
  // The member's most bought product, from the API, to see its count go up by this order.
  const tokens = await signInNaver(baseURL!, 'naver-full', 'w-e2e-dev-shop');
  const frequent = async () => {
    const response = await fetch(`${baseURL}/api/v1/user/frequently-purchased-products?page=1&size=20`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}`, deviceUuid: 'w-e2e-dev-shop' },
    });
    expect(response.status).toBe(200);
    return (
      (await response.json()) as { products: Array<{ productNo: number; orderCount: number; name: string }> }
    ).products;
  };
  const [top] = await frequent();
  expect(top).toBeDefined();
  const { productNo, name } = top!;

  await closeSurveyIfAsked(page);
  await page.goto(`/dev-shop/product/detail.html?product_no=${productNo}`);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page).toHaveURL(/\/dev-shop\/order\/basket\.html$/);

  // Not signed in: 주문하기 goes to the app's login with the basket as the return path.
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdev-shop%2Forder%2Fbasket\.html$/);
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: /모든 항목 동의/ }).click();
  await agreeIfAsked(page);

  // Signed in, the return path loads the shop's basket from the server again.
  await expect(page).toHaveURL(/\/dev-shop\/order\/basket\.html$/);
  await expect(page.getByText(/님으로 로그인되어 있어요\./)).toBeVisible();
  await expect(page.getByRole('list', { name: '담은 상품' }).getByRole('link', { name })).toBeVisible();
  await shot(page, 'basket-member');
  const before = (await frequent()).find((item) => item.productNo === productNo)?.orderCount ?? 0;
  await page.getByRole('button', { name: '주문하기' }).click();

  await expect(page.getByRole('heading', { name: '주문이 접수되었어요' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await shot(page, 'order-result');
  expect((await frequent()).find((item) => item.productNo === productNo)?.orderCount).toBe(before + 1);

  await page.getByRole('link', { name: '자주 구매한 상품 보기' }).click();
  await expect(page).toHaveURL(/\/my-page\/frequently-purchased$/);
  const bought = page.locator(`a[data-product-no="${productNo}"]`).first();
  await expect(bought).toBeVisible();
  await expect(bought).toContainText(`구매 ${before + 1}회`);
  // The card leads back to the shop's product page.
  expect(await bought.getAttribute('href')).toBe(`/dev-shop/product/detail.html?product_no=${productNo}`);
  await shot(page, 'frequently-purchased');

  // The shop's order list has it too, and my page's shortcuts lead to the shop's pages.
  await page.goto('/dev-shop/myshop/order/list.html');
  await expect(page.getByRole('heading', { name: '주문 내역' })).toBeVisible();
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await shot(page, 'orders');

  // My page's shortcuts go through the router to the shop's pages, which load from the server.
  await page.goto('/my-page');
  await page.getByRole('link', { name: '쿠폰' }).click();
  await expect(page).toHaveURL(/\/dev-shop\/myshop\/coupon\/coupon\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
  await shot(page, 'placeholder');
  await page.goto('/dev-shop/exec/front/Member/logout/');
  await expect(page.getByRole('heading', { name: '쇼핑몰에서 로그아웃했어요' })).toBeVisible();
  await shot(page, 'logout');
});
