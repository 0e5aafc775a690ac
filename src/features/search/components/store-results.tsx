import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount } from '../../../platform/format.ts';
import { InfiniteList, PlaceholderItems } from '../../../ui/infinite-list.tsx';
import { EmptyState, Skeleton } from '../../../ui/placeholders.tsx';
import { uniqueItems } from '../../../ui/unique-items.ts';
import { useSearchStores } from '../api/search-stores.ts';
import styles from './store-results.module.css';

/** /search/stores: stores whose name or region matches, each opening its local store page. */
export function StoreResults({ keyword }: { keyword: string }) {
  const query = useSearchStores(keyword);
  const { data } = query;
  const stores = useMemo(
    () =>
      uniqueItems(
        data?.pages,
        (page) => page.stores,
        (item) => item.storeId,
      ),
    [data],
  );

  return (
    <InfiniteList
      query={query}
      items={stores}
      skeleton={
        <ul className={styles.list} aria-busy="true" aria-label="상점 검색 결과 불러오는 중">
          <PlaceholderItems count={6} className={styles.item}>
            <div className={styles.card} aria-hidden="true">
              <Skeleton className={styles.lineLong} />
              <Skeleton className={styles.lineShort} />
              <Skeleton className={styles.lineShort} />
            </div>
          </PlaceholderItems>
        </ul>
      }
      empty={
        <EmptyState title="검색된 상점이 없어요">
          <p>상점 이름이나 지역 이름(예: 제주, 경북)으로 검색해 보세요.</p>
        </EmptyState>
      }
      moreLabel="상점 더보기"
    >
      <p className={styles.total}>
        상점 <strong>{data?.pages[0]?.pageInfo.totalCount.toLocaleString('ko-KR')}</strong>곳
      </p>
      <h2 className="visually-hidden">상점 검색 결과</h2>
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
    </InfiniteList>
  );
}
