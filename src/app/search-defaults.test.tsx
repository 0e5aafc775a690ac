// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilterCodes } from '#contract/display.ts';
import { createFakeApi } from '../test-support/fake-api.ts';
import { createAppRouter } from './router.ts';

/**
 * A list filter's default (the contract's) is what a route's validator gives when the URL has none,
 * and it never shows in the URL: choosing a filter and then the default again lands on the URL the
 * shopper started from, while loaders and screens get the default as a value.
 */

beforeEach(() => {
  vi.stubGlobal('fetch', createFakeApi().fetch);
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type AppRouter = ReturnType<typeof createAppRouter>;

async function settle(router: AppRouter) {
  await router.load();
  await vi.waitFor(() => expect(router.state.status === 'idle' && !router.state.isLoading).toBe(true));
}

async function start(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  await settle(router);
  return router;
}

const leafSearch = (router: AppRouter) => router.state.matches.at(-1)?.search as Record<string, unknown>;

const { sortFilterList, searchSortFilterList, periodSortFilterList, discountRateFilterList } =
  defaultFilterCodes;

// Each row: a path, the filter key, the default and another valid value.
const lists = [
  { path: '/deal', key: 'sort', fallback: sortFilterList, other: 'PRICE_LOW' },
  { path: '/search', base: { keyword: '사과' }, key: 'sort', fallback: searchSortFilterList, other: 'NEW' },
  { path: '/best', key: 'period', fallback: periodSortFilterList, other: 'WEEKLY' },
  { path: '/season', key: 'sort', fallback: searchSortFilterList, other: 'NEW' },
  { path: '/category/season/delicacy', key: 'sort', fallback: searchSortFilterList, other: 'NEW' },
  { path: '/category/detail/C0101', key: 'sort', fallback: searchSortFilterList, other: 'PRICE_LOW' },
  {
    path: '/category/detail/C0101',
    key: 'discountRate',
    fallback: discountRateFilterList,
    other: 'OVER_30',
  },
  { path: '/period/421', key: 'sort', fallback: searchSortFilterList, other: 'PRICE_HIGH' },
  { path: '/local/store/01/7', key: 'sort', fallback: searchSortFilterList, other: 'NEW' },
] as const;

describe('list filters: the default is a value for the screen, never part of the URL', () => {
  it.each(lists)('$path ?$key=: absent or unknown is $fallback', async ({ path, key, fallback, ...row }) => {
    const base = 'base' in row ? row.base : {};
    const query = new URLSearchParams(base).toString();
    const router = await start(query ? `${path}?${query}` : path);
    expect(leafSearch(router)[key]).toBe(fallback);
    expect(router.state.location.searchStr).toBe(query ? `?${query}` : '');

    const bad = await start(`${path}?${new URLSearchParams({ ...base, [key]: 'NOT_A_CODE' })}`);
    expect(leafSearch(bad)[key]).toBe(fallback);
  });

  it.each(lists)(
    '$path: choosing $other then $fallback again gives back the URL without ?$key=',
    async ({ path, key, fallback, other, ...row }) => {
      const base = 'base' in row ? row.base : {};
      const query = new URLSearchParams(base).toString();
      const router = await start(query ? `${path}?${query}` : path);
      const choose = async (value: string) => {
        await router.navigate({
          to: '.',
          search: (previous: Record<string, unknown>) => ({ ...previous, [key]: value }),
          replace: true,
        } as never);
        await settle(router);
      };
      await choose(other);
      expect(router.state.location.search).toMatchObject({ [key]: other });
      expect(leafSearch(router)[key]).toBe(other);

      await choose(fallback);
      expect(router.state.location.search).not.toHaveProperty(key);
      expect(router.state.location.searchStr).toBe(query ? `?${query}` : '');
      expect(leafSearch(router)[key]).toBe(fallback);
    },
  );

  it('a link that names the default still opens the list with it (older shared links keep working)', async () => {
    const router = await start(`/best?period=${periodSortFilterList}`);
    expect(router.state.location.pathname).toBe('/best');
    expect(leafSearch(router).period).toBe(periodSortFilterList);
  });
});
