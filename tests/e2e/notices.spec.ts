import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { admin } from './support/admin.ts';
import { screenshots, signedInPage } from './support/page.ts';
import { signInApple } from './support/sign-in.ts';

/**
 * Notices (list, detail, the admin preview, my page's newest-notice line), the policy pages reached
 * from sign-up and back with the boxes still ticked, and /appdown, against the shared e2e server. The
 * notices this file needs are published with the real admin command on the server's SQLite file
 * (E2E_SQLITE_PATH, playwright.config.ts); every screen is photographed at 390x844.
 */

const shot = screenshots('notices');

function addNotice(title: string, bodyHtml: string, ...flags: string[]): number {
  const out = admin(['notice', 'add', '--title', title, '--body', '-', ...flags], bodyHtml);
  const id = Number(out.match(/공지 (\d+)번/)?.[1]);
  expect(id, out).toBeGreaterThan(13);
  return id;
}

const HOSTILE_BODY =
  '<p>설 연휴 배송 일정을 알려 드립니다.</p><script>window.__noticeHacked = "script"</script>' +
  '<img src="x" onerror="window.__noticeHacked = \'onerror\'"><p><strong>1월 24일</strong> 주문까지 연휴 전 출발해요.</p>';

test.describe('notices', () => {
  test('the list shows the pinned notice first, then the newest, and the detail runs no script', async ({
    page,
  }) => {
    const title = `설 연휴 배송 안내 ${Date.now()}`;
    const id = addNotice(title, HOSTILE_BODY);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/notice');
    const rows = page.getByRole('list').first().getByRole('link');
    await expect(rows.first()).toContainText('서비스 이용약관 개정 안내');
    await expect(rows.first()).toContainText('중요');
    const titles = await rows.allTextContents();
    const ours = titles.findIndex((text) => text.includes(title));
    const older = titles.findIndex((text) => text.includes('겨울철 신선식품 포장 강화 안내'));
    expect(ours).toBeGreaterThan(0);
    if (older >= 0) expect(ours).toBeLessThan(older);
    await shot(page, 'list');

    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('주문까지 연휴 전 출발해요.')).toBeVisible();
    // The script and the handler are gone from the page and did nothing.
    const article = page.getByRole('article');
    expect(await article.locator('script, [onerror]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __noticeHacked?: string }).__noticeHacked),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await shot(page, 'detail');

    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/notice$/);
  });

  test('an unknown or unpublished notice says it cannot be found; a malformed id goes to /404', async ({
    page,
  }) => {
    const draft = addNotice(`임시 저장 공지 ${Date.now()}`, '<p>아직 비공개</p>', '--draft');
    for (const path of ['/notice/99999', `/notice/${draft}`]) {
      await page.goto(path);
      await expect(page.getByText('공지사항을 찾을 수 없어요')).toBeVisible();
    }
    await shot(page, 'detail-missing');
    await page.goto('/notice/abc');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the admin preview shows an unpublished notice with the same article, sanitised', async ({ page }) => {
    const title = `미리보기 공지 ${Date.now()}`;
    const id = addNotice(title, HOSTILE_BODY, '--draft');
    const link = new URL(
      admin(['preview-link', 'notice', String(id)])
        .trim()
        .split('\n')[0] ?? '',
    );
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('비공개 콘텐츠');
    expect(await page.getByRole('article').locator('script, [onerror]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __noticeHacked?: string }).__noticeHacked),
    ).toBeUndefined();
    await shot(page, 'admin-preview');
  });

  test('loading and empty states of the list', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/notice/view?*', async (route) => {
      await held;
      await route.fulfill({
        json: { notices: [], pageInfo: { page: 1, size: 20, totalCount: 0, hasNext: false } },
      });
    });
    await page.goto('/notice');
    await expect(page.getByText('공지사항을 불러오는 중')).toBeAttached();
    await shot(page, 'list-loading');
    release();
    await expect(page.getByText('등록된 공지사항이 없어요')).toBeVisible();
    await shot(page, 'list-empty');
  });

  test('the list error state retries', async ({ page }) => {
    let failing = true;
    await page.route('**/api/v1/notice/view?*', async (route) => {
      if (!failing) return route.continue();
      await route.fulfill({
        status: 500,
        json: {
          code: 1,
          name: 'UNKNOWN',
          message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
        },
      });
    });
    await page.goto('/notice');
    await expect(page.getByText('정보를 불러오지 못했어요')).toBeVisible();
    await shot(page, 'list-error');
    failing = false;
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('link', { name: /서비스 이용약관 개정 안내/ })).toBeVisible();
  });

  test('the detail loading and error states', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/notice/view/4', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        json: {
          code: 1,
          name: 'UNKNOWN',
          message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
        },
      });
    });
    await page.goto('/notice/4');
    await expect(page.getByText('공지사항을 불러오는 중')).toBeAttached();
    await shot(page, 'detail-loading');
    release();
    await expect(page.getByText('정보를 불러오지 못했어요')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'detail-error');
  });
});

