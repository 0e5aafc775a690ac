import type { ReactNode } from 'react';
import type { RankItem } from '#contract/best.ts';
import styles from './best-screen.module.css';

/** The rank badge: the rank, and how it moved since the previous ranking (▲ up, ▼ down, NEW). */
export function RankBadge({ item }: { item: RankItem }) {
  let change: ReactNode;
  if (item.isNew) change = <span className={styles.new}>NEW</span>;
  else if (item.rankChange > 0)
    change = (
      <span className={styles.up}>
        <span aria-hidden="true">▲</span>
        <span className="visually-hidden">{item.rankChange}계단 상승</span>
        <span aria-hidden="true">{item.rankChange}</span>
      </span>
    );
  else if (item.rankChange < 0)
    change = (
      <span className={styles.down}>
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">{-item.rankChange}계단 하락</span>
        <span aria-hidden="true">{-item.rankChange}</span>
      </span>
    );
  else
    change = (
      <span className={styles.same}>
        -<span className="visually-hidden">순위 변동 없음</span>
      </span>
    );
  return (
    <span className={styles.badge} data-top={item.rank <= 3}>
      <span className={styles.rank}>
        {item.rank}
        <span className="visually-hidden">위</span>
      </span>
      {change}
    </span>
  );
}
