import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { COMMUNITY_STARS } from '#contract/rules/community-rules.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { communityApi } from './community-support.ts';
import { screenshots, signedInPage } from './support/page.ts';
import { type Member, signInApple, signInNaver } from './support/sign-in.ts';

/**
 * A member's news reaches the screen they have open within 30 s, without a reload, and a reload shows
 * it at once (docs/freshness.md). Two members on a private server: one asks, the other answers. The
 * pages run on Playwright's clock, so "30 s later" is a jump of the page's timers, not a wait.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_NEWS_PORT ?? 4295);
const shot = screenshots('member-news');

let server: RunningServer;
let asker: Member;
let answerer: Member;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/member-news-${PORT}.db`,
    env: {
      WRITE_RATE_LIMIT: '100000',
      ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
    },
  });
  asker = await signInNaver(server.baseUrl, 'naver-full', 'w-e2e-news-asker');
  answerer = await signInApple(server.baseUrl, 'apple-returning', 'w-e2e-news-answerer');
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ viewport: { width: 390, height: 844 } });

const url = (path: string) => `${server.baseUrl}${path}`;

async function readAll(member: Member): Promise<void> {
  const response = await fetch(url('/api/v1/alarm/read-all'), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: member.device },
  });
  expect(response.status).toBe(200);
}

/** A signed-in tab whose timers run on Playwright's clock (time flows, and can be jumped). */
async function clockedPage(context: BrowserContext, member: Member): Promise<Page> {
  await context.clock.install();
  return signedInPage(context, server.baseUrl, member);
}

/** The freshness the product promises, and a little more: the page's timers jump by it. */
const A_POLL_LATER = 31_000;

const myPageItem = (page: Page) =>
  page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: /마이페이지/ });

/** The unread count the bottom bar's my page item announces (0 without a badge). */
const unreadOnBar = async (page: Page) =>
  Number((await myPageItem(page).textContent())?.match(/새 알림\s*(\d+)/)?.[1] ?? 0);

async function nicknameOf(member: Member): Promise<string> {
  const response = await fetch(url('/api/v1/user/mypage'), {
    headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: member.device },
  });
  return ((await response.json()) as { nickName: string }).nickName;
}

