import type { ReactNode } from 'react';
import type { DealDetail, ProductSummary } from '#contract/display.ts';
import { formatDateTime } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ExternalIcon } from '../../../ui/icons.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { PriceBlock } from '../../../ui/price-block.tsx';
import { useDealDetail } from '../api/get-deal-detail.ts';
import { clockOffsetMs, type DealPhase, useDealPhase } from '../hooks/use-deal-clock.ts';
import { CountdownChip } from './countdown-chip.tsx';
import styles from './deal-detail-screen.module.css';

/** What the status badge says: the deal's phase, or 품절 while a sold-out deal has not ended. */
type DealState = DealPhase | 'soldOut';

const stateName: Record<DealState, string> = {
  upcoming: '오픈 예정',
  live: '진행 중',
  soldOut: '품절',
  ended: '종료된 딜',
};

/** Called when a shopper opens a product (the route records it as recently viewed). */
type OnOpenProduct = (product: ProductSummary) => void;

/**
 * What other features add, passed in by the route (features stay apart): under a product card, e.g.
 * 재입고 알림 받기 on a sold-out product; under the deal's summary, e.g. 오픈 알림 받기 while upcoming.
 */
export interface DealActions {
  renderProductAction?: ((product: ProductSummary) => ReactNode) | undefined;
  renderDealAction?: ((deal: DealDetail, phase: DealPhase) => ReactNode) | undefined;
}

function DealProductCard({
  product,
  onOpen,
}: {
  product: ProductSummary;
  onOpen?: OnOpenProduct | undefined;
}) {
  const details = [product.origin, product.weight].filter(Boolean).join(' · ');
  return (
    <a
      href={product.shopUrl}
      className={styles.product}
      data-sold-out={product.soldOut}
      onClick={() => onOpen?.(product)}
    >
      <div className={styles.productMedia}>
        <LazyImage src={product.imageUrl} alt="" className={styles.productImage} />
        {product.soldOut && <span className={styles.soldOut}>품절</span>}
      </div>
      <div className={styles.productInfo}>
        {product.storeName && <p className={styles.store}>{product.storeName}</p>}
        <h3 className={styles.productName}>{product.name}</h3>
        {details && <p className={styles.productDetails}>{details}</p>}
        <PriceBlock price={product} />
        {product.soldOut ? (
          <p className={styles.shopHint}>품절된 상품이에요</p>
        ) : (
          <p className={styles.shopHint}>
            쇼핑몰에서 보기
            <ExternalIcon size={14} />
          </p>
        )}
      </div>
    </a>
  );
}

/** Beside the card's text, under it; nothing at all when the action has nothing to show. */
function ProductAction({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return <div className={styles.productAction}>{children}</div>;
}

function DealBody({
  deal,
  offsetMs,
  onOpenProduct,
  renderProductAction,
  renderDealAction,
}: {
  deal: DealDetail;
  offsetMs: number;
  onOpenProduct?: OnOpenProduct | undefined;
} & DealActions) {
  const phase = useDealPhase(deal.startsAt, deal.endsAt, offsetMs);
  const state: DealState = deal.soldOut && phase !== 'ended' ? 'soldOut' : phase;
  return (
    <article className={styles.deal} data-phase={state}>
      <div className={styles.hero}>
        <LazyImage src={deal.imageUrl} alt={deal.title} priority className={styles.heroImage} />
        {state === 'ended' && <span className={styles.heroOverlay}>종료된 딜</span>}
        {state === 'soldOut' && <span className={styles.heroOverlay}>품절</span>}
      </div>
      <div className={styles.summary}>
        <div className={styles.statusRow}>
          <span className={styles.status} data-phase={state}>
            {stateName[state]}
          </span>
          {(state === 'live' || state === 'upcoming') && (
            <CountdownChip startsAt={deal.startsAt} endsAt={deal.endsAt} offsetMs={offsetMs} />
          )}
        </div>
        <h2 className={styles.title}>{deal.title}</h2>
        {deal.subtitle && <p className={styles.subtitle}>{deal.subtitle}</p>}
        <PriceBlock price={deal} size="lg" />
        <dl className={styles.period}>
          <dt>판매 기간</dt>
          <dd>
            <time dateTime={deal.startsAt}>{formatDateTime(deal.startsAt)}</time> ~{' '}
            <time dateTime={deal.endsAt}>{formatDateTime(deal.endsAt)}</time>
          </dd>
        </dl>
        {renderDealAction && <div className={styles.dealAction}>{renderDealAction(deal, phase)}</div>}
      </div>
      {deal.description && (
        <section className={styles.section} aria-labelledby="deal-description">
          <h3 id="deal-description" className={styles.sectionTitle}>
            딜 소개
          </h3>
          <p className={styles.description}>{deal.description}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="deal-products">
        <h3 id="deal-products" className={styles.sectionTitle}>
          딜 상품 <span className={styles.count}>{deal.products.length}</span>
        </h3>
        <ul className={styles.products}>
          {deal.products.map((product) => (
            <li key={product.productNo}>
              <DealProductCard product={product} onOpen={onOpenProduct} />
              {renderProductAction && <ProductAction>{renderProductAction(product)}</ProductAction>}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export function DealDetailScreen({
  dealId,
  onOpenProduct,
  renderProductAction,
  renderDealAction,
}: {
  dealId: number;
  onOpenProduct?: OnOpenProduct;
} & DealActions) {
  const { data, dataUpdatedAt } = useDealDetail(dealId);
  return (
    <>
      <AppHeader
        home
        share={{
          title: data.deal.title,
          description: data.deal.subtitle || data.deal.description,
          imageUrl: data.deal.imageUrl,
        }}
      />
      <DealBody
        deal={data.deal}
        offsetMs={clockOffsetMs(data.serverTime, dataUpdatedAt)}
        onOpenProduct={onOpenProduct}
        renderProductAction={renderProductAction}
        renderDealAction={renderDealAction}
      />
    </>
  );
}
