import type { DealSortCode } from '#contract/display.ts';
import { useWebProfile } from '../../../api/web-profile.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { useHomeBanners } from '../api/get-banners.ts';
import { sortOptionsOf } from '../sort.ts';
import { BannerCarousel, BannerPlaceholder } from './banner-carousel.tsx';
import { HomeDeals } from './home-deals.tsx';
import styles from './home-screen.module.css';
import { SortChips } from './sort-chips.tsx';

interface HomeScreenProps {
  /** The route's validated `sort` (the default when the URL has none, or one the contract does not know). */
  sort: DealSortCode;
  onSortChange: (sort: DealSortCode) => void;
}

export function HomeScreen({ sort, onSortChange }: HomeScreenProps) {
  const banners = useHomeBanners();
  const profile = useWebProfile();
  const sortList = profile.data?.filterInfo.sortFilterList;

  return (
    <>
      <AppHeader brand search wishList settings />
      {banners.data ? (
        <BannerCarousel banners={banners.data.banners} />
      ) : (
        // Loading, or the banners failed: the brand banner holds the space (the deals below matter more).
        <BannerPlaceholder />
      )}
      <section className={styles.deals} aria-labelledby="home-deals-title">
        <div className={styles.heading}>
          <h2 id="home-deals-title" className={styles.title}>
            오늘의 특가
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
