import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { PostDetail, PostList, PostSummary } from '#contract/community.ts';
import { BANNED_MESSAGE } from '../../server/modules/dev-idp/dev-idp.identities.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { communityApi, jpegOf } from './community-support.ts';
import { failApi, holdApi, keepSurveyClosed, openFresh, screenshots, signedInPage } from './support/page.ts';
import { type Member, signInApple, signInNaver } from './support/sign-in.ts';
import { agreeIfAsked } from './support/sign-up.ts';

/**
 * The community end to end, against the production build and our own API on the seeded development
 * community: a guest reads the tabs and a post and is sent to log in to like it (and comes back); a
 * member writes a 오늘의 식탁 post with two photos, replies and replies to a reply, likes and clips (states
 * set, not toggled), votes, asks a question that a second member answers and the asker accepts,
 * reports, searches by 초성 and sees the activity lists; a banned word is refused with the text kept;
 * the XSS corpus is shown as text and never runs; a banned member is stopped with the ban message; every
 * screen is photographed at 390x844 in its states. Writes change the community for good, so the file
 * runs on a private server of its own.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_COMMUNITY_PORT ?? 4330);
const shot = screenshots('community');

let server: RunningServer;
/** naver-full (A), the Apple person (B, a second member) and naver-banned. */
let memberA: Member;
let memberB: Member;
let banned: Member;
let nicknameA: string;
let nicknameB: string;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/community-${PORT}.db`,
    env: {
      // Every member here writes from 127.0.0.1 (see playwright.config.ts).
      WRITE_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '100000',
      ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
    },
  });
  memberA = await signInNaver(server.baseUrl, 'naver-full', 'w-e2e-community-a');
  memberB = await signInApple(server.baseUrl, 'apple-returning', 'w-e2e-community-b');
  banned = await signInNaver(server.baseUrl, 'naver-banned', 'w-e2e-community-banned');
  nicknameA = await nicknameOf(memberA);
  nicknameB = await nicknameOf(memberB);
});

test.afterAll(async () => {
  await server?.stop();
});

async function nicknameOf(member: Member): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v2/user/profile`, {
    headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: member.device },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { nickName: string }).nickName;
}

const url = (path: string) => `${server.baseUrl}${path}`;
const api = <T = Record<string, unknown>>(
  member: Member | null,
  method: string,
  path: string,
  body?: unknown,
) => communityApi<T>(server.baseUrl, member, method, path, body);

/** Every dialog the page opens (alert, confirm, prompt): none may, in this file. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return seen;
}

/** A tab signed in as `member` (tokens stored before the app starts). */
const memberPage = (context: BrowserContext, member: Member) => signedInPage(context, server.baseUrl, member);

const alertBox = (page: Page) => page.getByRole('alertdialog');
/** A toast: the newest one with the text (an earlier one with the same words may still be fading). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();
/** A new reply's one toast: the server's star reward when it gives one, else the screen's own. */
const replyToast = (page: Page, noun: '댓글' | '답변') =>
  page
    .getByTestId('toast')
    .filter({ hasText: new RegExp(`^(${noun}을 남겼어요\\.|댓글 보상으로 별 \\d+개를 받았어요!)$`) })
    .last();
const likeButton = (page: Page) => page.getByRole('button', { name: /^좋아요 [\d,]+$/ });
const clipButton = (page: Page) => page.getByRole('button', { name: /^스크랩 [\d,]+$/ });
const replyField = (page: Page, label = '댓글 내용') => page.getByLabel(label, { exact: true });
const tabLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '커뮤니티 메뉴' }).getByRole('link', { name, exact: true });

/** A community API path, with or without a query (a first page asks without one). */
const apiPath =
  (path: string, query?: Record<string, string>) =>
  (address: URL): boolean =>
    address.pathname === `/api/v1/community${path}` &&
    Object.entries(query ?? {}).every(([name, value]) => address.searchParams.get(name) === value);

/** The newest 오늘의 식탁 posts, as member A sees them (isMine, isLiked, isClipped are A's). */
async function newestBoardPosts(size = 50): Promise<PostSummary[]> {
  const { status, body } = await api<PostList>(memberA, 'GET', `/dashboard?type=dashboard&size=${size}`);
  expect(status).toBe(200);
  return body.posts;
}

async function surveys(): Promise<PostSummary[]> {
  const { body } = await api<PostList>(null, 'GET', '/dashboard?type=survey&size=20');
  return body.posts;
}

