import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { NICKNAME_MESSAGES } from '../../contract/nickname.ts';
import { BANNED_MESSAGE } from '../../server/modules/dev-idp/dev-idp.identities.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { stored } from '../support/stored-tokens.ts';

/**
 * The account screens of issue 12 end to end, against the production build and our own API: the
 * development provider's full-consent person signs in through the login page, meets the member survey,
 * changes nickname (invalid, taken, then free, shown on my pages), phone and birth year, turns e-mail
 * marketing on and off (each with its date), and withdraws (tokens gone, home, a new member next
 * time). The banned person is stopped with the ban message. Every screen is photographed at 390x844
 * in its states. A withdrawal changes server state for good, so the file runs on a private server.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_ACCOUNT_PORT ?? 4298);
const screenshotDir = 'test-results/screenshots';
const NEW_NICKNAME = '새벽농부';

let server: RunningServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/account-${PORT}.db`,
    env: process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {},
  });
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  await stubShop(context);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** The shop's pages (the logout popup among them) are another site: answered locally. */
async function stubShop(target: BrowserContext) {
  await target.route('https://shop.jecheol.kr/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }),
  );
}

async function shot(target: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  // Toasts and the caret move; everything else on these screens is still.
  await target.screenshot({ path: `${screenshotDir}/account-${name}-390x844.png`, caret: 'hide' });
}

async function signIn(target: Page, person: RegExp) {
  await target.goto(`${server.baseUrl}/login`);
  await target.getByRole('button', { name: '네이버로 시작하기' }).click();
  await target.getByRole('link', { name: person }).click();
  await expect(target).not.toHaveURL(/\/login/);
}

const open = (path: string) => page.goto(`${server.baseUrl}${path}`);

/**
 * Opens a page without the query cache the tab persisted (spec section 9), so it loads afresh. The app
 * writes its cache as it is left, so the cache is removed on a page of the server that is not the app.
 */
async function openFresh(path: string) {
  await open('/healthz');
  await page.evaluate(() => sessionStorage.removeItem('query-cache'));
  await open(path);
}
const alertBox = (target: Page) => target.getByRole('alertdialog');

/** Holds every answer of one API path until released, so a screen's loading state can be seen. */
async function holdApi(target: Page, path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = `**${path}*`;
  const handler = async (route: Route) => {
    await gate;
    await route.fallback();
  };
  await target.route(pattern, handler);
  return async () => {
    release();
    await target.unroute(pattern, handler);
  };
}

async function failApi(target: Page, path: string) {
  const pattern = `**${path}*`;
  await target.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 5,
        name: 'UNEXPECTED_ERROR',
        message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      }),
    }),
  );
  return () => target.unroute(pattern);
}

async function typeSlowly(input: Locator, text: string) {
  await input.fill('');
  await input.pressSequentially(text, { delay: 30 });
}

test('a member signs in, is asked the survey once, and sees what sign-in gave us', async () => {
  await signIn(page, /모든 항목 동의/);
  // The server asks a member from the third day after signing up: this new member is made to owe it.
  await page.route('**/api/v2/user/survey', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), isRequired: true } });
  });
  const release = await holdApi(page, '/api/v1/user/myinfo');
  await open('/my-page/my-info/main');
  await expect(page.getByRole('status').filter({ hasText: '내 정보를 불러오는 중' })).toBeAttached();
  const survey = page.getByRole('dialog', { name: '제철장터 취향 설문' });
  await expect(survey).toBeVisible();
  await shot(page, 'survey');
  await survey.getByRole('button', { name: '제출하기' }).click();
  await expect(survey.getByText('필수 문항에 모두 답해 주세요.')).toBeVisible();
  await shot(page, 'survey-missing');
  await survey.getByRole('button', { name: '다음에 할게요' }).click();
  await expect(survey).toHaveCount(0);
  const hidden = (await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'survey-hidden');
  expect(Number(hidden?.value) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
  await shot(page, 'my-info-loading');
  await release();
  await expect(page.getByTestId('my-info-nickname')).toHaveText(/\S/);
  await expect(page.getByText('010-****-5678')).toBeVisible();
  await expect(page.getByText('full.consent@dev.jecheol.kr')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('email'))).toBe('full.consent@dev.jecheol.kr');
  await shot(page, 'my-info');
  // The cookie keeps it closed on the next pages.
  await open('/my-page/settings');
  await expect(page.getByRole('switch', { name: '이메일' })).toBeVisible();
  await expect(survey).toHaveCount(0);
});

