import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useState } from 'react';
import type { Banner } from '../../../../contract/display.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../ui/icons.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { SmartLink } from '../../../ui/smart-link.tsx';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 4500;
/** width / height of the banner art (750 x 420); the skeleton and the slides share it (no layout shift). */
const BANNER_RATIO = 750 / 420;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The brand banner shown until the live banners arrive (or instead of them when there are none or
 * they fail). index.html paints the same picture in the same box before any script runs, so the
 * first paint already has the banner area filled and nothing moves when React takes over.
 */
export function BannerPlaceholder() {
  return <LazyImage src="/hero.svg" alt="" ratio={BANNER_RATIO} priority />;
}

/**
 * Home banners: swipe, or the 44 px previous/next buttons and the 8 px bullets (spec section 9).
 * Moves by itself unless paused, hovered, focused or the shopper prefers reduced motion.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [engaged, setEngaged] = useState(false);
  const count = banners.length;
  const [containerRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: count > 1,
    defaultAnimation: { duration: reducedMotion ? 0 : 500 },
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
    dragStarted: () => setEngaged(true),
    dragEnded: () => setEngaged(false),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer after every slide change, so a manual move gets a full interval
  useEffect(() => {
    if (paused || engaged || count < 2) return;
    const timer = setTimeout(() => slider.current?.next(), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [paused, engaged, count, current, slider]);

  if (count === 0) return <BannerPlaceholder />;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="기획전 배너"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setEngaged(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
    >
      <div
        ref={containerRef}
        className={`keen-slider ${styles.viewport}`}
        style={{ aspectRatio: BANNER_RATIO }}
      >
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
          <div
            key={banner.bannerId}
            className={`keen-slider__slide ${styles.slide}`}
            style={{ backgroundColor: banner.backgroundColor }}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            inert={index !== current}
          >
            <SmartLink href={banner.linkUrl} className={styles.link}>
              <LazyImage
                src={banner.imageUrl}
                alt=""
                ratio={BANNER_RATIO}
                priority={index === 0}
                className={styles.image}
              />
              <span className={styles.text} style={{ ['--banner-bg' as string]: banner.backgroundColor }}>
                <strong className={styles.title}>{banner.title}</strong>
                {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
              </span>
            </SmartLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => slider.current?.prev()}
            aria-label="이전 배너"
          >
            <ChevronLeftIcon size={20} />
          </button>
          <div className={styles.bullets}>
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className={styles.bullet}
                aria-label={`${index + 1}번째 배너 보기`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
              >
                <span className={styles.dot} />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => slider.current?.next()}
            aria-label="다음 배너"
          >
            <ChevronRightIcon size={20} />
          </button>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? '자동 넘김 재생' : '자동 넘김 멈춤'}
          >
            {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </button>
        </div>
      )}
    </section>
  );
}