/** A seeded post of someone else's, chosen by `pick`, different from the ones already used. */
const used = new Set<number>();
async function seededPost(pick: (post: PostSummary) => boolean): Promise<PostSummary> {
  const post = (await newestBoardPosts()).find((p) => !used.has(p.postId) && !p.author.isMine && pick(p));
  expect(post, 'a seeded 오늘의 식탁 post to use').toBeTruthy();
  used.add(post!.postId);
  return post!;
}

const bodyField = (page: Page) => page.getByLabel('내용', { exact: true });

/** Two small JPEGs (a green and an orange table) as the file input takes them. */
async function twoPhotos() {
  return [
    { name: '냉이된장국.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(90, 140, 60) },
    { name: '달래장.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(230, 120, 40) },
  ];
}

/** What the tests below leave for later ones (the file runs in order, on one server). */
const shared: {
  formPost?: { postId: number; word: string; initials: string };
  liked?: PostSummary;
  clipped?: PostSummary;
  question?: string;
} = {};

// ------------------------------------------------------------------ 1. a guest

test('a guest reads the tabs and a post; liking asks to sign in, then the login page and back to the post', async ({
  page,
  context,
}) => {
  await keepSurveyClosed(context, server.baseUrl);
  const dialogs = watchDialogs(page);
  await page.goto(url('/community'));
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
  const popular = page.getByRole('list', { name: '인기글 목록' });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  expect(await popular.getByRole('listitem').count()).toBeGreaterThan(5);
  await expect(page.getByRole('link', { name: '인기', exact: true })).toHaveAttribute('aria-current', 'page');
  // The popular list mixes kinds: each card names its kind.
  await expect(popular.getByText('오늘의 식탁').first()).toBeVisible();
  await shot(page, 'popular');

  const tabs = [
    { name: '묻고 답하기', path: 'qna', list: '묻고 답하기 목록', write: '질문하기' },
    { name: '투표', path: 'survey', list: '투표 목록', write: null },
    { name: '오늘의 식탁', path: 'dashboard', list: '오늘의 식탁 목록', write: '글쓰기' },
  ] as const;
  for (const tab of tabs) {
    await tabLink(page, tab.name).click();
    await expect(page).toHaveURL(new RegExp(`/community/main/${tab.path}$`));
    const list = page.getByRole('list', { name: tab.list });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    if (tab.write) await expect(page.getByRole('link', { name: tab.write })).toBeVisible();
    else await expect(page.getByRole('link', { name: /글쓰기|질문하기/ })).toHaveCount(0);
    await shot(page, `tab-${tab.path}`);
  }
  await expect(page.getByRole('list', { name: '투표 목록' })).toHaveCount(0);

  // A post with photos and replies, opened from the 오늘의 식탁 list (a card's name is all it shows).
  const target = await seededPost((post) => post.photoCount >= 2 && post.replyCount >= 2);
  const card = page.getByRole('link', { name: target.excerpt });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${target.postId}$`));
  await expect(
    page.getByRole('heading', { name: `${target.author.nickname}님의 오늘의 식탁` }),
  ).toBeAttached();
  const photos = page.getByRole('region', { name: '첨부 사진' });
  await expect(photos.getByRole('group')).toHaveCount(target.photoCount);
  const firstPhoto = photos.getByRole('img', { name: '사진 1' });
  await expect(firstPhoto).toBeVisible();
  await expect
    .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const replies = page.getByRole('article', { name: /님의 댓글$/ });
  await expect(replies.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^댓글/ })).toContainText(String(target.replyCount));
  await expect(replyField(page)).toHaveAttribute('placeholder', '로그인하고 댓글을 남겨 보세요.');
  await shot(page, 'detail-guest');

  await likeButton(page).click();
  await page
    .getByRole('alertdialog', { name: '로그인이 필요해요' })
    .getByRole('button', { name: '로그인' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?returnUrl=${encodeURIComponent(`/community/board-detail/${target.postId}`)}$`),
  );
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: /모든 항목 동의/ }).click();
  await agreeIfAsked(page);
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${target.postId}$`));
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(replyField(page)).toHaveAttribute('placeholder', '댓글을 입력해 주세요.');
  expect(dialogs).toEqual([]);
});

// ------------------------------------------------------------------ 2. a member

test('a member writes a 오늘의 식탁 post with two photos through the form', async ({ context, request }) => {
  const page = await memberPage(context, memberA);
  const dialogs = watchDialogs(page);
  await page.goto(url('/community/main/dashboard'));
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/community\/dash-board\/form$/);
  await expect(bodyField(page)).toBeVisible();
  await shot(page, 'form-empty');

  // A word of its own for the 초성 search below; an XSS line the form must keep as text.
  const word = '도토리묵무침';
  const body = `오늘은 ${word} 했어요. 냉이 된장국이랑 같이 먹으니 봄 같네요.\n<img src=x onerror="window.__xss=1">\njavascript:window.__xss=1`;
  await bodyField(page).fill(body);
  const uploads: number[] = [];
  const uploaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/v1/community/photo')) {
      uploads.push(response.status());
      void response.json().then((answer: { photo?: { src: string } }) => {
        if (answer.photo) uploaded.push(answer.photo.src);
      });
    }
  });
  await page.locator('input[type="file"]').setInputFiles(await twoPhotos());
  await expect.poll(() => uploads).toEqual([200, 200]);
  await expect(page.getByRole('img', { name: /사진/ })).toHaveCount(2);
  // The previews are the picked files themselves; the uploaded drafts are their author's alone: her
  // page's requests carry the access token cookie, a guest's get 404.
  for (const preview of await page.getByRole('img', { name: /사진/ }).all()) {
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
  }
  await expect.poll(() => uploaded.length).toBe(2);
  // seedTokens fills local storage only; a sign-in or refresh (storeTokenPair) also sets this cookie.
  await context.addCookies([
    { name: 'accessToken', value: encodeURIComponent(`Bearer ${memberA.accessToken}`), url: server.baseUrl },
  ]);
  for (const src of uploaded) {
    expect(src).toMatch(/^\/api\/v1\/community\/photo\/[\w-]{22}\/\d+\.webp$/);
    expect(await page.evaluate(async (address) => (await fetch(address)).status, src)).toBe(200);
    expect((await request.get(url(src))).status()).toBe(404);
  }
  await shot(page, 'form-filled');
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/community/dashboard'),
  );
  await page.getByRole('button', { name: '등록하기' }).click();
  const post = ((await (await created).json()) as { post: PostDetail }).post;
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${post.postId}$`));
  shared.formPost = { postId: post.postId, word, initials: 'ㄷㅌㄹㅁㅁㅊ' };

  const article = page.getByRole('article', { name: `${nicknameA}님의 오늘의 식탁` });
  await expect(article).toContainText(word);
  await expect(article).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(article).toContainText('javascript:window.__xss=1');
  const photos = page.getByRole('region', { name: '첨부 사진' });
  await expect(photos.getByRole('group')).toHaveCount(2);
  await expect
    .poll(() =>
      photos.getByRole('img', { name: '사진 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await assertInert(page, dialogs);
  await shot(page, 'form-posted');

  // Back (the form replaced its own history entry with the post) to the list, which asks again.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/community\/main\/dashboard$/);
  const card = page.getByRole('list', { name: '오늘의 식탁 목록' }).getByRole('listitem').first();
  await expect(card).toContainText(word);
  await expect(card).toContainText('사진 2장');
  await assertInert(page, dialogs);
});

test('a member replies, replies to the reply, likes and clips (set, not toggled)', async ({ context }) => {
  const page = await memberPage(context, memberA);
  const post = await seededPost((p) => !p.isLiked && !p.isClipped && p.replyCount >= 1);
  const puts: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/(like|clipping)$/.test(request.url()))
      puts.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  await page.goto(url(`/community/board-detail/${post.postId}`));

  const reply = `e2e 댓글: 저도 이렇게 해 먹어 봐야겠어요 ${Date.now()}`;
  await replyField(page).fill(reply);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(replyToast(page, '댓글')).toBeVisible();
  const mine = page.getByRole('article', { name: `${nicknameA}님의 댓글` }).filter({ hasText: reply });
  await expect(mine).toBeVisible();
  await expect(replyField(page)).toHaveValue('');

  await mine.getByRole('button', { name: `${nicknameA}님에게 답글` }).click();
  await expect(page.getByText(`${nicknameA}님에게 답글 작성 중`)).toBeVisible();
  const nested = '답글도 달아 봐요';
  await replyField(page, '답글 내용').fill(nested);
  await shot(page, 'detail-reply-to-reply');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(replyToast(page, '댓글')).toBeVisible();
  const thread = page.getByRole('listitem').filter({ has: mine });
  await expect(thread.getByRole('list', { name: '답글' })).toContainText(nested);

  // Like and clip: the state shows at once and the counts move by one.
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(page)).toHaveAccessibleName(`좋아요 ${post.likeCount + 1}`);
  await clipButton(page).click();
  await expect(toast(page, '스크랩했어요.')).toBeVisible();
  await expect(clipButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(clipButton(page)).toHaveAccessibleName(`스크랩 ${post.clipCount + 1}`);
  await shot(page, 'detail-liked-clipped');

  // After a reload both are still set; the same request again (a retry) changes nothing.
  await openFresh(page, url(`/community/board-detail/${post.postId}`));
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(clipButton(page)).toHaveAttribute('aria-pressed', 'true');
  const again = await api<{ isLiked: boolean; likeCount: number }>(
    memberA,
    'PUT',
    `/dashboard/${post.postId}/like`,
    { isLike: true },
  );
  expect(again.body).toMatchObject({ isLiked: true, likeCount: post.likeCount + 1 });
  await openFresh(page, url(`/community/board-detail/${post.postId}`));
  await expect(likeButton(page)).toHaveAccessibleName(`좋아요 ${post.likeCount + 1}`);
  // The second tap asks for the other state by name.
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(likeButton(page)).toHaveAccessibleName(`좋아요 ${post.likeCount}`);
  await expect.poll(() => puts.length).toBe(3);
  expect(puts.map((put) => put.body)).toEqual([{ isLike: true }, { isClipped: true }, { isLike: false }]);
  // Put the like back for my activity below.
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  shared.liked = post;
  shared.clipped = post;
});

