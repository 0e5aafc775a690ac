import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount } from '../../../platform/format.ts';
import { LoadMore } from '../../../ui/load-more.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { uniqueItems } from '../../../ui/unique-items.ts';
import { useSearchStores } from '../api/search-stores.ts';
import styles from './store-results.module.css';

/** /search/stores: stores whose name or region matches, each opening its local store page. */
export function StoreResults({ keyword }: { keyword: string }) {
  const query = useSearchStores(keyword);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const stores = useMemo(
    () =>
      uniqueItems(
        data?.pages,
        (page) => page.stores,
        (item) => item.storeId,
      ),
    [data],
  );

  if (query.isPending) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label="상점 검색 결과 불러오는 중">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.item}>
            <div className={styles.card} aria-hidden="true">
              <Skeleton className={styles.lineLong} />
              <Skeleton className={styles.lineShort} />
              <Skeleton className={styles.lineShort} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError && stores.length === 0) {
    return (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (stores.length === 0) {
    return (
      <EmptyState title="검색된 상점이 없어요">
        <p>상점 이름이나 지역 이름(예: 제주, 경북)으로 검색해 보세요.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.total}>
        상점 <strong>{data?.pages[0]?.pageInfo.totalCount.toLocaleString('ko-KR')}</strong>곳
      </p>
      <ul className={styles.list} aria-label="상점 검색 결과">
        {stores.map((store) => (
          <li key={store.storeId} className={styles.item}>
            <Link
              to="/local/store/$localCode/$shopId"
              params={{ localCode: store.regionCode, shopId: store.storeId }}
              className={styles.card}
            >
              <span className={styles.region}>{store.regionName}</span>
              <h3 className={styles.name}>{store.name}</h3>
              <p className={styles.description}>{store.description}</p>
              <p className={styles.meta}>
                상품 {formatCount(store.productCount)}개 · 찜 {formatCount(store.likeCount)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        errorMessage={query.error?.message}
        fetchNextPage={fetchNextPage}
        label="상점 더보기"
      />
    </>
  );
}
