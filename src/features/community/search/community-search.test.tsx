// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostSummary } from '#contract/community.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

/**
 * The community search (recent keywords kept apart from the product search's, results by kind over
 * GET /community/search) and my activity (my posts, clippings, likes), against a fake API.
 */
beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

function summary(id: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    postId: id,
    type: 'dashboard',
    title: null,
    excerpt: `김치찌개 끓였어요 ${id}`,
    thumbnail: null,
    photoCount: 0,
    author: { nickname: '제철러버', levelName: '떡잎', isMine: false },
    likeCount: 1,
    clipCount: 0,
    replyCount: 0,
    viewCount: 9,
    isLiked: false,
    isClipped: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    boardDate: '2026-11-24',
    qna: null,
    survey: null,
    ...overrides,
  };
}

function useApi(route: (url: URL) => Answer | Promise<Answer> | undefined) {
  const sent: URL[] = [];
  const api = createFakeApi();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    if (url.pathname.startsWith('/api/v1/community')) sent.push(url);
    const answer =
      (await route(url)) ??
      (url.pathname.startsWith('/api/v1/community') ? ok({ posts: [], nextCursor: null }) : undefined);
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    return api.fetch(input, init);
  });
  return sent;
}

const searchAnswer = (url: URL) => {
  if (url.pathname !== '/api/v1/community/search') return undefined;
  const keyword = url.searchParams.get('keyword') ?? '';
  const type = url.searchParams.get('type');
  if (type === 'qna') return ok({ keyword, totalCount: 0, posts: [], nextCursor: null });
  return ok({ keyword, totalCount: 2, posts: [summary(1), summary(2)], nextCursor: null });
};