test('a member votes in an open survey and sees the results', async ({ context }) => {
  const page = await memberPage(context, memberA);
  const open = (await surveys()).find(
    (post) => post.survey && !post.survey.isClosed && post.survey.myOptionId === null,
  );
  expect(open, 'an open vote').toBeTruthy();
  await page.goto(url('/community/main/survey'));
  await page.getByRole('link', { name: open!.title! }).click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${open!.postId}$`));
  const vote = page.getByRole('region', { name: '투표' });
  await expect(vote.getByText('항목을 눌러 투표하세요. 투표하면 결과를 볼 수 있어요.')).toBeVisible();
  await expect(vote.getByText(/%/)).toHaveCount(0);
  await shot(page, 'survey-open');
  const options = vote.getByRole('button');
  const count = await options.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await options.first().click();
  await expect(toast(page, '투표했어요.')).toBeVisible();
  await expect(options.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(options.first()).toContainText('(내 선택)');
  for (let index = 0; index < count; index += 1)
    await expect(options.nth(index)).toContainText(/\d+% · [\d,]+표/);
  await expect(vote.getByText(/[\d,]+명 참여/)).toBeVisible();
  await expect(vote.getByText('마감 전까지 다른 항목을 눌러 바꿀 수 있어요.')).toBeVisible();
  await shot(page, 'survey-voted');

  const closed = (await surveys()).find((post) => post.survey?.isClosed);
  await page.goto(url(`/community/board-detail/${closed!.postId}`));
  await expect(page.getByText('투표가 마감되었어요.')).toBeVisible();
  await expect(page.getByRole('region', { name: '투표' }).getByRole('button').first()).toBeDisabled();
  await shot(page, 'survey-closed');
});

test('a question by A is answered by B and accepted by A', async ({ browser }) => {
  const title = '묵은지 보관 기간 얼마나 되나요?';
  const body = '김치냉장고에 넣어 둔 묵은지가 2년 됐는데 먹어도 될까요?';
  shared.question = title;
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await memberPage(contextA, memberA);
    await pageA.goto(url('/community/main/qna'));
    await pageA.getByRole('link', { name: '질문하기' }).click();
    await expect(pageA).toHaveURL(/\/community\/qna\/form$/);
    const titleField = pageA.getByLabel('제목', { exact: true });
    await titleField.fill(title);
    await bodyField(pageA).fill(body);
    await shot(pageA, 'qna-form-filled');
    await pageA.getByRole('button', { name: '등록하기' }).click();
    await expect(pageA).toHaveURL(/\/community\/qna\/\d+$/);
    const questionId = Number(new URL(pageA.url()).pathname.split('/').pop());

    const pageB = await memberPage(contextB, memberB);
    await pageB.goto(url('/community/main/qna'));
    await pageB.getByRole('link', { name: title }).click();
    await expect(pageB).toHaveURL(new RegExp(`/community/qna/${questionId}$`));
    await expect(pageB.getByText('아직 답변이 없어요. 첫 답변을 남겨 주세요.')).toBeVisible();
    await expect(pageB.getByText('미해결')).toBeVisible();
    await shot(pageB, 'qna-no-answer');
    const answer = '김치냉장고라면 괜찮아요. 찌개나 찜으로 드세요.';
    await replyField(pageB, '답변 내용').fill(answer);
    await pageB.getByRole('button', { name: '등록' }).click();
    await expect(replyToast(pageB, '답변')).toBeVisible();
    await expect(pageB.getByRole('article', { name: `${nicknameB}님의 답변` })).toContainText(answer);
    // Only the asker accepts.
    await expect(pageB.getByRole('button', { name: '채택하기' })).toHaveCount(0);

    await openFresh(pageA, url(`/community/qna/${questionId}`));
    const answerOfB = pageA.getByRole('article', { name: `${nicknameB}님의 답변` });
    await expect(answerOfB).toContainText(answer);
    await answerOfB.getByRole('button', { name: '채택하기' }).click();
    await expect(alertBox(pageA)).toContainText(`${nicknameB}님의 답변을 채택할까요?`);
    await alertBox(pageA).getByRole('button', { name: '채택하기' }).click();
    await expect(toast(pageA, '답변을 채택했어요.')).toBeVisible();
    await expect(answerOfB.getByText('채택된 답변')).toBeVisible();
    await expect(pageA.getByText('해결', { exact: true })).toBeVisible();
    await expect(answerOfB.getByRole('button', { name: '채택하기' })).toHaveCount(0);
    await shot(pageA, 'qna-accepted');

    // B sees it accepted too.
    await openFresh(pageB, url(`/community/qna/${questionId}`));
    await expect(
      pageB.getByRole('article', { name: `${nicknameB}님의 답변` }).getByText('채택된 답변'),
    ).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('a member reports a post once; a second report shows the server message', async ({ context }) => {
  const page = await memberPage(context, memberA);
  const post = await seededPost(() => true);
  await page.goto(url(`/community/board-detail/${post.postId}`));
  for (const time of ['first', 'second'] as const) {
    await page.getByRole('button', { name: '신고', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '게시글 신고' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '신고하기' })).toBeDisabled();
    await dialog.getByRole('radio', { name: '스팸·홍보' }).check();
    if (time === 'first') await shot(page, 'report-dialog');
    await dialog.getByRole('button', { name: '신고하기' }).click();
    await expect(alertBox(page)).toContainText('이 글을 신고할까요?');
    await alertBox(page).getByRole('button', { name: '신고하기' }).click();
    if (time === 'first') {
      // One toast, the server's (its answer's toastItems).
      await expect(toast(page, '신고가 접수되었습니다. 검토 후 조치하겠습니다.')).toBeVisible();
      await expect(page.getByText('신고가 접수되었어요. 검토 후 조치할게요.')).toHaveCount(0);
      await shot(page, 'report-done');
    } else {
      await expect(alertBox(page)).toContainText('이미 신고한 글입니다.');
      await shot(page, 'report-again');
      await alertBox(page).getByRole('button', { name: '확인' }).click();
      await expect(alertBox(page)).toHaveCount(0);
    }
  }
});

test('a member finds a post by its 초성 in the search', async ({ context }) => {
  // The form's post when the form is built; otherwise one written through the API.
  let target = shared.formPost;
  if (!target) {
    const word = '도토리묵무침';
    const created = await api<{ post: PostDetail }>(memberA, 'POST', '/dashboard', {
      body: `오늘은 ${word} 했어요.`,
    });
    expect(created.status).toBe(200);
    target = { postId: created.body.post.postId, word, initials: 'ㄷㅌㄹㅁㅁㅊ' };
    shared.formPost = target;
  }
  // The server: initials, spaced initials and a half-typed word all find it.
  for (const keyword of [target.initials, 'ㄷㅌㄹ ㅁㅁㅊ', '도토리묵ㅁ']) {
    const found = await api<PostList>(null, 'GET', `/search?keyword=${encodeURIComponent(keyword)}`);
    expect(found.status, keyword).toBe(200);
    expect(
      found.body.posts.map((post) => post.postId),
      keyword,
    ).toContain(target.postId);
  }

  const page = await memberPage(context, memberA);
  await page.goto(url('/community/main/popular-post'));
  await page.getByRole('link', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/search/);
  const box = page.getByRole('searchbox', { name: '커뮤니티 검색어' });
  await expect(box).toBeVisible();
  await shot(page, 'search');
  await box.fill(target.initials);
  await shot(page, 'search-typed');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/community\/search\/dashboard\?keyword=/);
  const results = page.getByRole('region', { name: '오늘의 식탁 검색 결과' });
  const result = results.getByRole('link').filter({ hasText: target.word }).first();
  await expect(result).toBeVisible();
  await expect(page.getByText(`‘${target.initials}’ 검색 결과 `)).toBeVisible();
  await shot(page, 'search-results');
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${target.postId}$`));
  await page.goBack();
  await expect(result).toBeVisible();

  // The other kinds are tabs of the same keyword; a keyword nothing has says so.
  await page
    .getByRole('navigation', { name: '검색 결과 종류' })
    .getByRole('link', { name: '묻고 답하기' })
    .click();
  await expect(page).toHaveURL(/\/community\/search\/qna\?keyword=/);
  await expect(page.getByText(`‘${target.initials}’에 맞는 묻고 답하기 글이 없어요`)).toBeVisible();
  await shot(page, 'search-none');

  // Recent keywords on the search page.
  await page.goto(url('/community/search'));
  await expect(page.getByRole('list', { name: '최근 검색어 목록' })).toContainText(target.initials);
  await shot(page, 'search-recent');
});

