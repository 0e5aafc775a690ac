// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFlags } from '../platform/route-flags.ts';
import { createFakeApi } from '../test-support/fake-api.ts';
import { createAppRouter } from './router.ts';

/**
 * Spec section 2, one row per route (with a concrete URL for parameterised ones). `to` is where the
 * router must end up (default: the same path); the flags are those of the whole match chain.
 */
interface Row {
  path: string;
  to?: string;
  auth?: true;
  /** noBottomNavi and noTopScroll together: the spec only ever sets both. */
  bare?: true;
}

const spec: Row[] = [
  { path: '/404', bare: true },
  // Outside an inspection the maintenance guard sends /maintenance home; its flags still hold.
  { path: '/maintenance', to: '/', bare: true },
  { path: '/link/abc123' },
  // Only a member who just signed up stays (session storage justSignedUp); anyone else goes home.
  { path: '/welcome', to: '/' },
  { path: '/sign-up', auth: true },
  { path: '/' },
  // The whole deal list, which the home's 오늘의 특가 shelf opens (전체 보기).
  { path: '/deal' },
  { path: '/deal/12' },
  { path: '/admin-deal/12' },
  // The running planned exhibitions, which the home's 기획전 shelf opens (전체 보기).
  { path: '/period' },
  { path: '/period/421' },
  { path: '/admin-period/421' },
  { path: '/event/54' },
  { path: '/admin-event/54' },
  { path: '/season' },
  { path: '/local-main' },
  { path: '/local/11' },
  { path: '/local/store/11/305' },
  { path: '/best' },
  // Results need a keyword (without one the search main opens instead).
  { path: '/search?keyword=사과' },
  { path: '/search', to: '/search/list' },
  { path: '/search/list' },
  { path: '/search/stores?keyword=사과' },
  { path: '/alarm', auth: true },
  { path: '/category' },
  // Without a category code there is nothing to list: the category main opens instead.
  { path: '/category/detail', to: '/category' },
  { path: '/category/detail/C01' },
  { path: '/category/detail/C01/C0101' },
  { path: '/category/season/occasion' },
  { path: '/category/season/recommendation' },
  { path: '/category/season/recommendation/7' },
  { path: '/category/season/delicacy' },
  { path: '/category/shopping-live' },
  { path: '/my-page', to: '/my-page/main', auth: true },
  { path: '/my-page/main', auth: true },
  { path: '/my-page/my-info', to: '/my-page/my-info/main', auth: true },
  { path: '/my-page/my-info/main', auth: true },
  { path: '/my-page/my-info/update/nickname', auth: true },
  { path: '/my-page/my-info/update/phone', auth: true },
  { path: '/my-page/my-info/update/etc', auth: true },
  { path: '/my-page/my-level', auth: true },
  { path: '/my-page/point', auth: true },
  { path: '/my-page/point-exchange', auth: true },
  { path: '/my-page/point-guide', auth: true },
  { path: '/my-page/frequently-purchased', auth: true },
  { path: '/my-page/likes', auth: true },
  { path: '/my-page/alerts', auth: true },
  { path: '/my-page/settings', auth: true },
  { path: '/community', to: '/community/main/popular-post' },
  { path: '/community/main' },
  { path: '/community/main/popular-post' },
  { path: '/community/main/dashboard' },
  { path: '/community/main/qna' },
  { path: '/community/main/survey' },
  { path: '/community/daily-board/2025-09-26' },
  { path: '/community/board-detail/7' },
  { path: '/community/qna/7' },
  { path: '/community/dash-board/form', auth: true },
  { path: '/community/dash-board/form/7', auth: true },
  { path: '/community/qna/form', auth: true },
  { path: '/community/qna/form/7', auth: true },
  { path: '/community/my-page', to: '/community/my-page/post', auth: true },
  { path: '/community/my-page/post', auth: true },
  { path: '/community/my-page/clipping', auth: true },
  { path: '/community/my-page/like', auth: true },
  { path: '/community/search', to: '/community/search/recent' },
  { path: '/community/search/recent' },
  { path: '/community/search/dashboard?keyword=%EA%B7%A4' },
  { path: '/community/search/survey?keyword=%EA%B7%A4' },
  { path: '/community/search/qna?keyword=%EA%B7%A4' },
  // Results need a keyword: without one, the recent keywords.
  { path: '/community/search/qna', to: '/community/search/recent' },
  { path: '/login-action' },
  { path: '/login-landing' },
  { path: '/login-landing-apple' },
  { path: '/login' },
  { path: '/find-account' },
  { path: '/app-settings' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/notice' },
  { path: '/notice/3' },
  { path: '/admin-notice/3' },
  { path: '/marketing-info' },
  { path: '/withdrawInfo', auth: true },
  { path: '/withdraw', auth: true },
  { path: '/game', auth: true },
  { path: '/appdown' },
];

/** Spec section 5: these ids are digits only; anything else is replaced by /404. */
const nonDigitIds = [
  '/deal/abc',
  '/deal/12a',
  '/deal/-1',
  '/deal/1.5',
  '/admin-deal/x',
  '/period/x',
  '/admin-period/x',
  '/event/x',
  '/admin-event/x',
  '/community/board-detail/x',
  '/community/qna/x',
  '/community/qna/form/x',
  '/community/dash-board/form/x',
  '/notice/x',
  '/admin-notice/x',
];

const unmatched = [
  '/nope',
  '/deal/12/extra',
  '/community/unknown',
  '/my-page/unknown',
  '/category/season',
  '/DEAL/x/y',
];

let api: ReturnType<typeof createFakeApi>;

beforeEach(() => {
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type AppRouter = ReturnType<typeof createAppRouter>;

/** A redirect starts a second load; wait until the router has settled on its final location. */
async function settle(router: AppRouter) {
  await router.load();
  await vi.waitFor(() => expect(router.state.status === 'idle' && !router.state.isLoading).toBe(true));
}

/** Opens `path` the way a shopper does: the app starts at home, then the path is pushed (a tapped link). */
async function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const router = createAppRouter({ queryClient, history });
  await settle(router);
  if (path !== '/') {
    history.push(path);
    await settle(router);
  }
  const matches = router.state.matches;
  // The route chain the URL names, before any redirect: its flags are the ones the spec gives the path.
  const [named] = router.getMatchedRoutes(path.split('?')[0] ?? path);
  return {
    router,
    history,
    pathname: router.state.location.pathname,
    /** The search as the leaf route validated it. */
    search: matches.at(-1)?.search as Record<string, unknown>,
    leaf: matches.at(-1)?.routeId,
    flags: routeFlags(named.map((route) => ({ staticData: route.options.staticData }))),
    /** The title of the screen finally shown. */
    title: routeFlags(matches).title,
  };
}

describe('route table (spec section 2)', () => {
  it.each(spec)('$path resolves with its flags', async ({ path, to, auth, bare }) => {
    const result = await open(path);
    expect(result.pathname).toBe(to ?? path.split('?')[0]);
    expect(result.leaf).not.toBe('/$');
    if (path !== '/404') expect(result.leaf).not.toBe('/404');
    expect(result.flags).toMatchObject({
      requireAuth: auth === true,
      noBottomNavi: bare === true,
      noTopScroll: bare === true,
    });
    expect(result.title, 'every screen has a Korean title').toMatch(/[가-힣]/);
  });

  it('covers every route the router knows (a new route needs a row above)', async () => {
    const { router } = await open('/');
    const reached = new Set<string>();
    for (const row of spec) {
      // Before redirects: the alias routes count as reached too.
      const [matchedRoutes] = router.getMatchedRoutes(row.path.split('?')[0] ?? row.path);
      for (const route of matchedRoutes) reached.add(route.id);
    }
    const known = Object.keys(router.routesById).filter((id) => id !== '__root__' && id !== '/$');
    expect(known.filter((id) => !reached.has(id))).toEqual([]);
  });

  it.each(nonDigitIds)('%s is replaced by /404', async (path) => {
    const result = await open(path);
    expect(result.pathname).toBe('/404');
    // Home, then /404 in place of the bad entry: Back goes home instead of bouncing to /404 again.
    expect(result.history.length, 'the bad entry is not kept behind /404').toBe(2);
  });

  it('parses a digit id to a number', async () => {
    const result = await open('/deal/0012');
    expect(result.pathname).toBe('/deal/0012');
    expect(result.router.state.matches.at(-1)?.params).toMatchObject({ id: 12 });
  });

  it.each(unmatched)('unmatched %s is replaced by /404', async (path) => {
    const result = await open(path);
    expect(result.pathname).toBe('/404');
    expect(result.leaf).toBe('/404');
    expect(result.history.length, 'the bad entry is not kept behind /404').toBe(2);
  });

  it('the deal list keeps its sort in the query', async () => {
    const result = await open('/deal?sort=DISCOUNT');
    expect(result.pathname).toBe('/deal');
    expect(result.search).toEqual({ sort: 'DISCOUNT' });
  });

  it('a home link with a sort (from before the shelves) opens the deal list in that order', async () => {
    const result = await open('/?sort=DISCOUNT');
    expect(result.pathname).toBe('/deal');
    expect(result.search).toEqual({ sort: 'DISCOUNT' });
  });

  it('a bad sort on the deal list reads as the default', async () => {
    const result = await open('/deal?sort=CHEAPEST');
    expect(result.pathname).toBe('/deal');
    expect(result.search.sort).toBe('RECOMMEND');
  });
});