const replyField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const balanceOf = async (page: Page) =>
  Number(
    ((await page.getByRole('region', { name: '보유 별' }).locator('p').first().textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
  );

test('an answer, its acceptance and the stars it earns reach the open screens within 30 s', async ({
  browser,
}) => {
  const title = `방어회 어디서 사요? ${Date.now()}`;
  const asked = await communityApi<{ post: { postId: number } }>(server.baseUrl, asker, 'POST', '/qna', {
    title,
    body: '제철 방어회를 집에서 먹고 싶어요. 어디서 사면 좋을까요?',
  });
  expect(asked.status).toBe(200);
  const questionId = asked.body.post.postId;
  await readAll(asker);
  await readAll(answerer);

  // The asker has the question open; the answerer their my page.
  const askerContext = await browser.newContext();
  const askerPage = await clockedPage(askerContext, asker);
  await askerPage.goto(url(`/community/qna/${questionId}`));
  await expect(askerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(myPageItem(askerPage)).toHaveAccessibleName('마이페이지');

  const answererContext = await browser.newContext();
  const answererPage = await clockedPage(answererContext, answerer);
  await answererPage.goto(url('/my-page/main'));
  await expect(answererPage.getByRole('region', { name: '보유 별' })).toBeVisible();
  const balanceBefore = await balanceOf(answererPage);

  // The answer arrives: within 30 s the asker's open question shows it, and the bottom bar the alarm.
  const answerText = `집 앞 수산시장이 제일 싸요 ${Date.now()}`;
  const answered = await communityApi<{ reply: { replyId: number } }>(
    server.baseUrl,
    answerer,
    'POST',
    `/qna/${questionId}/reply`,
    { body: answerText },
  );
  expect(answered.status).toBe(200);
  await askerPage.clock.fastForward(A_POLL_LATER);
  await expect(askerPage.getByText(answerText)).toBeVisible();
  await expect(myPageItem(askerPage)).toHaveAccessibleName(/^마이페이지 새 알림 1 ?개$/);
  await shot(askerPage, 'answer-arrived');

  // The asker accepts it: within 30 s the answerer's open my page shows the stars and the alarm.
  const accepted = await communityApi(
    server.baseUrl,
    asker,
    'PUT',
    `/qna/${questionId}/accept/${answered.body.reply.replyId}`,
  );
  expect(accepted.status).toBe(200);
  await answererPage.clock.fastForward(A_POLL_LATER);
  await expect(myPageItem(answererPage)).toHaveAccessibleName(/^마이페이지 새 알림 [12] ?개$/);
  await expect
    .poll(() => balanceOf(answererPage))
    .toBeGreaterThanOrEqual(balanceBefore + COMMUNITY_STARS.acceptedAnswer);
  await shot(answererPage, 'stars-arrived');

  await askerContext.close();
  await answererContext.close();
});

test('a reload shows the news at once, though the tab kept an answer from seconds before', async ({
  browser,
}) => {
  const posted = await communityApi<{ post: { postId: number } }>(
    server.baseUrl,
    asker,
    'POST',
    '/dashboard',
    {
      body: '오늘 저녁은 제철 꼬막무침이에요.',
    },
  );
  expect(posted.status).toBe(200);
  const postId = posted.body.post.postId;
  await readAll(asker);

  const context = await browser.newContext();
  const page = await signedInPage(context, server.baseUrl, asker);
  await page.goto(url('/alarm'));
  await expect(page.getByRole('list', { name: '알림 목록' })).toBeVisible();
  await page.goto(url(`/community/board-detail/${postId}`));
  await expect(page.getByText('댓글 0').first()).toBeVisible();

  const replyText = `꼬막 어디서 샀어요? ${Date.now()}`;
  const replied = await communityApi(server.baseUrl, answerer, 'POST', `/dashboard/${postId}/reply`, {
    body: replyText,
  });
  expect(replied.status).toBe(200);

  // Seconds later, well within the 5 minutes the tab's saved answers used to count as fresh.
  await page.reload();
  await expect(page.getByText(replyText)).toBeVisible();
  await expect(page.getByText('댓글 1').first()).toBeVisible();
  await page.goto(url('/alarm'));
  await expect(page.getByRole('list', { name: '알림 목록' }).getByRole('listitem').first()).toContainText(
    replyText,
  );
  await expect(myPageItem(page)).toHaveAccessibleName(/^마이페이지 새 알림 1 ?개$/);
  await context.close();
});

test('the two-member journey through the screens: every alarm reaches the right member within 30 s', async ({
  browser,
}) => {
  const [nickA, nickB] = [await nicknameOf(asker), await nicknameOf(answerer)];
  const posted = await communityApi<{ post: { postId: number } }>(
    server.baseUrl,
    asker,
    'POST',
    '/dashboard',
    {
      body: '제철 대방어를 샀어요. 어떻게 먹을까요?',
    },
  );
  expect(posted.status).toBe(200);
  const postId = posted.body.post.postId;
  await readAll(asker);
  await readAll(answerer);

  const contextA = await browser.newContext();
  const pageA = await clockedPage(contextA, asker);
  await pageA.goto(url('/alarm'));
  const contextB = await browser.newContext();
  const pageB = await clockedPage(contextB, answerer);
  await pageB.goto(url(`/community/board-detail/${postId}`));

  // B comments through the reply box.
  const comment = `뱃살은 회로, 등살은 구이로요 ${Date.now()}`;
  await replyField(pageB, '댓글 내용').fill(comment);
  await pageB.getByRole('button', { name: '등록' }).click();
  const commentOfB = pageB.getByRole('article', { name: `${nickB}님의 댓글` }).filter({ hasText: comment });
  await expect(commentOfB).toBeVisible();

  // A's open alarm list shows it within 30 s, without a reload; tapping it opens the post at it.
  await pageA.clock.fastForward(A_POLL_LATER);
  const item = pageA
    .getByRole('list', { name: '알림 목록' })
    .getByRole('listitem')
    .filter({ hasText: comment });
  await expect(item).toContainText('님이 내 글에 댓글을 남겼어요.');
  await shot(pageA, 'journey-comment-alarm');
  await item.getByRole('link').click();
  await expect(pageA).toHaveURL(new RegExp(`/community/board-detail/${postId}\\?reply=\\d+$`));

  // A answers B's comment (답글): B, the one answered, hears of it on the post they have open.
  const unreadB = await unreadOnBar(pageB);
  const answerToB = `좋은 방법이네요, 고마워요 ${Date.now()}`;
  await pageA
    .getByRole('article', { name: `${nickB}님의 댓글` })
    .filter({ hasText: comment })
    .getByRole('button', { name: `${nickB}님에게 답글` })
    .click();
  await replyField(pageA, '답글 내용').fill(answerToB);
  await pageA.getByRole('button', { name: '등록' }).click();
  await expect(pageA.getByText(answerToB)).toBeVisible();
  await pageB.clock.fastForward(A_POLL_LATER);
  await expect(pageB.getByText(answerToB)).toBeVisible();
  await expect.poll(() => unreadOnBar(pageB)).toBe(unreadB + 1);

  // B replies to A's reply in the thread: A, its author, hears of it.
  const unreadA = await unreadOnBar(pageA);
  const again = `다음엔 방어 김치말이도 해 보세요 ${Date.now()}`;
  await pageB
    .getByRole('article', { name: `${nickA}님의 댓글` })
    .filter({ hasText: answerToB })
    .getByRole('button', { name: `${nickA}님에게 답글` })
    .click();
  await replyField(pageB, '답글 내용').fill(again);
  await pageB.getByRole('button', { name: '등록' }).click();
  await expect(pageB.getByText(again)).toBeVisible();
  await pageA.clock.fastForward(A_POLL_LATER);
  await expect(pageA.getByText(again)).toBeVisible();
  await expect.poll(() => unreadOnBar(pageA)).toBeGreaterThan(unreadA);

  // A asks; B answers through the screen; A hears of it on the open question and accepts it there.
  const title = `방어 손질 어떻게 해요? ${Date.now()}`;
  const asked = await communityApi<{ post: { postId: number } }>(server.baseUrl, asker, 'POST', '/qna', {
    title,
    body: '통째로 샀는데 손질이 어려워요.',
  });
  const questionId = asked.body.post.postId;
  await pageA.goto(url(`/community/qna/${questionId}`));
  await expect(pageA.getByText('아직 답변이 없어요. 첫 답변을 남겨 주세요.')).toBeVisible();
  await pageB.goto(url(`/community/qna/${questionId}`));
  const answer = `포를 뜬 뒤 껍질을 벗기세요 ${Date.now()}`;
  await replyField(pageB, '답변 내용').fill(answer);
  await pageB.getByRole('button', { name: '등록' }).click();
  await expect(pageB.getByRole('article', { name: `${nickB}님의 답변` })).toContainText(answer);

  await pageA.clock.fastForward(A_POLL_LATER);
  const answerOfB = pageA.getByRole('article', { name: `${nickB}님의 답변` });
  await expect(answerOfB).toContainText(answer);
  const unreadBeforeAccept = await unreadOnBar(pageB);
  await answerOfB.getByRole('button', { name: '채택하기' }).click();
  await pageA.getByRole('alertdialog').getByRole('button', { name: '채택하기' }).click();
  await expect(answerOfB.getByText('채택된 답변')).toBeVisible();

  // B, on the question, sees the acceptance and its alarm within 30 s.
  await pageB.clock.fastForward(A_POLL_LATER);
  await expect(
    pageB.getByRole('article', { name: `${nickB}님의 답변` }).getByText('채택된 답변'),
  ).toBeVisible();
  await expect.poll(() => unreadOnBar(pageB)).toBeGreaterThan(unreadBeforeAccept);
  await shot(pageB, 'journey-accepted');
  await contextA.close();
  await contextB.close();
});