test('my activity lists my posts, clippings and likes', async ({ context }) => {
  const page = await memberPage(context, memberA);
  await page.goto(url('/community/main/popular-post'));
  await page.getByRole('link', { name: '내 활동' }).click();
  await expect(page).toHaveURL(/\/community\/my-page\/post$/);
  const posts = page.getByRole('list', { name: '내가 쓴 글 목록' });
  await expect(posts).toBeVisible();
  await expect(posts.getByRole('link', { name: shared.question })).toBeVisible();
  if (shared.formPost)
    await expect(posts.getByRole('link').filter({ hasText: shared.formPost.word })).toBeVisible();
  await shot(page, 'my-posts');

  const tabs = page.getByRole('navigation', { name: '내 활동 메뉴' });
  for (const { tab, address, list, post, name } of [
    {
      tab: '스크랩',
      address: /\/community\/my-page\/clipping$/,
      list: '스크랩한 글 목록',
      post: shared.clipped,
      name: 'my-clippings',
    },
    {
      tab: '좋아요',
      address: /\/community\/my-page\/like$/,
      list: '좋아요한 글 목록',
      post: shared.liked,
      name: 'my-likes',
    },
  ]) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(address);
    await expect(
      page.getByRole('list', { name: list }).getByRole('link', { name: post!.excerpt }),
    ).toBeVisible();
    await shot(page, name);
  }

  // The Apple member has clipped and liked nothing.
  const other = await context.browser()!.newContext();
  try {
    const empty = await memberPage(other, memberB);
    await empty.goto(url('/community/my-page/clipping'));
    await expect(empty.getByText('스크랩한 글이 없어요')).toBeVisible();
    await shot(empty, 'my-clippings-empty');
  } finally {
    await other.close();
  }
});

