import { Link } from '@tanstack/react-router';
import type { DealSummary } from '#contract/display.ts';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { PriceBlock } from '../../../ui/price-block.tsx';
import { useDealPhase } from '../hooks/use-deal-clock.ts';
import { CountdownChip } from './countdown-chip.tsx';
import styles from './deal-card.module.css';

interface DealCardProps {
  deal: DealSummary;
  /** Server clock minus phone clock (see clockOffsetMs). */
  offsetMs: number;
  priority?: boolean;
}

export function DealCard({ deal, offsetMs, priority = false }: DealCardProps) {
  const ended = useDealPhase(deal.startsAt, deal.endsAt, offsetMs) === 'ended';
  // Sold out is its own state: no countdown as if the deal could still be bought.
  const soldOut = deal.soldOut && !ended;
  return (
    <Link
      to="/deal/$id"
      params={{ id: deal.dealId }}
      className={styles.card}
      data-ended={ended}
      data-sold-out={deal.soldOut}
    >
      <div className={styles.media}>
        <LazyImage src={deal.imageUrl} alt="" priority={priority} className={styles.image} />
        {soldOut && <span className={styles.overlay}>품절</span>}
        {ended && <span className={styles.overlay}>종료된 딜</span>}
        {!soldOut && (
          <CountdownChip
            startsAt={deal.startsAt}
            endsAt={deal.endsAt}
            offsetMs={offsetMs}
            className={styles.chip}
          />
        )}
      </div>
      <h3 className={styles.name}>{deal.title}</h3>
      {/* The size (`5kg`, `10구`) after the name, as on product cards; its line is kept when empty. */}
      <p className={styles.size}>{deal.weight}</p>
      <p className={styles.subtitle}>{deal.subtitle}</p>
      <PriceBlock price={deal} />
    </Link>
  );
}

/** Same box sizes as DealCard, so the grid does not move when the deals arrive. */
export function DealCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.mediaSkeleton} />
      <div className={styles.name}>
        <Skeleton className={styles.lineSkeleton} />
        <Skeleton className={`${styles.lineSkeleton} ${styles.short}`} />
      </div>
      <div className={styles.subtitle}>
        <Skeleton className={`${styles.lineSkeleton} ${styles.short}`} />
      </div>
      <div className={styles.priceSkeleton}>
        <Skeleton className={`${styles.lineSkeleton} ${styles.short}`} />
      </div>
    </div>
  );
}
