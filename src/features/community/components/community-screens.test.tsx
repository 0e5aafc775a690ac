// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostDetail, PostSummary, Reply } from '#contract/community.ts';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { resetKakaoShareForTests } from '../../../platform/kakao-share.ts';
import { setRuntimeConfig } from '../../../platform/runtime-config.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';
import { alertDialog, confirmDialog, toastQueue } from '../../../ui/overlays/feedback-actors.ts';

/**
 * The community reading screens against a fake API in the contract's shapes: every list's loading,
 * empty, error and filled states, the daily board's days, the post (like rollback, vote, replies, the
 * banned-word refusal) and that a member's text never becomes markup.
 */
beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  if (confirmDialog.getSnapshot().hasTag('visible')) confirmDialog.send({ type: 'confirm.cancel' });
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
type Route = (url: URL, method: string, body: unknown) => Answer | Promise<Answer> | undefined;

const ok = (body: unknown): Answer => ({ status: 200, body });
const serverError: Answer = {
  status: 500,
  body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
};
const noData: Answer = { status: 404, body: { code: 8, name: 'NO_DATA', message: '글을 찾을 수 없습니다.' } };

const author = { nickname: '제철러버', levelName: '떡잎', isMine: false };

function summary(id: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    postId: id,
    type: 'dashboard',
    title: null,
    excerpt: `오늘 저녁은 제철 방어회 ${id}`,
    thumbnail: null,
    photoCount: 0,
    author,
    likeCount: 3,
    clipCount: 1,
    replyCount: 2,
    viewCount: 40,
    isLiked: false,
    isClipped: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    boardDate: '2026-11-24',
    qna: null,
    survey: null,
    ...overrides,
  };
}

function detail(id: number, overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...summary(id),
    body: '오늘 저녁은 제철 방어회\n두 번째 줄',
    photos: [],
    productTags: [],
    updatedAt: null,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

function reply(id: number, overrides: Partial<Reply> = {}): Reply {
  return {
    replyId: id,
    postId: 1,
    parentReplyId: null,
    body: `맛있겠어요 ${id}`,
    isDeleted: false,
    isHidden: false,
    author: { nickname: `이웃${id}`, levelName: '새싹', isMine: false },
    likeCount: 0,
    isLiked: false,
    isAccepted: false,
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    updatedAt: null,
    canEdit: false,
    canDelete: false,
    replies: [],
    ...overrides,
  };
}

/** The server's toast when a young post or reply is deleted (its stars go back). */
const clawback = (noun: string) => ({
  icon: 'star',
  startPhrase: `24시간 안에 삭제한 ${noun}이라 별`,
  pointPhrase: '1개',
  endPhrase: '가 회수되었어요.',
});

const list = (posts: PostSummary[], extra: object = {}) => ok({ posts, nextCursor: null, ...extra });

/** The community endpoints with sensible answers; `route` answers first. Records every call. */
function useCommunityApi(route: Route = () => undefined) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = createFakeApi();
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname.startsWith('/api/v1/community')) sent.push({ method, path: url.pathname, body });
    const answer = (await route(url, method, body)) ?? defaults(url, method);
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', fake);
  return sent;
}

function defaults(url: URL, method: string): Answer | undefined {
  const path = url.pathname;
  if (path === '/api/v1/community/dashboard/list') return list([summary(1), summary(2)]);
  if (path === '/api/v1/community/dashboard' && method === 'GET')
    return list([summary(1)], {
      adjacentDates: url.searchParams.get('date') ? { previous: '2026-11-23', next: null } : null,
    });
  if (path === '/api/v1/community/qna' && method === 'GET') return list([]);
  if (/^\/api\/v1\/community\/(dashboard|qna)\/\d+$/.test(path) && method === 'GET')
    return ok({ post: detail(1) });
  if (/\/reply$/.test(path) && method === 'GET')
    return ok({ replies: [reply(11)], nextCursor: null, totalCount: 1 });
  if (path === '/api/v1/community/view-count') return ok({ viewCount: 41, counted: true });
  return undefined;
}

