import { type ReactNode, Suspense } from 'react';
import { AppHeader } from '../../../ui/app-header.tsx';
import { useNearViewport } from '../../../ui/near-viewport.ts';
import { useHomeBanners } from '../api/get-banners.ts';
import { BannerCarousel, BannerPlaceholder } from './banner-carousel.tsx';
import styles from './home-screen.module.css';

interface HomeScreenProps {
  /**
   * The shelves under the banners (app/home-shelves.tsx, a lazy chunk): mounted, and so loaded, only
   * when their place comes near the viewport, so the first screen's code and requests stay its own.
   */
  shelves: ReactNode;
}

/** The shelves' place while their code loads: the height of the first shelf, so nothing moves. */
function ShelvesPlaceholder() {
  return <div className={styles.placeholder} role="status" aria-busy="true" aria-label="홈 불러오는 중" />;
}

export function HomeScreen({ shelves }: HomeScreenProps) {
  const banners = useHomeBanners();
  const [ref, near] = useNearViewport<HTMLDivElement>();

  return (
    <>
      <AppHeader brand search wishList settings />
      {banners.data ? (
        <BannerCarousel banners={banners.data.banners} />
      ) : (
        // Loading, or the banners failed: the brand banner holds the space (the shelves below matter more).
        <BannerPlaceholder />
      )}
      <div ref={ref} className={styles.shelves}>
        {near ? <Suspense fallback={<ShelvesPlaceholder />}>{shelves}</Suspense> : <ShelvesPlaceholder />}
      </div>
    </>
  );
}
