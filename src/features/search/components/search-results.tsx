import { Link } from '@tanstack/react-router';
import { josa } from 'es-hangul';
import { type ReactNode, useMemo } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { useWebProfile } from '../../../api/web-profile.ts';
import { InfiniteList, PlaceholderItems } from '../../../ui/infinite-list.tsx';
import { EmptyState, Skeleton } from '../../../ui/placeholders.tsx';
import { ProductCard, ProductCardSkeleton } from '../../../ui/product-card.tsx';
import { uniqueItems } from '../../../ui/unique-items.ts';
import { useCategoryPath } from '../api/get-category-path.ts';
import { useRecommendKeywords } from '../api/get-recommend-keywords.ts';
import { useSearchRecommendation } from '../api/get-search-recommendation.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { FilterBar, type FilterValues } from './filter-bar.tsx';
import { KeywordChips } from './keyword-chips.tsx';
import styles from './search-results.module.css';

interface SearchResultsProps {
  keyword: string;
  /** The keyword exactly as typed (`literal=1`): the server corrects nothing. */
  literal?: boolean;
  /** The route's validated filters (`sort` is the default when the URL has none). */
  filters: FilterValues;
  onFiltersChange: (next: Partial<FilterValues>) => void;
  onKeyword: (keyword: string) => void;
  /** e.g. a like button per product, as in every other product list (the card records the product as recently viewed itself). */
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

export function SearchResults({
  keyword,
  literal,
  filters,
  onFiltersChange,
  onKeyword,
  renderProductAction,
}: SearchResultsProps) {
  const profile = useWebProfile();
  const sortList = profile.data?.filterInfo.searchSortFilterList;
  const query = useSearchProducts({
    keyword,
    categoryCode: filters.categoryCode,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sort: filters.sort,
    literal: literal ? '1' : undefined,
  });
  const { data } = query;
  const first = data?.pages[0];
  const categoryPath = useCategoryPath(filters.categoryCode);

  const products = useMemo(
    () =>
      uniqueItems(
        data?.pages,
        (page) => page.products,
        (item) => item.productNo,
      ),
    [data],
  );

  const filtered =
    filters.categoryCode !== undefined || filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const empty = query.isSuccess && products.length === 0;

  return (
    <InfiniteList
      query={query}
      items={products}
      skeleton={
        <section aria-busy="true" aria-label="검색 결과 불러오는 중">
          <div className={styles.filterSkeleton}>
            <Skeleton className={styles.chipSkeleton} />
            <Skeleton className={styles.chipSkeleton} />
            <Skeleton className={styles.chipSkeleton} />
          </div>
          <ul className={styles.grid}>
            <PlaceholderItems count={6}>
              <ProductCardSkeleton />
            </PlaceholderItems>
          </ul>
        </section>
      }
      moreLabel="상품 더보기"
    >
      {first?.correctedKeyword && (
        // As Korean portals say it: "‘토마토’ 검색 결과입니다 · ‘토마톼’로 검색", the second part a
        // link to the keyword exactly as typed; 으로 after a final consonant other than ㄹ (es-hangul).
        <p className={styles.correction} role="status">
          <span>
            <strong>‘{first.correctedKeyword}’</strong> 검색 결과입니다
          </span>
          <span aria-hidden="true">·</span>
          <Link to="/search" search={{ keyword, literal: 1 }} className={styles.literalLink}>
            ‘{keyword}’{josa.pick(keyword, '으로/로')} 검색
          </Link>
        </p>
      )}
      {first && (!empty || filtered) && (
        <FilterBar
          values={filters}
          categories={first.filters.categories}
          categoryPath={categoryPath.data}
          priceCeiling={first.filters.maxPrice}
          totalCount={first.pageInfo.totalCount}
          sortList={sortList}
          onChange={onFiltersChange}
        />
      )}
      {empty ? (
        <NoResults
          keyword={keyword}
          suggested={filtered ? null : (first?.suggestedKeyword ?? null)}
          filtered={filtered}
          onKeyword={onKeyword}
          renderProductAction={renderProductAction}
          onClearFilters={() =>
            onFiltersChange({ categoryCode: undefined, minPrice: undefined, maxPrice: undefined })
          }
        />
      ) : (
        <>
          <h2 className="visually-hidden">상품 검색 결과</h2>
          <ul className={styles.grid} aria-label="검색 결과">
            {products.map((product, index) => (
              <li key={product.productNo}>
                <ProductCard product={product} priority={index < 2} action={renderProductAction?.(product)} />
              </li>
            ))}
            {query.isFetchingNextPage && (
              <PlaceholderItems count={2}>
                <ProductCardSkeleton />
              </PlaceholderItems>
            )}
          </ul>
        </>
      )}
    </InfiniteList>
  );
}

interface NoResultsProps {
  keyword: string;
  /** A near food word the server offers instead of replacing the one typed (부추 -> 배추). */
  suggested: string | null;
  filtered: boolean;
  onKeyword: (keyword: string) => void;
  onClearFilters: () => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** Nothing found: say so, and offer other keywords and products instead of an empty page. */
function NoResults({
  keyword,
  suggested,
  filtered,
  onKeyword,
  onClearFilters,
  renderProductAction,
}: NoResultsProps) {
  const keywords = useRecommendKeywords();
  const recommendation = useSearchRecommendation(keyword, true);
  return (
    <div className={styles.noResults}>
      <EmptyState title="검색 결과가 없어요">
        {filtered ? (
          <>
            <p>선택한 조건에 맞는 상품이 없어요. 조건을 바꿔 보세요.</p>
            <button type="button" className={styles.clearFilters} onClick={onClearFilters}>
              조건 초기화
            </button>
          </>
        ) : suggested ? (
          <p>
            혹시{' '}
            <Link to="/search" search={{ keyword: suggested }} className={styles.suggestedLink}>
              ‘{suggested}’
            </Link>
            {josa.pick(suggested, '을/를')} 찾으세요?
          </p>
        ) : (
          <p>단어의 철자가 정확한지, 더 짧거나 일반적인 단어로 검색해 보세요.</p>
        )}
      </EmptyState>
      {keywords.data && keywords.data.keywords.length > 0 && (
        <section className={styles.section} aria-labelledby="no-results-keywords">
          <h2 id="no-results-keywords" className={styles.sectionTitle}>
            이런 검색어는 어떠세요?
          </h2>
          <KeywordChips keywords={keywords.data.keywords.map((item) => item.keyword)} onPick={onKeyword} />
        </section>
      )}
      {recommendation.data && recommendation.data.products.length > 0 && (
        <section className={styles.section} aria-labelledby="no-results-products">
          <h2 id="no-results-products" className={styles.sectionTitle}>
            {recommendation.data.title}
          </h2>
          <ul className={styles.grid}>
            {recommendation.data.products.map((product) => (
              <li key={product.productNo}>
                <ProductCard product={product} action={renderProductAction?.(product)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
