import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { screenshots } from './support/page.ts';

const shot = screenshots();

const searchBox = (page: Page) => page.getByRole('combobox', { name: '검색어' });
const results = (page: Page) => page.getByRole('list', { name: '검색 결과' }).getByRole('link');
const recentList = (page: Page) => page.getByRole('list', { name: '최근 검색어 목록' });

async function searchFor(page: Page, keyword: string) {
  await searchBox(page).fill(keyword);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${encodeURIComponent(keyword)}`));
}

test.describe('search', () => {
  test('finds 사과 by its initial consonants from the suggestion list', async ({ page }) => {
    await page.goto('/search/list');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).pressSequentially('ㅅㄱ');

    const suggestions = page.getByRole('listbox', { name: '추천 검색어' });
    const apple = suggestions.getByRole('option').filter({ hasText: /^검색어사과$/ });
    await expect(apple).toBeVisible();
    // The matched part is bold, from the server's offsets.
    await expect(apple.locator('b')).toHaveText('사과');
    await shot(page, 'search-suggestions');

    await apple.click();
    await expect(page).toHaveURL(/\/search\?keyword=%EC%82%AC%EA%B3%BC$/);
    await expect(searchBox(page)).toHaveValue('사과');
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first()).toContainText('사과');
    await expect(results(page).first()).toContainText(/\d{1,3}(,\d{3})*원/);
    await shot(page, 'search-results');
  });

  test('waits for the Korean IME: no suggestions mid-syllable, and the composing Enter does not search', async ({
    page,
  }) => {
    await page.goto('/search/list');
    await searchBox(page).click();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/auto-keyword') asked.push(url.searchParams.get('keyword') ?? '');
    });
    // Drive the browser's IME as a Korean keyboard does: 사 is committed, then ㄱ starts the next syllable.
    const ime = await page.context().newCDPSession(page);
    await ime.send('Input.imeSetComposition', { text: '사', selectionStart: 1, selectionEnd: 1 });
    await ime.send('Input.insertText', { text: '사' });
    await expect.poll(() => asked).toEqual(['사']);
    await ime.send('Input.imeSetComposition', { text: 'ㄱ', selectionStart: 1, selectionEnd: 1 });
    await expect(searchBox(page)).toHaveValue('사ㄱ');
    await page.waitForTimeout(600);
    expect(asked).not.toContain('사ㄱ');

    await ime.send('Input.imeSetComposition', { text: '과', selectionStart: 1, selectionEnd: 1 });
    // The IME's Enter (keyCode 229, isComposing) only finishes the syllable.
    await ime.send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 229,
      nativeVirtualKeyCode: 229,
    });
    await ime.send('Input.insertText', { text: '과' });
    await ime.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 13,
    });
    await expect(searchBox(page)).toHaveValue('사과');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/search\/list/);

    // The next Enter searches, once: one step back is the search main screen again.
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=%EC%82%AC%EA%B3%BC$/);
    await expect(results(page).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/list/);
  });

  test('ranks popular keywords from the first start, each rank on one line, and a tap searches one', async ({
    page,
  }) => {
    await page.goto('/search/list');
    const popular = page.getByRole('region', { name: '인기 검색어' });
    const entries = popular.getByRole('listitem');
    await expect(entries).toHaveCount(10);
    // 10 takes no more room than 1: every rank number is one line of the same height.
    const heights = await popular
      .locator('li button > span:first-child')
      .evaluateAll((numbers) => numbers.map((number) => Math.round(number.getBoundingClientRect().height)));
    expect(heights).toHaveLength(10);
    expect(new Set(heights).size).toBe(1);

    // Rank, keyword, change: the keyword is the second part of the button.
    const keyword = (await entries.first().locator('button > span').nth(1).textContent())?.trim() ?? '';
    expect(keyword).toMatch(/^[가-힣]+$/);
    await entries.first().getByRole('button').click();
    await expect(searchBox(page)).toHaveValue(keyword);
    await expect(results(page).first()).toBeVisible();
  });

  test('corrects a keyword typed on the English keyboard layout', async ({ page }) => {
    await page.goto('/search/list');
    await searchFor(page, 'tkrhk');
    const notice = page.getByRole('status').filter({ hasText: '검색 결과입니다' });
    await expect(notice).toBeVisible();
    await expect(notice.locator('strong')).toHaveText('‘사과’');
    await expect(results(page).first()).toContainText('사과');
    await shot(page, 'search-corrected');
  });

  test('corrects a typo, says so as portals do, and searches the keyword as typed from the link', async ({
    page,
  }) => {
    await page.goto('/search/list');
    await searchFor(page, '토마톼');
    const notice = page.getByRole('status').filter({ hasText: '검색 결과입니다' });
    await expect(notice).toHaveText('‘토마토’ 검색 결과입니다·‘토마톼’로 검색');
    await expect(results(page).first()).toContainText('토마토');
    await shot(page, 'search-typo-corrected');

    const literal = page.getByRole('link', { name: '‘토마톼’로 검색' });
    expect((await literal.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await literal.click();
    await expect(page).toHaveURL(/[?&]literal=1/);
    await expect(page.getByText('검색 결과가 없어요')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await shot(page, 'search-typo-literal');
  });

  test('never replaces a food word with another: offers the near one when nothing is found', async ({
    page,
  }) => {
    // The seeded shop sells 배추 and no 부추 (nor 정구지): 부추 is not read as a typo of 배추.
    await page.goto('/search/list');
    await searchFor(page, '부추');
    await expect(page.getByText('검색 결과가 없어요')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '검색 결과입니다' })).toHaveCount(0);
    await expect(page.getByText('혹시 ‘배추’를 찾으세요?')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'search-near-word-offered');

    await page.getByRole('link', { name: '‘배추’' }).click();
    await expect(page).toHaveURL(/[?&]keyword=%EB%B0%B0%EC%B6%94/);
    await expect(results(page).first()).toContainText('배추');
  });

  test('offers other keywords and products when nothing is found, and finds stores by region', async ({
    page,
  }) => {
    await page.goto('/search/list');
    await searchFor(page, '없는검색어');
    await expect(page.getByText('검색 결과가 없어요')).toBeVisible();
    const other = page.getByRole('region', { name: '이런 검색어는 어떠세요?' }).getByRole('button');
    await expect(other.first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: '이런 상품은 어떠세요?' }).getByRole('link').first(),
    ).toBeVisible();
    await shot(page, 'search-empty');

    // A suggested keyword searches at once.
    const suggested = ((await other.first().textContent()) ?? '').trim();
    await other.first().click();
    await expect(searchBox(page)).toHaveValue(suggested);
    await expect(results(page).first()).toBeVisible();

    await page.goto('/search/stores?keyword=%EC%A0%9C%EC%A3%BC');
    const stores = page.getByRole('list', { name: '상점 검색 결과' }).getByRole('link');
    await expect(stores.first()).toContainText('제주');
    await expect(stores.first()).toHaveAttribute('href', /^\/local\/store\/\d{2}\/\d+$/);
    await shot(page, 'search-stores');
  });

  test('saves recent keywords, deletes one, then all, and respects the auto-save switch', async ({
    page,
  }) => {
    await page.goto('/search/list');
    await expect(page.getByText('최근 검색어가 없어요.')).toBeVisible();

    await searchFor(page, '배');
    await searchFor(page, '한우');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/list/);
    await expect(recentList(page).getByRole('listitem')).toHaveText(['한우', '배']);

    await recentList(page).getByRole('button', { name: '한우 삭제' }).click();
    await expect(recentList(page).getByRole('listitem')).toHaveText(['배']);

    // A tapped recent keyword searches again and moves to the front.
    await searchFor(page, '귤');
    await page.goBack();
    await expect(recentList(page).getByRole('listitem')).toHaveText(['귤', '배']);
    await page.reload();
    await expect(recentList(page).getByRole('listitem')).toHaveText(['귤', '배']);

    await page.getByRole('button', { name: '전체 삭제' }).first().click();
    await expect(page.getByText('최근 검색어가 없어요.')).toBeVisible();

    await page.getByRole('switch', { name: '검색어 자동 저장' }).click();
    await expect(page.getByRole('switch', { name: '검색어 자동 저장' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await searchFor(page, '쌀');
    await page.goBack();
    await expect(page.getByText('검색어 저장 기능이 꺼져 있어요.')).toBeVisible();
    await page.getByRole('switch', { name: '검색어 자동 저장' }).click();
    await expect(page.getByText('최근 검색어가 없어요.')).toBeVisible();
  });

  test('keeps the filters and the scroll position when coming back', async ({ page }) => {
    await page.goto('/search?keyword=%EC%82%AC%EA%B3%BC');
    await expect(results(page).first()).toBeVisible();

    const fruit = page.getByRole('group', { name: '카테고리' }).getByRole('button', { name: /^과일/ });
    await fruit.click();
    await expect(fruit).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('combobox', { name: '정렬' }).selectOption('PRICE_LOW');
    await expect(page).toHaveURL(/categoryCode=/);
    await expect(page).toHaveURL(/sort=PRICE_LOW/);
    const filteredUrl = page.url();

    // Prices ascend under 낮은가격순.
    await expect(results(page).first()).toBeVisible();
    const prices = await results(page).evaluateAll((links) =>
      links.map((link) =>
        Number(link.textContent?.match(/판매가\s*([\d,]+)원/)?.[1]?.replaceAll(',', '') ?? Number.NaN),
      ),
    );
    const shown = prices.filter((price) => !Number.isNaN(price));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    // To the store results and back: the same filters.
    await page.getByRole('link', { name: '상점' }).click();
    await expect(page).toHaveURL(/\/search\/stores/);
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(fruit).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('PRICE_LOW');

    // Scroll down, open a product (the shop's page), come back: same filters, same place.
    const last = results(page).last();
    await last.scrollIntoViewIfNeeded();
    const name = (await last.locator('h3').textContent())?.trim() ?? '';
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await last.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('PRICE_LOW');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);

    // The opened product is the newest recently viewed one on the search main screen.
    await page.goto('/search/list');
    const recent = page.getByRole('list', { name: '최근 본 상품 목록' }).getByRole('listitem');
    await expect(recent.first()).toContainText(name);
    await shot(page, 'search-main-recent');
  });
});