// ------------------------------------------------------------------ 3. a banned word

test('a reply with a banned word spread by symbols is refused, naming the word, and the text stays', async ({
  context,
}) => {
  const page = await memberPage(context, memberA);
  const post = await seededPost(() => true);
  await page.goto(url(`/community/board-detail/${post.postId}`));
  const text = '오늘 반찬 진짜 병.신@같이 맛없네요';
  await replyField(page).fill(text);
  await page.getByRole('button', { name: '등록' }).click();
  const problem = page.getByRole('alert').filter({ hasText: '사용할 수 없는 단어' });
  await expect(problem).toBeVisible();
  await expect(replyField(page)).toHaveValue(text);
  await expect(replyField(page)).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'reply-banned-word');
  // The word itself, so the member knows what to change.
  await expect(problem).toContainText('병신');

  await page.goto(url('/community/dash-board/form'));
  await expect(bodyField(page)).toBeVisible();
  const body = '씨~발 진짜 맛있는 냉이 된장국';
  await bodyField(page).fill(body);
  await page.getByRole('button', { name: '등록하기' }).click();
  const fieldProblem = page.getByRole('alert').filter({ hasText: '사용할 수 없는 단어' });
  await expect(fieldProblem).toContainText('씨발');
  await expect(bodyField(page)).toHaveValue(body);
  await expect(page).toHaveURL(/\/community\/dash-board\/form$/);
  await shot(page, 'form-banned-word');
});