/**
 * The development provider's Apple person (apple-first; the Naver people other than naver-full are
 * refused by design, and naver-full is other files' member), signed in over the API and stored as the
 * app stores tokens.
 */
async function memberPage(context: BrowserContext, device: string): Promise<Page> {
  const base = test.info().project.use.baseURL ?? '';
  return signedInPage(context, base, await signInApple(base, 'apple-first', device));
}

test.describe('my page', () => {
  test('shows the newest notice as one line that opens it', async ({ context, request }) => {
    const page = await memberPage(context, 'w-e2e-notices-mypage');
    await page.goto('/my-page/main');
    const line = page.getByRole('navigation', { name: '최근 공지' }).getByRole('link');
    await expect(line).toBeVisible();
    const last = (await (await request.get('/api/v1/notice/last')).json()) as {
      notice: { noticeId: number; title: string };
    };
    await expect(line).toContainText(last.notice.title);
    await line.scrollIntoViewIfNeeded();
    await shot(page, 'my-page-line');
    await line.click();
    await expect(page).toHaveURL(new RegExp(`/notice/${last.notice.noticeId}$`));
  });
});

test.describe('policies and sign-up', () => {
  test('terms, privacy and marketing pages open from sign-up and back keeps the boxes', async ({
    context,
  }) => {
    const page = await memberPage(context, 'w-e2e-notices-signup');
    const consents: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/(v2\/user\/ad-consent|v1\/app\/ad)$/.test(request.url()))
        consents.push(`${new URL(request.url()).pathname} ${request.postData()}`);
    });
    await page.goto('/sign-up');
    const box = (name: RegExp) => page.getByRole('checkbox', { name });
    await box(/서비스 이용약관 동의/).check();
    await box(/만 14세 이상/).check();
    await box(/마케팅 정보 수신 동의/).check();
    await shot(page, 'sign-up');

    await page.getByRole('link', { name: '서비스 이용약관 동의 내용 보기' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 2, name: '서비스 이용약관' })).toBeVisible();
    await expect(page.getByText(/현재 시행 중 · 시행일 2025년 10월 27일/)).toBeVisible();
    await expect(page.getByText('1:0.5', { exact: false }).first()).toBeVisible();
    await shot(page, 'terms');
    await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: /제7조/ }).click();
    await expect(page).toHaveURL(/#article-7$/);
    await expect(page.getByRole('heading', { name: /제7조/ })).toBeInViewport();
    await shot(page, 'terms-anchor');
    await page.getByRole('link', { name: /시행일 2025년 3월 1일/ }).click();
    await expect(page.getByRole('note')).toContainText('이전 버전');
    await expect(page.getByText('별은 5,000별 단위로 제휴 포인트로 전환할 수 있습니다.')).toBeVisible();
    await shot(page, 'terms-earlier');

    // Back through the terms' own history to sign-up: the boxes are as they were.
    while (!/\/sign-up/.test(page.url())) await page.goBack();
    await expect(box(/서비스 이용약관 동의/)).toBeChecked();
    await expect(box(/만 14세 이상/)).toBeChecked();
    await expect(box(/마케팅 정보 수신 동의/)).toBeChecked();
    await expect(box(/개인정보 수집 및 이용 동의/)).not.toBeChecked();

    await page.getByRole('link', { name: '개인정보 수집 및 이용 동의 내용 보기' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '개인정보 처리방침' })).toBeVisible();
    await shot(page, 'privacy');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await box(/개인정보 수집 및 이용 동의/).check();
    await page.getByRole('link', { name: '마케팅 정보 수신 동의 내용 보기' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' })).toBeVisible();
    await shot(page, 'marketing-info');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page.getByRole('checkbox', { name: '전체 동의하기' })).toBeChecked();

    // The optional consent is stored once, even on a double tap.
    await page.getByRole('button', { name: '동의하고 시작하기' }).dblclick();
    await expect(page).toHaveURL(/\/welcome$/);
    expect(consents.sort()).toEqual([
      '/api/v1/app/ad {"adYN":"Y"}',
      '/api/v2/user/ad-consent {"emailYN":"Y","smsYN":"Y"}',
    ]);
  });
});

