import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '#contract/display.ts';
import type { StoreSummary } from '#contract/local.ts';
import { formatCount } from '../../../platform/format.ts';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { ShelfFrame, ShelfRow, ShelfSkeleton } from '../../../ui/shelf.tsx';
import { useLocalStores } from '../api/get-local-stores.ts';
import { useHomeLocal, useHomeShop } from '../api/home-local.ts';
import styles from './store-shelves.module.css';

/** A store on a home shelf: its picture, name, region and likes, and up to three of its products. */
function StoreCard({ store, products }: { store: StoreSummary; products?: readonly ProductSummary[] }) {
  return (
    <Link
      to="/local/store/$localCode/$shopId"
      params={{ localCode: store.localCode, shopId: store.shopId }}
      className={styles.card}
    >
      <span className={styles.head}>
        <LazyImage src={store.imageUrl} alt="" className={styles.image} />
        <span className={styles.body}>
          <span className={styles.name}>{store.name}</span>
          <span className={styles.meta}>
            {store.regionName} · 찜 {formatCount(store.likeCount)}
          </span>
        </span>
      </span>
      {products ? (
        <ul className={styles.products} aria-label={`${store.name} 대표 상품`}>
          {products.map((product) => (
            <li key={product.productNo}>
              <LazyImage src={product.imageUrl} alt={product.name} className={styles.productImage} />
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.description}>{store.description}</span>
      )}
    </Link>
  );
}

/**
 * 지역 특산 on the home: one region (the one with the most stores) and its stores, most liked first;
 * 전체 보기 opens the regions (/local-main).
 */
export function LocalShelf({ title }: { title: string }) {
  const home = useHomeLocal();
  const region = [...(home.data?.regions ?? [])].sort((a, b) => b.storeCount - a.storeCount)[0];
  if (home.isPending) return <ShelfSkeleton kind="store" label={title} />;
  if (!region || region.storeCount === 0) return null;
  return <RegionStores title={title} localCode={region.localCode} regionName={region.name} />;
}

function RegionStores({
  title,
  localCode,
  regionName,
}: {
  title: string;
  localCode: string;
  regionName: string;
}) {
  const query = useLocalStores(localCode);
  const stores = query.data?.pages[0]?.stores ?? [];
  if (query.isPending) return <ShelfSkeleton kind="store" label={title} />;
  if (stores.length === 0) return null;
  return (
    <ShelfFrame id="home-local-title" title={title} caption={`${regionName}의 상점`} moreTo="/local-main">
      <ShelfRow label={`${regionName} 상점 목록`} kind="wide">
        {stores.map((store) => (
          <StoreCard key={store.shopId} store={store} />
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}

/** 상점 on the home: a member's liked stores, else the most liked ones, each with three products. */
export function ShopShelf({ title }: { title: string }) {
  const query = useHomeShop();
  if (query.isPending) return <ShelfSkeleton kind="shop" label={title} />;
  if (!query.data || query.data.stores.length === 0) return null;
  const caption = query.data.kind === 'LIKED' ? '내가 찜한 상점' : '찜이 많은 인기 상점';
  return (
    <ShelfFrame id="home-shop-title" title={title} caption={caption} moreTo="/local-main">
      <ShelfRow label={`${title} 목록`} kind="wide">
        {query.data.stores.map((store) => (
          <StoreCard key={store.shopId} store={store} products={store.products} />
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}