// ------------------------------------------------------------------ 4. XSS corpus

const XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '[click](javascript:window.__xss=1)',
  'javascript:window.__xss=1',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<a href="jav&#x09;ascript:alert(1)">눌러 보세요</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
];

async function assertInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(
    page.locator('a[href*="javascript" i], a[href*="script:" i], iframe, svg[onload]'),
  ).toHaveCount(0);
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'click', exact: true })).toHaveCount(0);
}

test('the XSS corpus in posts, titles and replies is shown as text and never runs', async ({ context }) => {
  // Posts by B (one payload each, so every excerpt is whole in the list), a question titled with one,
  // and every payload as A's reply under the first post.
  const postIds: number[] = [];
  for (const created of await Promise.all(
    XSS.map((payload) => api<{ post: PostDetail }>(memberB, 'POST', '/dashboard', { body: payload })),
  )) {
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    postIds.push(created.body.post.postId);
  }
  const question = await api<{ post: PostDetail }>(memberB, 'POST', '/qna', {
    title: XSS[1],
    body: XSS.join('\n'),
  });
  expect(question.status).toBe(200);
  const host = postIds[0]!;
  for (const payload of XSS) {
    const reply = await api(memberA, 'POST', `/dashboard/${host}/reply`, { body: payload });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  const page = await memberPage(context, memberA);
  const dialogs = watchDialogs(page);
  await page.goto(url('/community/main/dashboard'));
  const list = page.getByRole('list', { name: '오늘의 식탁 목록' });
  for (const payload of XSS) await expect(list.getByText(payload, { exact: true })).toBeVisible();
  await assertInert(page, dialogs);
  await shot(page, 'xss-list');

  await page.goto(url('/community/main/qna'));
  await expect(
    page.getByRole('list', { name: '묻고 답하기 목록' }).getByText(XSS[1]!, { exact: true }),
  ).toBeVisible();
  await assertInert(page, dialogs);

  await page.goto(url(`/community/board-detail/${host}`));
  const article = page.getByRole('article', { name: /님의 오늘의 식탁$/ });
  await expect(article).toContainText(XSS[0]!);
  const replies = page.getByRole('article', { name: `${nicknameA}님의 댓글` });
  await expect(replies).toHaveCount(XSS.length);
  for (const [index, payload] of XSS.entries()) await expect(replies.nth(index)).toContainText(payload);
  await assertInert(page, dialogs);
  await shot(page, 'xss-detail');

  await page.goto(url(`/community/qna/${question.body.post.postId}`));
  await expect(page.getByRole('heading', { name: XSS[1]! })).toBeVisible();
  for (const payload of XSS) await expect(page.getByRole('article').first()).toContainText(payload);
  await assertInert(page, dialogs);
});

// ------------------------------------------------------------------ 5. a banned member

test('a banned member trying to write is stopped with the ban message', async ({ context }) => {
  const page = await memberPage(context, banned);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/community')) writes.push(request.url());
  });
  await page.goto(url('/community/main/dashboard'));
  // The app says it once on arrival (spec section 4).
  await expect(alertBox(page)).toContainText(BANNED_MESSAGE);
  await alertBox(page).getByRole('button', { name: '확인' }).click();
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(alertBox(page)).toContainText(BANNED_MESSAGE);
  await shot(page, 'banned-write');
  await alertBox(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/community\/main\/dashboard$/);

  const post = await seededPost(() => true);
  await page.goto(url(`/community/board-detail/${post.postId}`));
  // Said once a session (spec section 4): a new page load does not say it again; a blocked action does.
  await expect(likeButton(page)).toBeVisible();
  await expect(alertBox(page)).toBeHidden();
  await likeButton(page).click();
  await expect(alertBox(page)).toContainText(BANNED_MESSAGE);
  await alertBox(page).getByRole('button', { name: '확인' }).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(writes.filter((write) => !write.endsWith('/view-count'))).toEqual([]);

  // Opened by its address, the form still cannot post: the server's refusal is the ban message.
  await page.goto(url('/community/dash-board/form'));
  await expect(bodyField(page)).toBeVisible();
  await bodyField(page).fill('정지된 회원의 글');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(alertBox(page)).toContainText(BANNED_MESSAGE);
  await shot(page, 'banned-form');
  const { body } = await api<PostList>(banned, 'GET', '/my-page/post');
  expect(body.posts).toEqual([]);
});

