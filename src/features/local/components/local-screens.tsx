import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductSummary, SearchSortCode } from '#contract/display.ts';
import { isNoData } from '../../../api/error-codes.ts';
import { formatCount } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { NotFoundState, notFoundActionClass } from '../../../ui/not-found-state.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { ProductSortChips } from '../../../ui/product-grid-filters.tsx';
import { useLocalRegions } from '../api/get-local-regions.ts';
import { useLocalStore } from '../api/get-local-store.ts';
import { useLocalStores } from '../api/get-local-stores.ts';
import styles from './local-screens.module.css';

/** /local-main: the 17 시/도 with their store and product counts. */
export function LocalMainScreen() {
  const regions = useLocalRegions();
  return (
    <>
      <AppHeader home />
      <section className={styles.section} aria-labelledby="local-main-title">
        <h2 id="local-main-title" className={styles.heading}>
          지역을 골라 산지의 상점을 만나보세요
        </h2>
        {regions.isPending ? (
          <ul className={styles.regions} aria-busy="true" aria-label="지역 불러오는 중">
            {Array.from({ length: 12 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Skeleton className={styles.regionSkeleton} />
              </li>
            ))}
          </ul>
        ) : regions.isError ? (
          <ErrorState
            message={regions.error.message}
            onRetry={() => void regions.refetch()}
            retrying={regions.isFetching}
          />
        ) : regions.data.regions.length === 0 ? (
          <EmptyState title="아직 등록된 지역이 없어요" />
        ) : (
          <ul className={styles.regions} aria-label="지역 목록">
            {regions.data.regions.map((region) => (
              <li key={region.localCode}>
                <Link to="/local/$code" params={{ code: region.localCode }} className={styles.region}>
                  <span className={styles.regionName}>{region.name}</span>
                  <span className={styles.regionMeta}>
                    상점 {formatCount(region.storeCount)} · 상품 {formatCount(region.productCount)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /local/:code: the stores of one region, most liked first. */
export function LocalStoresScreen({ localCode }: { localCode: string }) {
  const query = useLocalStores(localCode);
  const region = query.data?.pages[0]?.region;
  const stores = query.data?.pages.flatMap((page) => page.stores) ?? [];
  return (
    <>
      <AppHeader title={region?.name} home />
      <section className={styles.section} aria-label={region ? `${region.name} 상점` : '지역 상점'}>
        {query.isPending ? (
          <ul className={styles.stores} aria-busy="true" aria-label="상점 불러오는 중">
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Skeleton className={styles.storeSkeleton} />
              </li>
            ))}
          </ul>
        ) : query.isError && isNoData(query.error) ? (
          <NotFoundState title="지역을 찾을 수 없어요">
            <Link to="/local-main" className={notFoundActionClass}>
              다른 지역 보기
            </Link>
          </NotFoundState>
        ) : query.isError && stores.length === 0 ? (
          <ErrorState
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : stores.length === 0 ? (
          <EmptyState title="이 지역에는 아직 상점이 없어요">
            <Link to="/local-main">다른 지역 보기</Link>
          </EmptyState>
        ) : (
          <>
            <p className={styles.caption}>상점 {formatCount(region?.storeCount ?? stores.length)}곳</p>
            <ul className={styles.stores} aria-label="상점 목록">
              {stores.map((store) => (
                <li key={store.shopId}>
                  <Link
                    to="/local/store/$localCode/$shopId"
                    params={{ localCode: store.localCode, shopId: store.shopId }}
                    className={styles.store}
                  >
                    <LazyImage src={store.imageUrl} alt="" className={styles.storeImage} />
                    <span className={styles.storeBody}>
                      <span className={styles.storeName}>{store.name}</span>
                      <span className={styles.storeDescription}>{store.description}</span>
                      <span className={styles.storeMeta}>
                        찜 {formatCount(store.likeCount)} · 상품 {formatCount(store.productCount)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <button
                type="button"
                className={styles.more}
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? '불러오는 중…' : '상점 더보기'}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}

interface LocalStoreScreenProps {
  localCode: string;
  shopId: number;
  /** The route's validated sort (the default when the URL has none). */
  sort: SearchSortCode;
  onSortChange: (sort: SearchSortCode) => void;
  renderShopAction?: (shopId: number, likeCount: number) => ReactNode;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** /local/store/:localCode/:shopId: a store, its products and the shop like. */
export function LocalStoreScreen({
  localCode,
  shopId,
  sort,
  onSortChange,
  renderShopAction,
  renderProductAction,
}: LocalStoreScreenProps) {
  const query = useLocalStore(localCode, shopId, sort);
  const first = query.data?.pages[0];
  const products = uniqueProducts(query.data?.pages, (page) => page.products);
  if (query.isError && isNoData(query.error)) {
    return (
      <>
        <AppHeader title="상점" home />
        <NotFoundState title="상점을 찾을 수 없어요">
          <Link to="/local-main" className={notFoundActionClass}>
            다른 상점 보기
          </Link>
        </NotFoundState>
      </>
    );
  }
  return (
    <>
      <AppHeader title={first?.store.name ?? '상점'} home share />
      {first ? (
        <section className={styles.storeHead} aria-labelledby="store-title">
          <p className={styles.storeRegion}>{first.region.name}</p>
          <h2 id="store-title" className={styles.storeTitle}>
            {first.store.name}
          </h2>
          <p className={styles.storeDescription}>{first.store.description}</p>
          <div className={styles.storeActions}>
            <span className={styles.storeMeta}>상품 {formatCount(first.store.productCount)}</span>
            {renderShopAction?.(first.store.shopId, first.store.likeCount)}
          </div>
        </section>
      ) : (
        query.isPending && (
          <div className={styles.storeHead} aria-hidden="true">
            <Skeleton className={styles.headSkeleton} />
          </div>
        )
      )}
      <ProductSortChips selected={sort} onSelect={onSortChange} />
      <ProductGrid
        products={products}
        state={query}
        label="상점 상품"
        emptyTitle="이 상점에 등록된 상품이 없어요"
        renderAction={renderProductAction}
      />
    </>
  );
}
