import type { DealSortCode } from '#contract/display.ts';
import { useWebProfile } from '../../../api/web-profile.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { sortOptionsOf } from '../sort.ts';
import styles from './deal-list-screen.module.css';
import { HomeDeals } from './home-deals.tsx';
import { SortChips } from './sort-chips.tsx';

interface DealListScreenProps {
  /** The route's validated `sort` (the default when the URL has none, or one the contract does not know). */
  sort: DealSortCode;
  onSortChange: (sort: DealSortCode) => void;
}

/** /deal: every deal of today with the sort chips: where the home's 오늘의 특가 shelf leads (전체 보기). */
export function DealListScreen({ sort, onSortChange }: DealListScreenProps) {
  const profile = useWebProfile();
  const sortList = profile.data?.filterInfo.sortFilterList;

  return (
    <>
      <AppHeader home />
      <section className={styles.deals} aria-labelledby="deal-list-title">
        <div className={styles.heading}>
          <h2 id="deal-list-title" className={styles.title}>
            진행 중인 딜
          </h2>
          <p className={styles.caption}>기간 한정 딜, 놓치기 전에 담으세요</p>
        </div>
        <SortChips
          options={profile.isError ? sortOptionsOf([]) : sortOptionsOf(sortList)}
          selected={sort}
          onSelect={onSortChange}
        />
        <HomeDeals sort={sort} />
      </section>
    </>
  );
}