/** Every toast shown since the test began, in order (the queue is the page's, shared by the tests). */
let shownToasts = new Map<number, string>();
let stopWatchingToasts = () => {};
beforeEach(() => {
  const firstId = toastQueue.getSnapshot().context.nextId;
  shownToasts = new Map();
  const subscription = toastQueue.subscribe(({ context }) => {
    for (const toast of context.toasts) {
      if (toast.id < firstId) continue;
      shownToasts.set(
        toast.id,
        'phrase' in toast ? toast.phrase : `${toast.startPhrase}${toast.pointPhrase}${toast.endPhrase}`,
      );
    }
  });
  stopWatchingToasts = () => subscription.unsubscribe();
});
afterEach(() => stopWatchingToasts());
const toastTexts = () => [...shownToasts.values()];

/** Lets the screen finish reacting to an answer (its own toast comes after the response's). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A promise the test resolves by hand, to hold a call in flight. */
function held<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('/community/main', () => {
  it('shows the popular posts as cards with author, level, time and counts', async () => {
    useCommunityApi();
    renderApp('/community/main/popular-post');
    const cards = await screen.findByRole('list', { name: '인기글 목록' }, { timeout: 5_000 });
    expect(cards.children).toHaveLength(2);
    const first = within(cards).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/community/board-detail/1');
    expect(within(first).getByText('제철러버')).toBeTruthy();
    expect(within(first).getByText('떡잎')).toBeTruthy();
    expect(within(first).getByText('5분 전')).toBeTruthy();
    expect(first.textContent).toContain('좋아요3');
    expect(first.textContent).toContain('조회40');
    expect(screen.getByRole('link', { name: '인기' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /글쓰기/ }).getAttribute('href')).toBe(
      '/community/dash-board/form',
    );
  });

  it('shows skeleton cards while the first page loads, then the posts', async () => {
    const gate = held<Answer>();
    useCommunityApi((url) =>
      url.pathname === '/api/v1/community/dashboard/list' ? gate.promise : undefined,
    );
    renderApp('/community/main');
    expect(await screen.findByText('글을 불러오는 중')).toBeTruthy();
    gate.open(list([summary(7)]));
    expect(await screen.findByText('오늘 저녁은 제철 방어회 7')).toBeTruthy();
    expect(screen.queryByText('글을 불러오는 중')).toBeNull();
  });

  it('says when a tab has nothing, with its own write button (질문하기 on Q&A)', async () => {
    useCommunityApi();
    renderApp('/community/main/qna');
    expect(await screen.findByText('아직 올라온 질문이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: /질문하기/ }).getAttribute('href')).toBe('/community/qna/form');
  });

  it('marks a tapped tab at once and then shows its list in place of the last one', async () => {
    useCommunityApi();
    const { router, history } = renderApp('/community/main/popular-post');
    const tabs = await screen.findByRole('navigation', { name: '커뮤니티 메뉴' });
    const entries = history.length;
    fireEvent.click(within(tabs).getByRole('link', { name: '묻고 답하기' }));
    // Marked (the look) at once; the page, and aria-current with it, follows.
    expect(within(tabs).getByRole('link', { name: '묻고 답하기' }).hasAttribute('data-marked')).toBe(true);
    expect(within(tabs).getByRole('link', { name: '인기' }).hasAttribute('data-marked')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/main/qna'));
    const qna = within(await screen.findByRole('navigation', { name: '커뮤니티 메뉴' }));
    expect(qna.getByRole('link', { name: '묻고 답하기' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('아직 올라온 질문이 없어요')).toBeTruthy();
    expect(history.length).toBe(entries);
  });

  it('shows the Korean error with a retry that recovers', async () => {
    let fail = true;
    useCommunityApi((url) =>
      fail && url.pathname === '/api/v1/community/dashboard' ? serverError : undefined,
    );
    renderApp('/community/main/dashboard');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('일시적인 오류가 발생했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('오늘 저녁은 제철 방어회 1')).toBeTruthy();
  });

  it('marks questions 해결/미해결 and votes 진행 중/마감', async () => {
    const survey = {
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      isClosed: false,
      options: [],
      totalVotes: null,
      myOptionId: null,
      resultsVisible: false,
    };
    useCommunityApi((url) =>
      url.pathname === '/api/v1/community/dashboard/list'
        ? list([
            summary(1, { type: 'qna', title: '귤 보관법?', qna: { isResolved: true, acceptedReplyId: 3 } }),
            summary(2, {
              type: 'qna',
              title: '배추 절이기',
              qna: { isResolved: false, acceptedReplyId: null },
            }),
            summary(3, { type: 'survey', title: '김장 언제?', survey }),
            summary(4, { type: 'survey', title: '떡국 떡', survey: { ...survey, isClosed: true } }),
          ])
        : undefined,
    );
    renderApp('/community/main/popular-post');
    const cards = await screen.findByRole('list', { name: '인기글 목록' });
    const [resolved, open, live, closed] = within(cards).getAllByRole('link');
    expect(within(resolved!).getByText('해결')).toBeTruthy();
    expect(resolved!.getAttribute('href')).toBe('/community/qna/1');
    expect(within(open!).getByText('미해결')).toBeTruthy();
    expect(within(live!).getByText('진행 중')).toBeTruthy();
    expect(within(closed!).getByText('마감')).toBeTruthy();
  });
});

describe('/community/daily-board/:date', () => {
  it('shows the day in Korean with the previous day and no next day', async () => {
    const sent = useCommunityApi();
    renderApp('/community/daily-board/2026-11-24');
    expect(await screen.findByRole('heading', { name: '11월 24일 (화)' })).toBeTruthy();
    expect(await screen.findByText('오늘 저녁은 제철 방어회 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: /이전 날: 11월 23일 \(월\)/ }).getAttribute('href')).toBe(
      '/community/daily-board/2026-11-23',
    );
    expect((screen.getByRole('button', { name: /다음 날/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.some((call) => call.path === '/api/v1/community/dashboard')).toBe(true);
  });

  it('says when the day has no posts', async () => {
    useCommunityApi((url) =>
      url.pathname === '/api/v1/community/dashboard'
        ? list([], { adjacentDates: { previous: null, next: null } })
        : undefined,
    );
    renderApp('/community/daily-board/2026-11-20');
    expect(await screen.findByText('이날 올라온 식탁이 없어요')).toBeTruthy();
  });

  it.each(['2026-02-30', '20261124', 'today'])('sends %s to /404', async (date) => {
    useCommunityApi();
    const { router } = renderApp(`/community/daily-board/${date}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('/community/board-detail/:id', () => {
  it('shows the post with its line breaks, counts the view once, and the replies', async () => {
    const sent = useCommunityApi();
    renderApp('/community/board-detail/1');
    const body = await screen.findByText(/두 번째 줄/);
    expect(body.closest('p')?.textContent).toBe('오늘 저녁은 제철 방어회\n두 번째 줄');
    expect(await screen.findByText('맛있겠어요 11')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/조회 41/)).toBeTruthy());
    expect(sent.filter((call) => call.path === '/api/v1/community/view-count')).toEqual([
      {
        method: 'POST',
        path: '/api/v1/community/view-count',
        body: { communityType: 'dashboard', postId: 1 },
      },
    ]);
  });

  it('shows a skeleton while the post loads', async () => {
    const gate = held<Answer>();
    useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1' && method === 'GET' ? gate.promise : undefined,
    );
    renderApp('/community/board-detail/1');
    expect(await screen.findByText('글을 불러오는 중')).toBeTruthy();
    gate.open(ok({ post: detail(1) }));
    expect(await screen.findByText(/두 번째 줄/)).toBeTruthy();
  });

  it('shows the not-found state for an unknown post', async () => {
    useCommunityApi((url) => (url.pathname === '/api/v1/community/dashboard/9' ? noData : undefined));
    renderApp('/community/board-detail/9');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    useCommunityApi((url) =>
      fail && url.pathname === '/api/v1/community/dashboard/1' ? serverError : undefined,
    );
    renderApp('/community/board-detail/1');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(/두 번째 줄/)).toBeTruthy();
  });

  it('likes at once, ignores a second tap in flight, and rolls back when the server refuses', async () => {
    const answer = held<Answer>();
    const sent = useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1/like' && method === 'PUT' ? answer.promise : undefined,
    );
    renderApp('/community/board-detail/1');
    const like = await screen.findByRole('button', { name: '좋아요 3' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    fireEvent.click(like);
    const pressed = await screen.findByRole('button', { name: '좋아요 4' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect((pressed as HTMLButtonElement).disabled).toBe(true);
    expect(sent.filter((call) => call.path.endsWith('/like'))).toEqual([
      { method: 'PUT', path: '/api/v1/community/dashboard/1/like', body: { isLike: true } },
    ]);
    answer.open(serverError);
    const back = await screen.findByRole('button', { name: '좋아요 3' });
    expect(back.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(alertDialog.getSnapshot().hasTag('visible')).toBe(true));
  });

  it('keeps the server’s like count when it agrees', async () => {
    useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1/like' && method === 'PUT'
        ? ok({ isLiked: true, likeCount: 10 })
        : undefined,
    );
    renderApp('/community/board-detail/1');
    fireEvent.click(await screen.findByRole('button', { name: '좋아요 3' }));
    const liked = await screen.findByRole('button', { name: '좋아요 10' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
  });

  it('renders markup in a post as inert text', async () => {
    const hostile =
      '<script>window.hacked=1</script>\n<img src=x onerror="window.hacked=1">\n<a href="javascript:alert(1)">눌러</a> javascript:alert(1)\nhttps://evil.example/x https://shop.jecheol.kr/product/1';
    useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1' && method === 'GET'
        ? ok({ post: detail(1, { body: hostile }) })
        : url.pathname.endsWith('/reply')
          ? ok({
              replies: [reply(11, { body: '<img src=x onerror=alert(1)>' })],
              nextCursor: null,
              totalCount: 1,
            })
          : undefined,
    );
    renderApp('/community/board-detail/1');
    const body = (await screen.findByText(/window\.hacked=1<\/script>/)).closest('p')!;
    expect(body.textContent).toBe(hostile);
    expect(body.querySelector('script, img, iframe')).toBeNull();
    const links = [...body.querySelectorAll('a')];
    // Only the address on our own shop host is a link; javascript: and other hosts stay text.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://shop.jecheol.kr/product/1']);
    const replyText = await screen.findByText('<img src=x onerror=alert(1)>');
    expect(replyText.closest('article')?.querySelector('img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps the reply text and shows the banned-word message beside it', async () => {
    useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1/reply' && method === 'POST'
        ? {
            status: 400,
            body: { code: 12, name: 'NOT_MATCHED', message: "금칙어 '바보'가 포함되어 있어요." },
          }
        : undefined,
    );
    renderApp('/community/board-detail/1');
    const field = (await screen.findByRole('textbox', { name: '댓글 내용' })) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '바 보 같은 질문' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText("금칙어 '바보'가 포함되어 있어요.")).toBeTruthy();
    expect(field.value).toBe('바 보 같은 질문');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a reply to a nested reply under its thread, naming the reply answered, and shows deleted replies', async () => {
    const sent = useCommunityApi((url, method) => {
      if (url.pathname !== '/api/v1/community/dashboard/1/reply') return undefined;
      if (method === 'POST') return ok({ reply: reply(20, { parentReplyId: 11 }) });
      return ok({
        replies: [
          reply(11, { replies: [{ ...reply(12, { parentReplyId: 11 }), replies: undefined } as never] }),
          reply(13, { isDeleted: true, body: '삭제된 댓글입니다.', author: null }),
        ],
        nextCursor: null,
        totalCount: 3,
      });
    });
    renderApp('/community/board-detail/1');
    expect(await screen.findByText('삭제된 댓글입니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '이웃12님에게 답글' }));
    expect(screen.getByText('이웃12님에게 답글 작성 중')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '답글 내용' }), { target: { value: '저도요' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST' && call.path.endsWith('/reply'))?.body).toEqual({
        body: '저도요',
        parentReplyId: 11,
        answeredReplyId: 12,
      }),
    );
  });

  it('brings the composer into view (not behind the bottom bar) when 답글 or 수정 is tapped', async () => {
    useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1/reply' && method === 'GET'
        ? ok({
            replies: [
              reply(11, { canEdit: true, author: { nickname: '나', levelName: '새싹', isMine: true } }),
            ],
            nextCursor: null,
            totalCount: 1,
          })
        : undefined,
    );
    const scrolled: { element: Element; options: unknown }[] = [];
    // jsdom has no scrollIntoView; the screen must ask for it (focus alone leaves the field at the very
    // bottom of the viewport, where the fixed bottom bar covers it).
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    };
    try {
      renderApp('/community/board-detail/1');
      fireEvent.click(await screen.findByRole('button', { name: '나님에게 답글' }));
      const field = screen.getByRole('textbox', { name: '답글 내용' });
      expect(document.activeElement).toBe(field);
      expect(scrolled).toEqual([{ element: field, options: { block: 'center' } }]);
      fireEvent.click(screen.getByRole('button', { name: '댓글 수정' }));
      expect(scrolled).toHaveLength(2);
      expect(scrolled[1]?.element).toBe(screen.getByRole('textbox', { name: '댓글 내용' }));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('opened from a notification (?reply=), reads pages until the reply is there, scrolls to it, focuses and highlights it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = useCommunityApi((url, method) => {
      if (url.pathname !== '/api/v1/community/dashboard/1/reply' || method !== 'GET') return undefined;
      return url.searchParams.get('cursor') === 'page-2'
        ? ok({
            replies: [
              reply(15, { replies: [{ ...reply(16, { parentReplyId: 15 }), replies: undefined } as never] }),
            ],
            nextCursor: null,
            totalCount: 3,
          })
        : ok({ replies: [reply(11)], nextCursor: 'page-2', totalCount: 3 });
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderApp('/community/board-detail/1?reply=16');
      await vi.waitFor(() => expect(scrolled).toHaveLength(1), { timeout: 10_000 });
      const target = screen.getByRole('article', { name: '이웃16님의 댓글' });
      expect(scrolled[0]).toBe(target);
      expect(document.activeElement).toBe(target);
      expect(target.getAttribute('data-highlighted')).toBe('true');
      expect(sent.filter((call) => call.method === 'GET' && call.path.endsWith('/reply'))).toHaveLength(2);
      // For a moment only; the reply stays where it is.
      await vi.advanceTimersByTimeAsync(2900);
      expect(target.getAttribute('data-highlighted')).toBe('true');
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(target.getAttribute('data-highlighted')).toBeNull());
      expect(scrolled).toHaveLength(1);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      vi.useRealTimers();
    }
  });

  it('a notification about a reply that is gone reads to the last page and shows the post as usual; ?reply= that is not an id is ignored', async () => {
    const sent = useCommunityApi((url, method) => {
      if (url.pathname !== '/api/v1/community/dashboard/1/reply' || method !== 'GET') return undefined;
      return url.searchParams.get('cursor') === 'page-2'
        ? ok({ replies: [reply(12)], nextCursor: null, totalCount: 2 })
        : ok({ replies: [reply(11)], nextCursor: 'page-2', totalCount: 2 });
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const replyReads = () =>
      sent.filter((call) => call.method === 'GET' && call.path.endsWith('/reply')).length;
    try {
      renderApp('/community/board-detail/1?reply=99');
      expect(await screen.findByRole('article', { name: '이웃12님의 댓글' })).toBeTruthy();
      expect(replyReads()).toBe(2);
      cleanup();
      for (const search of ['?reply=abc', '?reply=-3', '?reply=1.5']) {
        const before = replyReads();
        renderApp(`/community/board-detail/1${search}`);
        expect(await screen.findByRole('article', { name: '이웃11님의 댓글' })).toBeTruthy();
        expect(screen.getByRole('button', { name: '댓글 더보기' })).toBeTruthy();
        expect(replyReads()).toBe(before + 1);
        cleanup();
      }
      expect(scrolled).toEqual([]);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('shows the share link with line breaks only between its parts', async () => {
    const url = 'http://127.0.0.1:4341/community/board-detail/1';
    useCommunityApi((path) =>
      path.pathname === '/api/v1/community/post-share'
        ? ok({
            shareCount: 1,
            share: {
              title: '오늘의 식탁',
              description: '',
              url,
              appUrl: `jecheol://web?url=${encodeURIComponent(url)}`,
              imageUrl: 'http://127.0.0.1:4341/hero.svg',
              communityType: 'dashboard',
              postId: 1,
            },
          })
        : undefined,
    );
    renderApp('/community/board-detail/1');
    fireEvent.click(await screen.findByRole('button', { name: '공유하기' }));
    const dialog = await screen.findByRole('dialog', { name: '공유하기' });
    const shown = within(dialog).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === url,
    );
    // Parts that wrap as wholes, each ending at a '/' (not inside 'board-detail', nor inside 'http://').
    expect([...shown.children].map((part) => part.textContent)).toEqual([
      'http://',
      '127.0.0.1:4341/',
      'community/',
      'board-detail/',
      '1',
    ]);
  });

  describe('Kakao share', () => {
    const url = 'http://127.0.0.1:4341/community/board-detail/1';
    const shareInfo = {
      title: '오늘의 식탁',
      description: '제철 방어회 한 접시',
      url,
      appUrl: `jecheol://web?url=${encodeURIComponent(url)}`,
      imageUrl: 'http://127.0.0.1:4341/hero.svg',
      communityType: 'dashboard',
      postId: 1,
    };
    const openDialog = async () => {
      const sent = useCommunityApi((path) =>
        path.pathname === '/api/v1/community/post-share'
          ? ok({ shareCount: 1, share: shareInfo })
          : undefined,
      );
      renderApp('/community/board-detail/1');
      fireEvent.click(await screen.findByRole('button', { name: '공유하기' }));
      const dialog = await screen.findByRole('dialog', { name: '공유하기' });
      return { sent, dialog };
    };
    afterEach(() => {
      resetKakaoShareForTests();
      setRuntimeConfig(defaultRuntimeConfig);
      delete (window as { flutter_inappwebview?: unknown }).flutter_inappwebview;
    });

    it("sends the post's share info once, however fast the taps", async () => {
      const { sent, dialog } = await openDialog();
      const kakao = within(dialog).getByRole('button', { name: '카카오톡' });
      fireEvent.click(kakao);
      fireEvent.click(kakao);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '공유하기' })).toBeNull());
      const link = { mobileWebUrl: url, webUrl: url };
      expect(window.__kakaoStandIn?.sent).toEqual([
        {
          objectType: 'feed',
          content: {
            title: '오늘의 식탁',
            description: '제철 방어회 한 접시',
            imageUrl: shareInfo.imageUrl,
            link,
          },
          buttons: [{ title: '자세히 보기', link }],
        },
      ]);
      // The share was recorded once, when the dialog opened (POST /post-share).
      expect(sent.filter((call) => call.path === '/api/v1/community/post-share')).toEqual([
        {
          method: 'POST',
          path: '/api/v1/community/post-share',
          body: { communityType: 'dashboard', postId: 1 },
        },
      ]);
    });

    it("shows the alert and then runs the app's move-to-app-market handler when the share fails", async () => {
      setRuntimeConfig({
        ...defaultRuntimeConfig,
        kakao: { ...defaultRuntimeConfig.kakao, standIn: 'fail' },
      });
      const handlers: string[] = [];
      (window as { flutter_inappwebview?: unknown }).flutter_inappwebview = {
        callHandler: async (name: string) => void handlers.push(name),
      };
      const { dialog } = await openDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: '카카오톡' }));
      const alertBox = await screen.findByRole('alertdialog');
      expect(alertBox.textContent).toContain(
        '문제가 발생하여 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      );
      expect(handlers).toEqual([]);
      fireEvent.click(within(alertBox).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(handlers).toEqual(['moveToAppMarket']));
      expect(window.__kakaoStandIn?.sent).toEqual([]);
    });
  });

  it('lets a member vote and shows the results as bars', async () => {
    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    const open = {
      closesAt,
      isClosed: false,
      options: [
        { optionId: 1, text: '11월 말', voteCount: null },
        { optionId: 2, text: '12월 초', voteCount: null },
      ],
      totalVotes: null,
      myOptionId: null,
      resultsVisible: false,
    };
    const sent = useCommunityApi((url, method) => {
      if (url.pathname === '/api/v1/community/dashboard/1' && method === 'GET')
        return ok({ post: detail(1, { type: 'survey', title: '김장 언제 하세요?', survey: open }) });
      if (url.pathname === '/api/v1/community/survey/1/reply/2')
        return ok({
          survey: {
            ...open,
            options: [
              { optionId: 1, text: '11월 말', voteCount: 1 },
              { optionId: 2, text: '12월 초', voteCount: 3 },
            ],
            totalVotes: 4,
            myOptionId: 2,
            resultsVisible: true,
          },
        });
      return undefined;
    });
    renderApp('/community/board-detail/1');
    fireEvent.click(await screen.findByRole('button', { name: '12월 초' }));
    expect(await screen.findByText('75% · 3표')).toBeTruthy();
    expect(screen.getByRole('button', { name: /12월 초/ }).getAttribute('aria-pressed')).toBe('true');
    expect(
      sent.some((call) => call.method === 'PUT' && call.path === '/api/v1/community/survey/1/reply/2'),
    ).toBe(true);
  });
});

