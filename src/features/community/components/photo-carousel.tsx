import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useRef, useState } from 'react';
import type { CommunityPhoto } from '#contract/community.ts';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { ChevronIcon } from './icons.tsx';
import styles from './post-detail.module.css';

/**
 * A post's photos, swipeable: keen-slider (loaded with import(), as the home banners do) takes over
 * the same flex layout our CSS draws first, so nothing moves when it arrives; the 44 px buttons are
 * the tap alternative to the swipe.
 */
export function PhotoCarousel({ photos }: { photos: readonly CommunityPhoto[] }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState(0);
  const slider = useRef<KeenSliderInstance | null>(null);
  const count = photos.length;
  const first = photos[0];
  const ratio = first ? Math.min(Math.max(first.width / first.height, 3 / 4), 4 / 3) : 1;

  useEffect(() => {
    if (!viewport || count < 2) return;
    let gone = false;
    let instance: KeenSliderInstance | undefined;
    import('keen-slider')
      .then(({ default: KeenSlider }) => {
        if (gone) return;
        instance = new KeenSlider(viewport, {
          slideChanged: (changed) => setCurrent(changed.track.details.rel),
        });
        slider.current = instance;
      })
      // Offline: the buttons still move the photos by scrolling the same strip.
      .catch(() => {});
    return () => {
      gone = true;
      instance?.destroy();
      slider.current = null;
    };
  }, [viewport, count]);

  if (count === 0) return null;

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    if (slider.current) slider.current.moveToIdx(next);
    else setCurrent(next);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="첨부 사진">
      <div ref={setViewport} className={styles.viewport} style={{ aspectRatio: ratio }}>
        {photos.map((photo, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
          <div
            key={photo.photoId}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            style={slider.current ? undefined : { transform: `translateX(${-current * 100}%)` }}
          >
            <LazyImage
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 480px) 480px, 100vw"
              alt={`사진 ${index + 1}`}
              ratio={ratio}
              priority={index === 0}
              className={styles.photo}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => moveTo(current - 1)}
            disabled={current === 0}
            aria-label="이전 사진"
          >
            <ChevronIcon size={20} direction="left" />
          </button>
          <span className={styles.carouselIndex} aria-live="polite">
            {current + 1} / {count}
          </span>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => moveTo(current + 1)}
            disabled={current === count - 1}
            aria-label="다음 사진"
          >
            <ChevronIcon size={20} direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}