// ------------------------------------------------------------------ 6. screens in their states

/** The main tabs; `label` names the tab's list section and its list. */
const lists = [
  {
    tab: '인기',
    name: 'popular',
    label: '인기글 목록',
    api: apiPath('/dashboard/list'),
    empty: '아직 인기글이 없어요',
  },
  {
    tab: '오늘의 식탁',
    name: 'dashboard',
    label: '오늘의 식탁 목록',
    api: apiPath('/dashboard', { type: 'dashboard' }),
    empty: '아직 올라온 식탁이 없어요',
  },
  {
    tab: '묻고 답하기',
    name: 'qna',
    label: '묻고 답하기 목록',
    api: apiPath('/qna'),
    empty: '아직 올라온 질문이 없어요',
  },
  {
    tab: '투표',
    name: 'survey',
    label: '투표 목록',
    api: apiPath('/dashboard', { type: 'survey' }),
    empty: '진행 중인 투표가 없어요',
  },
] as const;
const anyList = (address: URL) => lists.some((list) => list.api(address));

/**
 * Opens a main tab and answers its list section once the tab has taken over the screen. Until the new
 * route renders, the previous tab's section (its skeleton or its error with 다시 시도) is still there,
 * so an assertion not scoped to the tab's own section could pass on the tab that is going away.
 */
async function openTab(page: Page, list: (typeof lists)[number]) {
  await tabLink(page, list.tab).click();
  await expect(tabLink(page, list.tab)).toHaveAttribute('aria-current', 'page');
  return page.getByRole('region', { name: list.label });
}

