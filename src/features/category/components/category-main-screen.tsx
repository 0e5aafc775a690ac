import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../../ui/app-header.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { useCategoryTree } from '../api/get-category-tree.ts';
import styles from './category-main-screen.module.css';

interface CategoryMainScreenProps {
  /** The depth-1 category shown on the right (from the URL, so back returns to it). */
  tab: string | undefined;
  onTabChange: (code: string) => void;
}

/** /category: depth-1 tabs on the left, their depth-2 and depth-3 categories on the right. */
export function CategoryMainScreen({ tab, onTabChange }: CategoryMainScreenProps) {
  const tree = useCategoryTree();
  const roots = tree.data?.categories ?? [];
  const current = roots.find((root) => root.code === tab) ?? roots[0];

  return (
    <>
      <AppHeader home />
      <Shortcuts />
      {tree.isPending ? (
        <div className={styles.layout} role="status" aria-busy="true" aria-label="카테고리 불러오는 중">
          <div className={styles.tabs}>
            {Array.from({ length: 10 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className={styles.tabSkeleton} />
            ))}
          </div>
          <div className={styles.panel}>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className={styles.rowSkeleton} />
            ))}
          </div>
        </div>
      ) : tree.isError ? (
        <ErrorState
          message={tree.error.message}
          onRetry={() => void tree.refetch()}
          retrying={tree.isFetching}
        />
      ) : !current ? (
        <EmptyState title="등록된 카테고리가 없어요" />
      ) : (
        <div className={styles.layout}>
          <div className={styles.tabs} role="tablist" aria-label="대분류" aria-orientation="vertical">
            {roots.map((root) => (
              <button
                key={root.code}
                type="button"
                role="tab"
                id={`category-tab-${root.code}`}
                aria-selected={root.code === current.code}
                aria-controls="category-panel"
                className={styles.tab}
                onClick={() => onTabChange(root.code)}
              >
                {root.name}
              </button>
            ))}
          </div>
          <div
            className={styles.panel}
            role="tabpanel"
            id="category-panel"
            aria-labelledby={`category-tab-${current.code}`}
          >
            {current.children.length === 0 ? (
              <EmptyState title="하위 카테고리가 없어요" />
            ) : (
              current.children.map((second) => (
                <section key={second.code} className={styles.group} aria-label={second.name}>
                  <Link
                    to="/category/detail/{-$secondCode}/{-$thirdCode}"
                    params={{ secondCode: second.code, thirdCode: undefined }}
                    className={styles.groupTitle}
                  >
                    {second.name}
                    <span className={styles.all}>전체보기</span>
                  </Link>
                  {second.children.length > 0 && (
                    <ul className={styles.leaves}>
                      {second.children.map((third) => (
                        <li key={third.code}>
                          <Link
                            to="/category/detail/{-$secondCode}/{-$thirdCode}"
                            params={{ secondCode: second.code, thirdCode: third.code }}
                            className={styles.leaf}
                          >
                            {third.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))
            )}
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The header has no search and the bottom bar no 제철, 베스트 or 지역 screen: this is where a shopper
 * finds them, so it shows whatever state the category tree is in.
 */
function Shortcuts() {
  return (
    <div className={styles.shortcuts}>
      <Link to="/search/list" className={styles.search}>
        <svg
          width={20}
          height={20}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <span className={styles.searchHint}>상품, 지역, 초성으로 검색</span>
      </Link>
      <nav aria-label="바로가기">
        <ul className={styles.quickLinks}>
          <li>
            <Link to="/season" className={styles.quickLink}>
              제철
            </Link>
          </li>
          <li>
            <Link to="/best" className={styles.quickLink}>
              베스트
            </Link>
          </li>
          <li>
            <Link to="/local-main" className={styles.quickLink}>
              지역 특산
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