describe('/community/search', () => {
  it('opens the recent keywords on the bare path, and says when there are none', async () => {
    useApi(() => undefined);
    const { router } = renderApp('/community/search');
    expect(await screen.findByText('최근 검색어가 없어요.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/community/search/recent');
  });

  it('searches, keeps the keyword apart from the product search’s, and shows the results by kind', async () => {
    window.localStorage.setItem('recentKeywords', JSON.stringify(['사과']));
    const sent = useApi(searchAnswer);
    const { router } = renderApp('/community/search/recent');
    const box = await screen.findByRole('searchbox', { name: '커뮤니티 검색어' }, { timeout: 5_000 });
    fireEvent.change(box, { target: { value: 'ㄱㅊㅉㄱ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/search/dashboard'));
    expect(router.state.location.search).toEqual({ keyword: 'ㄱㅊㅉㄱ' });
    const list = await screen.findByRole('list', { name: '오늘의 식탁 검색 결과' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('‘ㄱㅊㅉㄱ’ 검색 결과 2건')).toBeTruthy();
    const call = sent.find((url) => url.pathname === '/api/v1/community/search');
    expect(call?.searchParams.get('keyword')).toBe('ㄱㅊㅉㄱ');
    expect(call?.searchParams.get('type')).toBe('dashboard');
    expect(JSON.parse(window.localStorage.getItem('communityRecentKeywords') ?? '[]')).toEqual(['ㄱㅊㅉㄱ']);
    expect(JSON.parse(window.localStorage.getItem('recentKeywords') ?? '[]')).toEqual(['사과']);

    fireEvent.click(screen.getByRole('link', { name: '묻고 답하기' }));
    expect(await screen.findByText('‘ㄱㅊㅉㄱ’에 맞는 묻고 답하기 글이 없어요')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/community/search/qna');
  });

  it('never searches while a Hangul syllable is being composed', async () => {
    const sent = useApi(searchAnswer);
    const { router } = renderApp('/community/search/recent');
    const box = await screen.findByRole('searchbox', { name: '커뮤니티 검색어' }, { timeout: 5_000 });
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: '김' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/community/search/recent');
    fireEvent.compositionEnd(box);
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/search/dashboard'));
    await waitFor(() =>
      expect(sent.filter((url) => url.pathname === '/api/v1/community/search')).toHaveLength(1),
    );
  });

  it('keeps ten recent keywords, newest first, and deletes one or all', async () => {
    const keywords = Array.from({ length: 10 }, (_, index) => `검색어${index + 1}`);
    window.localStorage.setItem('communityRecentKeywords', JSON.stringify(keywords));
    useApi(searchAnswer);
    const { router } = renderApp('/community/search/recent');
    const list = await screen.findByRole('list', { name: '최근 검색어 목록' }, { timeout: 5_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(list).getByRole('button', { name: '검색어3 삭제' }));
    expect(within(list).queryByText('검색어3')).toBeNull();
    const box = screen.getByRole('searchbox', { name: '커뮤니티 검색어' });
    fireEvent.change(box, { target: { value: '새 검색어' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/search/dashboard'));
    const stored = JSON.parse(window.localStorage.getItem('communityRecentKeywords') ?? '[]') as string[];
    expect(stored).toHaveLength(10);
    expect(stored[0]).toBe('새 검색어');
    expect(stored).not.toContain('검색어3');
    await router.navigate({ to: '/community/search/recent' });
    fireEvent.click(await screen.findByRole('button', { name: '전체 삭제' }));
    expect(await screen.findByText('최근 검색어가 없어요.')).toBeTruthy();
    expect(window.localStorage.getItem('communityRecentKeywords')).toBeNull();
  });

  it('shows the server’s error with a retry', async () => {
    let fail = true;
    useApi((url) =>
      url.pathname === '/api/v1/community/search' && fail
        ? {
            status: 503,
            body: {
              code: 52,
              name: 'SEARCH_ENGINE_ERROR',
              message: '검색 서비스에 일시적인 문제가 발생했습니다.',
            },
          }
        : searchAnswer(url),
    );
    renderApp('/community/search/survey?keyword=%EA%B7%A4');
    const retry = await screen.findByRole('button', { name: '다시 시도' }, { timeout: 5_000 });
    expect(screen.getByText('검색 서비스에 일시적인 문제가 발생했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: '투표 검색 결과' })).toBeTruthy();
  });

  it('sends a results path without a keyword to the recent keywords', async () => {
    useApi(() => undefined);
    const { router } = renderApp('/community/search/qna');
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/search/recent'), {
      timeout: 5_000,
    });
  });
});

describe('/community/my-page', () => {
  it('opens my posts on the bare path, with the kinds marked', async () => {
    const sent = useApi((url) =>
      url.pathname === '/api/v1/community/my-page/post'
        ? ok({
            posts: [summary(3, { author: { nickname: '나', levelName: '새싹', isMine: true } })],
            nextCursor: null,
          })
        : undefined,
    );
    const { router } = renderApp('/community/my-page');
    const list = await screen.findByRole('list', { name: '내가 쓴 글 목록' }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/community/my-page/post');
    expect(within(list).getByText('오늘의 식탁')).toBeTruthy();
    expect(screen.getByRole('link', { name: '내가 쓴 글' }).getAttribute('aria-current')).toBe('page');
    expect(sent.some((url) => url.pathname === '/api/v1/community/my-page/post')).toBe(true);
  });

  it('says so in Korean when nothing was clipped or liked, with a way to the community', async () => {
    useApi(() => undefined);
    const { router } = renderApp('/community/my-page/clipping');
    expect(await screen.findByText('스크랩한 글이 없어요', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '커뮤니티 둘러보기' }).getAttribute('href')).toBe(
      '/community/main/popular-post',
    );
    fireEvent.click(screen.getByRole('link', { name: '좋아요' }));
    expect(await screen.findByText('좋아요한 글이 없어요')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/community/my-page/like');
  });

  it('offers the form from an empty list of my posts, and loads more pages', async () => {
    useApi((url) => {
      if (url.pathname !== '/api/v1/community/my-page/like') return undefined;
      return url.searchParams.get('cursor') === 'next'
        ? ok({ posts: [summary(21)], nextCursor: null })
        : ok({ posts: [summary(20)], nextCursor: 'next' });
    });
    renderApp('/community/my-page/post');
    expect(
      (await screen.findByRole('link', { name: '글쓰기' }, { timeout: 5_000 })).getAttribute('href'),
    ).toBe('/community/dash-board/form');
    cleanup();
    renderApp('/community/my-page/like');
    expect(await screen.findByText('김치찌개 끓였어요 20', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '글 더보기' }));
    expect(await screen.findByText('김치찌개 끓였어요 21')).toBeTruthy();
  });
});
