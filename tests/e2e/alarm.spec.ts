import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { communityApi } from './community-support.ts';
import { failApi, openFresh, screenshots, signedInPage } from './support/page.ts';
import { type Member, signInApple, signInNaver } from './support/sign-in.ts';

/**
 * Notifications end to end: a member's post gets a reply from another member (over the community API);
 * the unread count appears on my page's bell and the bottom bar's my page item; /alarm lists it as
 * unread; tapping it marks it read (the badges go) and opens the post. The list, its empty and error
 * states are photographed at 390x844. The file runs on a private server of its own, so no other spec's
 * writes change its counts.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_ALARM_PORT ?? 4299);
const shot = screenshots('alarm');

let server: RunningServer;
let author: Member;
let replier: Member;
let neighbour: Member;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/alarm-${PORT}.db`,
    env: {
      WRITE_RATE_LIMIT: '100000',
      ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
    },
  });
  author = await signInNaver(server.baseUrl, 'naver-full', 'w-e2e-alarm-author');
  replier = await signInApple(server.baseUrl, 'apple-returning', 'w-e2e-alarm-replier');
  neighbour = await signInApple(server.baseUrl, 'apple-first', 'w-e2e-alarm-neighbour');
});

test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

async function alarmApi(member: Member, method: string, path: string) {
  const response = await fetch(url(`/api/v1/alarm${path}`), {
    method,
    headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: member.device },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { unreadCount: number };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a reply from another member arrives: badges, the list, and tapping opens the post', async ({
  browser,
}) => {
  const created = await communityApi<{ post: { postId: number } }>(
    server.baseUrl,
    author,
    'POST',
    '/dashboard',
    {
      body: '오늘 저녁은 제철 방어회! 알림 테스트 글이에요.',
    },
  );
  expect(created.status).toBe(200);
  const postId = created.body.post.postId;
  // Start from nothing unread (the welcome stars' notification and the like are read).
  expect((await alarmApi(author, 'PUT', '/read-all')).unreadCount).toBe(0);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, author);
  await page.goto(url('/my-page'));
  const bell = page.getByRole('link', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림');
  const myPageItem = page
    .getByRole('navigation', { name: '주요 메뉴' })
    .getByRole('link', { name: /마이페이지/ });
  await expect(myPageItem).toHaveAccessibleName('마이페이지');

  const replyText = `맛있겠어요! ${Date.now()}`;
  const replied = await communityApi<{ reply: { replyId: number } }>(
    server.baseUrl,
    replier,
    'POST',
    `/dashboard/${postId}/reply`,
    { body: replyText },
  );
  expect(replied.status).toBe(200);

  // The next load asks for the count: the bell and the bottom bar say 1.
  await openFresh(page, url('/my-page'));
  await expect(bell).toHaveAccessibleName(/^알림, 새 알림 1 ?개$/);
  await expect(myPageItem).toHaveAccessibleName(/^마이페이지 새 알림 1 ?개$/);
  await shot(page, 'my-page-bell');

  await bell.click();
  await expect(page).toHaveURL(/\/alarm$/);
  const list = page.getByRole('list', { name: '알림 목록' });
  const item = list.getByRole('listitem').filter({ hasText: replyText });
  await expect(item).toContainText('님이 내 글에 댓글을 남겼어요.');
  await expect(item).toContainText('새 알림');
  await shot(page, 'list');

  // A double tap opens the post once and marks the notification read: the badge goes.
  await item.getByRole('link').dblclick();
  await expect(page).toHaveURL(
    new RegExp(`/community/board-detail/${postId}\\?reply=${replied.body.reply.replyId}$`),
  );
  await expect(page.getByText(replyText)).toBeVisible();
  await expect(myPageItem).toHaveAccessibleName('마이페이지');
  expect((await alarmApi(author, 'GET', '/count')).unreadCount).toBe(0);

  await page.goBack();
  await expect(list.getByRole('listitem').filter({ hasText: replyText })).not.toContainText('새 알림');
  await context.close();
});

test('an alarm opens its post scrolled to the reply it is about, highlighted and focused', async ({
  browser,
}) => {
  const created = await communityApi<{ post: { postId: number } }>(
    server.baseUrl,
    author,
    'POST',
    '/dashboard',
    {
      body: '댓글이 많이 달릴 글이에요. 알림을 누르면 그 댓글로 가야 해요.',
    },
  );
  expect(created.status).toBe(200);
  const postId = created.body.post.postId;
  // More replies than one page (20) before B's: the screen reads the next page to find it.
  for (let n = 1; n <= 21; n += 1) {
    const filler = await communityApi(server.baseUrl, neighbour, 'POST', `/dashboard/${postId}/reply`, {
      body: `이웃의 댓글 ${n}번째예요.`,
    });
    expect(filler.status).toBe(200);
  }
  expect((await alarmApi(author, 'PUT', '/read-all')).unreadCount).toBe(0);
  const replyText = `B의 댓글: 방어는 두툼하게 썰어 주세요 ${Date.now()}`;
  const replied = await communityApi<{ reply: { replyId: number } }>(
    server.baseUrl,
    replier,
    'POST',
    `/dashboard/${postId}/reply`,
    { body: replyText },
  );
  expect(replied.status).toBe(200);
  const replyId = replied.body.reply.replyId;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, author);
  await page.goto(url('/alarm'));
  const item = page
    .getByRole('list', { name: '알림 목록' })
    .getByRole('listitem')
    .filter({ hasText: replyText });
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${postId}\\?reply=${replyId}$`));
  const target = page.locator(`#reply-${replyId}`);
  await expect(target).toContainText(replyText);
  await expect(target).toBeInViewport({ ratio: 1 });
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('data-highlighted', 'true');
  await shot(page, 'reply-highlighted');
  // For a moment: the highlight goes, the reply stays in view.
  await expect(target).not.toHaveAttribute('data-highlighted', 'true', { timeout: 6000 });
  await expect(target).toBeInViewport();
  await context.close();
});

test('답글 on a nested reply notifies its author, not the thread’s first commenter', async ({ browser }) => {
  type Written = { reply: { replyId: number; author: { nickname: string } } };
  const created = await communityApi<{ post: { postId: number } }>(
    server.baseUrl,
    author,
    'POST',
    '/dashboard',
    {
      body: '스레드 안의 답글에 답해 보는 글',
    },
  );
  const postId = created.body.post.postId;
  const top = await communityApi<Written>(server.baseUrl, replier, 'POST', `/dashboard/${postId}/reply`, {
    body: '첫 댓글이에요',
  });
  const nested = await communityApi<Written>(
    server.baseUrl,
    neighbour,
    'POST',
    `/dashboard/${postId}/reply`,
    {
      body: '저도 궁금했어요',
      parentReplyId: top.body.reply.replyId,
    },
  );
  expect(nested.status).toBe(200);
  const before = {
    replier: (await alarmApi(replier, 'GET', '/count')).unreadCount,
    neighbour: (await alarmApi(neighbour, 'GET', '/count')).unreadCount,
  };

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, author);
  await page.goto(url(`/community/board-detail/${postId}`));
  const answered = page.locator(`#reply-${nested.body.reply.replyId}`);
  await answered.getByRole('button', { name: `${nested.body.reply.author.nickname}님에게 답글` }).click();
  const answer = `중간 답글에 답해요 ${Date.now()}`;
  await page.getByRole('textbox', { name: '답글 내용' }).fill(answer);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('list', { name: '답글' })).toContainText(answer);
  await shot(page, 'nested-answered');
  await context.close();

  expect((await alarmApi(neighbour, 'GET', '/count')).unreadCount).toBe(before.neighbour + 1);
  expect((await alarmApi(replier, 'GET', '/count')).unreadCount).toBe(before.replier);
  const response = await fetch(url('/api/v1/alarm/view?alarmType=1&cursor='), {
    headers: { Authorization: `Bearer ${neighbour.accessToken}`, deviceUuid: neighbour.device },
  });
  expect(response.status).toBe(200);
  const { alarms } = (await response.json()) as {
    alarms: { message: string; detail: string; link: string }[];
  };
  expect(alarms[0]).toMatchObject({
    detail: answer,
    message: expect.stringMatching(/님이 내 댓글에 답글을 남겼어요\.$/),
  });
  expect(alarms[0]?.link).toMatch(new RegExp(`^/community/board-detail/${postId}\\?reply=\\d+$`));
});

test('모두 읽음, the type filter, the empty and error states', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, author);
  // Something unread: the replier likes one of the author's posts.
  const created = await communityApi<{ post: { postId: number } }>(
    server.baseUrl,
    author,
    'POST',
    '/dashboard',
    {
      body: '좋아요 알림을 기다리는 글',
    },
  );
  await communityApi(server.baseUrl, replier, 'PUT', `/dashboard/${created.body.post.postId}/like`, {
    isLike: true,
  });

  await page.goto(url('/alarm'));
  const readAll = page.getByRole('button', { name: '모두 읽음' });
  await expect(page.getByRole('list', { name: '알림 목록' })).toContainText('님이 내 글을 좋아해요.');
  await expect(readAll).toBeEnabled();
  await readAll.click();
  await expect(readAll).toBeDisabled();
  await expect(page.getByRole('list', { name: '알림 목록' })).not.toContainText('새 알림');
  expect((await alarmApi(author, 'GET', '/count')).unreadCount).toBe(0);

  // A type with nothing in it.
  await page.getByRole('button', { name: '이벤트' }).click();
  await expect(page.getByText('이벤트 알림이 없어요')).toBeVisible();

  // Nothing at all (a new member's list, answered here): "새 알림이 없어요".
  await page.route('**/api/v1/alarm/view*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ alarms: [], nextCursor: null, unreadCount: 0 }),
    }),
  );
  await page.getByRole('button', { name: '전체' }).click();
  await openFresh(page, url('/alarm'));
  await expect(page.getByText('새 알림이 없어요')).toBeVisible();
  await shot(page, 'empty');

  // The server fails: the error with a retry, which works once the server answers again.
  await page.unroute('**/api/v1/alarm/view*');
  const restore = await failApi(page, '**/api/v1/alarm/view*');
  await openFresh(page, url('/alarm'));
  await expect(page.getByRole('alert')).toContainText('정보를 불러오지 못했어요', { timeout: 15_000 });
  await shot(page, 'error');
  await restore();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('list', { name: '알림 목록' })).toContainText('님이 내 글을 좋아해요.');
  await context.close();
});