test('the four lists: loading, error with retry, and empty at 390x844', async ({ context }) => {
  // One tab per state, going through the four lists by their tabs (a list that never answered, or
  // answered empty, is asked again on its tab).
  const loading = await memberPage(context, memberA);
  const release = await holdApi(loading, anyList);
  await loading.goto(url('/community/main/popular-post'));
  for (const list of lists) {
    const section = await openTab(loading, list);
    await expect(section.getByRole('status').filter({ hasText: '글을 불러오는 중' })).toBeAttached();
    await shot(loading, `${list.name}-loading`);
  }
  await release();
  await expect(loading.getByRole('list', { name: '투표 목록' }).getByRole('listitem').first()).toBeVisible();

  const failing = await context.newPage();
  const restore = await failApi(failing, anyList);
  await failing.goto(url('/community/main/popular-post'));
  for (const list of lists) {
    const section = await openTab(failing, list);
    // The error state comes after the query's one retry; while a request is out the button reads
    // 불러오는 중…, so 다시 시도 here means this tab's list has failed and is not fetching.
    await expect(section.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(
      section.getByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeVisible();
    await shot(failing, `${list.name}-error`);
  }
  await restore();
  await failing.getByRole('region', { name: '투표 목록' }).getByRole('button', { name: '다시 시도' }).click();
  await expect(failing.getByRole('list', { name: '투표 목록' }).getByRole('listitem').first()).toBeVisible();

  const empty = await context.newPage();
  await empty.route(anyList, (route) =>
    route.fulfill({ status: 200, json: { posts: [], nextCursor: null, adjacentDates: null } }),
  );
  await empty.goto(url('/community/main/popular-post'));
  for (const list of lists) {
    const section = await openTab(empty, list);
    await expect(section.getByText(list.empty)).toBeVisible();
    await shot(empty, `${list.name}-empty`);
  }
});

test('daily board and post detail: loading, error, not found and data at 390x844', async ({ context }) => {
  const page = await memberPage(context, memberA);
  await page.goto(url('/community/main/dashboard'));
  await page.getByRole('link', { name: '날짜별로 보기' }).click();
  await expect(page).toHaveURL(/\/community\/daily-board\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 2, name: /\d+월 \d+일 \(.\)/ })).toBeVisible();
  // A locator finds its element again each time: this one is the shown day's first table.
  const firstTable = page
    .getByRole('list', { name: /오늘의 식탁 목록$/ })
    .getByRole('listitem')
    .first();
  await expect(firstTable).toBeVisible();
  await shot(page, 'daily-board');
  await page.getByRole('link', { name: /^이전 날: / }).click();
  await expect(firstTable).toBeVisible();
  await shot(page, 'daily-board-previous');
  await page.goto(url('/community/daily-board/2020-01-01'));
  await expect(page.getByText('이날 올라온 식탁이 없어요')).toBeVisible();
  await shot(page, 'daily-board-empty');

  const post = await seededPost((p) => p.photoCount >= 1);
  const release = await holdApi(page, apiPath(`/dashboard/${post.postId}`));
  await openFresh(page, url(`/community/board-detail/${post.postId}`));
  await expect(page.getByRole('status').filter({ hasText: '글을 불러오는 중' })).toBeAttached();
  await shot(page, 'detail-loading');
  await release();
  await expect(likeButton(page)).toBeVisible();
  await expect(page.getByRole('region', { name: '첨부 사진' }).getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('article', { name: /님의 댓글$/ }).first()).toBeVisible();
  await shot(page, 'detail');
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect(page.getByRole('dialog', { name: '공유하기' })).toBeVisible();
  // The link is on the origin the page is on (no PUBLIC_BASE_URL here), not http://localhost.
  await expect(page.getByRole('dialog', { name: '공유하기' })).toContainText(
    `${new URL(page.url()).origin}/community/board-detail/${post.postId}`,
  );
  await shot(page, 'share-dialog');

  const failing = await context.newPage();
  const restore = await failApi(failing, apiPath(`/dashboard/${post.postId}`));
  await failing.goto(url(`/community/board-detail/${post.postId}`));
  await expect(failing.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await shot(failing, 'detail-error');
  await restore();
  await failing.getByRole('button', { name: '다시 시도' }).click();
  await expect(likeButton(failing)).toBeVisible();

  await failing.goto(url('/community/board-detail/99999999'));
  await expect(
    failing
      .getByRole('heading')
      .filter({ hasText: /찾을 수 없|없는/ })
      .first(),
  ).toBeVisible();
  await shot(failing, 'detail-not-found');
});