test.describe('policy pages', () => {
  for (const [path, title] of [
    ['/terms', '서비스 이용약관'],
    ['/privacy', '개인정보 처리방침'],
    ['/marketing-info', '마케팅 정보 수신 동의'],
  ] as const) {
    test(`${path}: after a table-of-contents tap the header's back leaves for the page before`, async ({
      page,
    }) => {
      await page.goto('/notice');
      // The router hears history changes once its first screen is up: pushed earlier, on a busy
      // machine, the page stayed on /notice.
      await expect(page.getByRole('region', { name: '공지사항 목록' })).toBeVisible();
      // An in-app push (the router's own entry shape: the next index), as a link to the page would make.
      await page.evaluate((to) => {
        const state = window.history.state as { __TSR_index?: number } | null;
        const next = {
          ...state,
          key: 'policy',
          __TSR_key: 'policy',
          __TSR_index: (state?.__TSR_index ?? 0) + 1,
        };
        window.history.pushState(next, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
      }, path);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const toc = page.getByRole('navigation', { name: '목차' }).getByRole('link');
      const articles = page.locator('section[id] h3');
      // No developer "#" beside an article title: the heading reads as the title alone.
      await expect(articles.first()).toHaveText((await toc.first().textContent()) ?? '');
      await expect(page.getByText('#', { exact: true })).toHaveCount(0);

      await toc.nth(2).click();
      const id = await page.locator('section[id]').nth(2).getAttribute('id');
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expect(page.locator(`#${id}-title`)).toBeInViewport();
      await toc.nth(1).click();
      await expect(page.locator('section[id]').nth(1).locator('h3')).toBeInViewport();
      await shot(page, `toc${path.replace('/', '-')}`);

      await page.getByRole('button', { name: '뒤로 가기' }).click();
      await expect(page).toHaveURL(/\/notice$/);
    });
  }
});

test.describe('/appdown', () => {
  test('offers both stores on a computer and the app-login bonus', async ({ page }) => {
    await page.goto('/appdown');
    await expect(page.getByText('앱으로 처음 로그인하면 1,000별')).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store에서 받기/ })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(page.getByRole('link', { name: /Google Play에서 받기/ })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=kr\.jecheol\.app$/,
    );
    await shot(page, 'appdown');
  });

  test('an iPhone sees only the App Store', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    // The install popup is not what this test looks at.
    await context.addCookies([
      { name: 'visited', value: '1', url: test.info().project.use.baseURL ?? 'http://127.0.0.1' },
    ]);
    const page = await context.newPage();
    await page.goto('/appdown');
    await expect(page.getByRole('link', { name: /App Store에서 받기/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(0);
    await shot(page, 'appdown-iphone');
    await context.close();
  });
});