describe('/community/board-detail/:id for its author and on refusals', () => {
  const alertText = () => {
    const queue = (alertDialog.getSnapshot().context as { queue: { content: string }[] }).queue;
    return queue[0]?.content ?? '';
  };

  it('shows a ban (403) in the alert with the server’s message and puts the like back', async () => {
    const ban = '커뮤니티 운영정책 위반으로 2026년 12월 31일까지 서비스 이용이 제한되었습니다.';
    useCommunityApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/1/like' && method === 'PUT'
        ? { status: 403, body: { code: 20, name: 'FORBIDDEN', message: ban } }
        : undefined,
    );
    renderApp('/community/board-detail/1');
    fireEvent.click(await screen.findByRole('button', { name: '좋아요 3' }));
    await waitFor(() => expect(alertText()).toContain(ban));
    expect((await screen.findByRole('button', { name: '좋아요 3' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('reports with a reason after a confirm, and shows the server’s message for a second report', async () => {
    let reports = 0;
    const sent = useCommunityApi((url) => {
      if (url.pathname !== '/api/v1/community/accuse') return undefined;
      reports += 1;
      return reports === 1
        ? ok({ reported: true, toastItems: [{ phrase: '신고가 접수되었습니다. 검토 후 조치하겠습니다.' }] })
        : { status: 409, body: { code: 18, name: 'DUPLICATED_REQUEST', message: '이미 신고한 글입니다.' } };
    });
    renderApp('/community/board-detail/1');
    for (const round of [1, 2]) {
      fireEvent.click((await screen.findAllByRole('button', { name: '신고' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: '게시글 신고' });
      const send = within(dialog).getByRole('button', { name: '신고하기' }) as HTMLButtonElement;
      expect(send.disabled).toBe(true);
      fireEvent.click(within(dialog).getByLabelText('욕설·비방'));
      fireEvent.click(send);
      const sure = await screen.findByRole('alertdialog');
      fireEvent.click(within(sure).getByRole('button', { name: '신고하기' }));
      await waitFor(() => expect(reports).toBe(round));
      if (round === 1) {
        // One toast: the server's (every response's toastItems are shown), not a second of the screen's.
        expect(await screen.findByText('신고가 접수되었습니다. 검토 후 조치하겠습니다.')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        await settle();
        expect(toastTexts().filter((text) => text.startsWith('신고'))).toEqual([
          '신고가 접수되었습니다. 검토 후 조치하겠습니다.',
        ]);
      }
    }
    expect(sent.filter((call) => call.path === '/api/v1/community/accuse')[0]?.body).toEqual({
      targetType: 'post',
      targetId: 1,
      reason: 'ABUSE',
    });
    await waitFor(() => expect(alertText()).toContain('이미 신고한 글입니다.'));
  });

  it('lets the author edit (form link) and delete after a confirm, back to the list', async () => {
    const sent = useCommunityApi((url, method) => {
      if (url.pathname !== '/api/v1/community/dashboard/1') return undefined;
      if (method === 'DELETE') return ok({ deleted: true, toastItems: [clawback('글')] });
      return ok({ post: detail(1, { author: { ...author, isMine: true }, canEdit: true, canDelete: true }) });
    });
    const { router } = renderApp('/community/board-detail/1');
    const edit = await screen.findByRole('link', { name: '수정' });
    expect(edit.getAttribute('href')).toBe('/community/dash-board/form/1');
    expect(screen.queryByRole('button', { name: '신고' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const sure = await screen.findByRole('alertdialog');
    expect(sure.textContent).toContain('이 글을 삭제할까요?');
    fireEvent.click(within(sure).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/main/dashboard'));
    expect(sent.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/v1/community/dashboard/1', body: undefined },
    ]);
    // The server's toast (stars taken back) says it was deleted; no second toast of the screen's.
    await settle();
    expect(toastTexts()).toContain('24시간 안에 삭제한 글이라 별1개가 회수되었어요.');
    expect(toastTexts()).not.toContain('삭제했어요.');
  });

  it('shows one toast per reply action: the server’s when it sends one, else the screen’s', async () => {
    useCommunityApi((url, method) => {
      if (url.pathname === '/api/v1/community/dashboard/1/reply' && method === 'GET')
        return ok({
          replies: [
            reply(11, { canDelete: true, author: { nickname: '나', levelName: '새싹', isMine: true } }),
          ],
          nextCursor: null,
          totalCount: 1,
        });
      if (url.pathname === '/api/v1/community/dashboard/1/reply' && method === 'POST')
        return ok({
          reply: reply(20),
          toastItems: [
            { icon: 'star', startPhrase: '댓글 보상으로 별', pointPhrase: '2개', endPhrase: '를 받았어요!' },
          ],
        });
      if (url.pathname === '/api/v1/community/dashboard/1/reply/11' && method === 'DELETE')
        return ok({ deleted: true, toastItems: [clawback('댓글')] });
      return undefined;
    });
    renderApp('/community/board-detail/1');
    const field = await screen.findByRole('textbox', { name: '댓글 내용' });
    fireEvent.change(field, { target: { value: '맛있겠어요' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(toastTexts()).toContain('댓글 보상으로 별2개를 받았어요!'));
    await settle();
    expect(toastTexts()).not.toContain('댓글을 남겼어요.');

    fireEvent.click(await screen.findByRole('button', { name: '댓글 삭제' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(toastTexts()).toContain('24시간 안에 삭제한 댓글이라 별1개가 회수되었어요.'));
    await settle();
    expect(toastTexts()).not.toContain('댓글을 삭제했어요.');
  });

  it('edits an own reply in the composer and likes another', async () => {
    const sent = useCommunityApi((url, method) => {
      if (url.pathname === '/api/v1/community/dashboard/1/reply' && method === 'GET')
        return ok({
          replies: [
            reply(11, {
              canEdit: true,
              canDelete: true,
              author: { nickname: '나', levelName: '새싹', isMine: true },
            }),
            reply(12),
          ],
          nextCursor: null,
          totalCount: 2,
        });
      if (url.pathname === '/api/v1/community/dashboard/1/reply/11' && method === 'PUT')
        return ok({ reply: reply(11, { body: '고친 댓글' }) });
      if (url.pathname === '/api/v1/community/dashboard/1/reply/12/like')
        return ok({ isLiked: true, likeCount: 1 });
      return undefined;
    });
    renderApp('/community/board-detail/1');
    fireEvent.click(await screen.findByRole('button', { name: '댓글 수정' }));
    const field = screen.getByRole('textbox', { name: '댓글 내용' }) as HTMLTextAreaElement;
    expect(field.value).toBe('맛있겠어요 11');
    expect(screen.getByText('댓글 수정 중')).toBeTruthy();
    fireEvent.change(field, { target: { value: '고친 댓글' } });
    fireEvent.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT' && call.path.endsWith('/reply/11'))?.body).toEqual({
        body: '고친 댓글',
      }),
    );
    const other = screen.getByRole('article', { name: '이웃12님의 댓글' });
    fireEvent.click(within(other).getByRole('button', { name: '댓글 좋아요 0' }));
    await waitFor(() =>
      expect(sent.find((call) => call.path.endsWith('/reply/12/like'))?.body).toEqual({ isLike: true }),
    );
  });
});

describe('/community/qna/:id', () => {
  it('marks the accepted answer and offers 채택하기 to the asker', async () => {
    useCommunityApi((url, method) => {
      if (url.pathname === '/api/v1/community/qna/5' && method === 'GET')
        return ok({
          post: detail(5, {
            type: 'qna',
            title: '귤 보관법?',
            author: { ...author, isMine: true },
            qna: { isResolved: true, acceptedReplyId: 21 },
          }),
        });
      if (url.pathname === '/api/v1/community/qna/5/reply')
        return ok({ replies: [reply(21, { isAccepted: true }), reply(22)], nextCursor: null, totalCount: 2 });
      return undefined;
    });
    renderApp('/community/qna/5');
    expect(await screen.findByRole('heading', { name: '귤 보관법?' })).toBeTruthy();
    expect(await screen.findByText('채택된 답변')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '채택하기' })).toHaveLength(1);
    expect(screen.getByText('해결')).toBeTruthy();
  });
});
