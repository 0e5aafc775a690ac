import { Link, useCanGoBack, useMatchRoute, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackIcon } from '../../../ui/icons.tsx';
import { recentKeywords } from '../recent-keywords.ts';
import { SearchBox } from './search-box.tsx';
import styles from './search-layout.module.css';

/** The search screens' frame: back button and search box on top, product/store tabs under results. */
export function SearchLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  const matchRoute = useMatchRoute();
  const keyword = useSearch({ strict: false, select: (search) => search.keyword }) ?? '';
  const onList = Boolean(matchRoute({ to: '/search/list' }));
  const onStores = Boolean(matchRoute({ to: '/search/stores' }));

  const onSearch = (next: string) => {
    recentKeywords.record(next);
    // The keyword already on screen: nothing to load, and no second history entry for the same page.
    if (!onList && next === keyword) return;
    // A new keyword starts with no category or price filter: the old ones may not exist for it.
    void navigate(
      onStores
        ? { to: '/search/stores', search: { keyword: next } }
        : { to: '/search', search: { keyword: next } },
    );
  };

  return (
    <>
      <header className={styles.header}>
        {/* The design shows no title; the outline still starts with the screen's name. */}
        <h1 className="visually-hidden">검색</h1>
        <button
          type="button"
          className={styles.back}
          aria-label="뒤로 가기"
          onClick={() => {
            if (canGoBack) router.history.back();
            else void router.navigate({ to: '/', replace: true });
          }}
        >
          <BackIcon />
        </button>
        <SearchBox keyword={keyword} onSearch={onSearch} autoFocus={onList} />
      </header>
      {!onList && keyword !== '' && (
        <nav className={styles.tabs} aria-label="검색 결과 종류">
          <Link
            to="/search"
            search={{ keyword }}
            className={styles.tab}
            activeOptions={{ exact: true, includeSearch: false }}
            activeProps={{ 'aria-current': 'page' }}
          >
            상품
          </Link>
          <Link
            to="/search/stores"
            search={{ keyword }}
            className={styles.tab}
            activeOptions={{ includeSearch: false }}
            activeProps={{ 'aria-current': 'page' }}
          >
            상점
          </Link>
        </nav>
      )}
      {children}
    </>
  );
}