test('my info shows an error with a retry', async () => {
  const restore = await failApi(page, '/api/v1/user/myinfo');
  await openFresh('/my-page/my-info/main');
  await expect(page.getByText('정보를 불러오지 못했어요')).toBeVisible();
  await shot(page, 'my-info-error');
  await restore();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('my-info-nickname')).toBeVisible();
});

test('nickname: invalid and taken are refused, a free one is saved and shown on my pages', async () => {
  await open('/my-page/my-info/main');
  await page.getByRole('link', { name: '닉네임 변경' }).click();
  const input = page.getByLabel('새 닉네임');
  await expect(input).toBeVisible();
  await shot(page, 'nickname');

  await typeSlowly(input, '운영자');
  await expect(page.getByText(NICKNAME_MESSAGES.BANNED_WORD)).toBeVisible();
  await typeSlowly(input, 'hi!');
  await expect(page.getByText(NICKNAME_MESSAGES.CHARACTERS)).toBeVisible();
  await expect(page.getByRole('button', { name: '변경하기' })).toBeDisabled();
  await shot(page, 'nickname-invalid');

  // The banned development person holds this nickname: the server says it is taken.
  await typeSlowly(input, '정지회원');
  await expect(page.getByText(NICKNAME_MESSAGES.TAKEN)).toBeVisible();
  await expect(page.getByRole('button', { name: '변경하기' })).toBeDisabled();
  await shot(page, 'nickname-taken');

  await typeSlowly(input, NEW_NICKNAME);
  await expect(page.getByText(NICKNAME_MESSAGES.AVAILABLE)).toBeVisible();
  await shot(page, 'nickname-available');
  const puts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/user/nick-name') && response.request().method() === 'PUT')
      puts.push(response.status());
  });
  await page.getByRole('button', { name: '변경하기' }).dblclick();
  // Toasts last 2 s (spec section 9): looked for first.
  await expect(page.getByText('닉네임이 변경되었어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-page\/my-info\/main$/);
  await expect(page.getByTestId('my-info-nickname')).toHaveText(NEW_NICKNAME);
  expect(puts).toEqual([200]);
  // A reload right after the change shows it: the tab's persisted query cache, whose queries stay
  // fresh for 5 minutes, is written when a change settles and when the page is left (not only up to
  // a second later, which a reload within that second would miss).
  await page.reload();
  await expect(page.getByTestId('my-info-nickname')).toHaveText(NEW_NICKNAME);
  await shot(page, 'nickname-saved');

  await open('/my-page/main');
  await expect(page.getByText(`${NEW_NICKNAME}님`)).toBeVisible();

  // Once per 30 days: the form says when the next change is allowed (my info, from the cache the
  // tab persisted as the change settled).
  await open('/my-page/my-info/update/nickname');
  await expect(
    page.getByText(/30일에 한 번 변경할 수 있어요\. .*부터 다시 변경할 수 있어요\./),
  ).toBeVisible();
  await expect(page.getByLabel('새 닉네임')).toBeDisabled();
  await shot(page, 'nickname-limit');
});

test('phone and birth year are changed in Korean formats', async () => {
  await open('/my-page/my-info/update/phone');
  const phone = page.getByLabel('새 휴대전화번호');
  await phone.pressSequentially('0111234');
  await phone.blur();
  await expect(page.getByText('휴대전화번호는 010-1234-5678 형식으로 입력해 주세요.')).toBeVisible();
  await shot(page, 'phone-invalid');
  await phone.fill('');
  await phone.pressSequentially('01098765432');
  await expect(phone).toHaveValue('010-9876-5432');
  await shot(page, 'phone');
  await page.getByRole('button', { name: '변경하기' }).click();
  await expect(page).toHaveURL(/\/my-page\/my-info\/main$/);
  await expect(page.getByText('010-****-5432')).toBeVisible();

  await open('/my-page/my-info/update/etc');
  await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
  await page.getByLabel('출생연도').selectOption('1990');
  await shot(page, 'etc');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/my-page\/my-info\/main$/);
  await expect(page.getByText('1990년')).toBeVisible();
});

test('settings: e-mail marketing is turned on and off, each with its date', async () => {
  const release = await holdApi(page, '/api/v1/user/settings');
  await openFresh('/my-page/settings');
  await expect(page.getByRole('status').filter({ hasText: '알림 설정을 불러오는 중' })).toBeAttached();
  await shot(page, 'settings-loading');
  await release();
  const email = page.getByRole('switch', { name: '이메일' });
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('2.29.0')).toBeVisible();
  await shot(page, 'settings');

  const today = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(
    new Date(),
  );
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`${today} 동의`, { exact: true })).toBeVisible();
  await email.click();
  const toast = page.getByText(`${today} 이메일 마케팅 정보 수신을 거부했어요.`);
  await expect(toast).toBeVisible();
  await shot(page, 'settings-consent-off');
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(`${today} 수신 거부`, { exact: true })).toBeVisible();

  const restore = await failApi(page, '/api/v1/user/settings');
  await openFresh('/my-page/settings');
  await expect(page.getByText('정보를 불러오지 못했어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await shot(page, 'settings-error');
  await restore();
});

test('withdrawal: what is lost, a reason, a confirm, then logged out at home with the tokens gone', async () => {
  await open('/my-page/settings');
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page).toHaveURL(/\/withdrawInfo$/);
  await expect(page.getByTestId('withdraw-stars')).toBeVisible();
  await shot(page, 'withdraw-info');
  await page.getByLabel('안내 사항을 모두 확인했어요').check();
  await page.getByRole('link', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);

  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('탈퇴 사유를 선택해 주세요.')).toBeVisible();
  await page.getByRole('radio', { name: '기타' }).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('기타 사유를 5자 이상 입력해 주세요.')).toBeVisible();
  await shot(page, 'withdraw-invalid');
  await page.getByLabel('기타 사유 (필수)').fill('테스트로 만든 계정이라 정리해요.');

  const deletes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v2/auth/social/withdrawal')) deletes.push(response.status());
  });
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const confirmBox = alertBox(page);
  await expect(confirmBox).toContainText('정말 탈퇴하시겠어요?');
  await shot(page, 'withdraw-confirm');
  await confirmBox.getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page.getByText('회원 탈퇴가 완료되었어요.')).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await expect(page.getByRole('link', { name: '제철장터' })).toBeVisible();
  await shot(page, 'withdrawn-home');
  expect(deletes).toEqual([200]);
  for (const key of ['accessToken1', 'refreshToken1', 'socialLoginPlatform', 'survey-completed'])
    expect(await stored(page, key)).toBeNull();
  const cookieNames = (await context.cookies(server.baseUrl)).map((cookie) => cookie.name);
  expect(cookieNames).not.toContain('accessToken');
  expect(cookieNames).not.toContain('refreshToken');

  // Member pages now ask for login again; the same person signing in is a new member.
  await open('/my-page/settings');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-page%2Fsettings/);
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: /모든 항목 동의/ }).click();
  await expect(page).toHaveURL(/\/my-page\/settings$/);
  await open('/my-page/my-info/main');
  await expect(page.getByTestId('my-info-nickname')).not.toHaveText(NEW_NICKNAME);
});

test('a banned member is stopped with the ban message', async ({ browser }) => {
  const banned = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  await stubShop(banned);
  const member = await banned.newPage();
  try {
    await signIn(member, /이용 정지 회원/);
    await expect(alertBox(member)).toContainText(BANNED_MESSAGE);
    await alertBox(member).getByRole('button', { name: '확인' }).click();

    const writes: string[] = [];
    member.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request.url());
    });
    await member.goto(`${server.baseUrl}/my-page/my-info/update/nickname`);
    await alertBox(member).getByRole('button', { name: '확인' }).click();
    await typeSlowly(member.getByLabel('새 닉네임'), '새로운이름');
    await expect(member.getByText(NICKNAME_MESSAGES.AVAILABLE)).toBeVisible();
    await member.getByRole('button', { name: '변경하기' }).click();
    await expect(alertBox(member)).toContainText(BANNED_MESSAGE);
    await shot(member, 'banned-nickname');
    await alertBox(member).getByRole('button', { name: '확인' }).click();

    await member.goto(`${server.baseUrl}/my-page/settings`);
    await alertBox(member).getByRole('button', { name: '확인' }).click();
    const sms = member.getByRole('switch', { name: '문자(SMS)' });
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await sms.click();
    await expect(alertBox(member)).toContainText(BANNED_MESSAGE);
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    expect(writes).toEqual([]);
  } finally {
    await banned.close();
  }
});
