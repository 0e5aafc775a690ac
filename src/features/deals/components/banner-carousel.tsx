import type { KeenSliderInstance } from 'keen-slider';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Banner } from '#contract/display.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../ui/icons.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { SmartLink } from '../../../ui/smart-link.tsx';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 4500;
/** How long before the first autoplay advance keen-slider starts loading, so that advance is on time. */
const PRELOAD_LEAD_MS = 1000;
/** width / height of the banner art (750 x 420); the skeleton and the slides share it (no layout shift). */
const BANNER_RATIO = 750 / 420;
/** How far a finger or mouse must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_MIN_PX = 40;

/** A swipe that began before keen-slider was there: keen-slider never saw it start, so we finish it. */
interface EarlySwipe {
  pointerId: number;
  x: number;
  y: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The brand banner shown until the live banners arrive (or instead of them when there are none or
 * they fail). index.html paints the same picture in the same box before any script runs, so the
 * first paint already has the banner area filled and nothing moves when React takes over.
 */
export function BannerPlaceholder() {
  return <LazyImage src="/hero.svg" alt="" ratio={BANNER_RATIO} priority className={styles.placeholder} />;
}

/**
 * Home banners: swipe, or the 44 px previous/next buttons and the 8 px bullets (spec section 9).
 * Moves by itself unless paused, hovered, focused or the shopper prefers reduced motion.
 *
 * keen-slider stays out of the first load: until the carousel first has to move (the first autoplay
 * advance, or the shopper touching, focusing or clicking it) the same markup shows the first slide,
 * laid out by our own CSS exactly as keen-slider lays it out, so nothing moves when it takes over.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [engaged, setEngaged] = useState(false);
  const [active, setActive] = useState(false);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  /** A move asked for before keen-slider arrived; it runs on arrival so no click is lost. */
  const pendingMove = useRef<((instance: KeenSliderInstance) => void) | null>(null);
  const earlySwipe = useRef<EarlySwipe | null>(null);
  /** Set when an early swipe moved the carousel: the click that ends it must not open the banner. */
  const swiped = useRef(false);
  const count = banners.length;

  // A single banner never moves, so it never needs keen-slider.
  const activate = () => {
    if (count > 1) setActive(true);
  };

  const move = useCallback((action: (instance: KeenSliderInstance) => void) => {
    if (slider.current) {
      action(slider.current);
    } else {
      pendingMove.current = action;
      setActive(true);
    }
  }, []);

  // A new `count` rebuilds the slider: keen-slider reads the slides only when it is created.
  useEffect(() => {
    if (!active || !viewport || count < 2) return;
    let instance: KeenSliderInstance | undefined;
    let gone = false;
    import('keen-slider')
      .then(({ default: KeenSlider }) => {
        if (gone) return;
        instance = new KeenSlider(viewport, {
          loop: true,
          defaultAnimation: { duration: reducedMotion ? 0 : 500 },
          // keen-slider starts on the first slide, also when rebuilt for new banners.
          created: () => setCurrent(0),
          slideChanged: (changed) => setCurrent(changed.track.details.rel),
          dragStarted: () => setEngaged(true),
          dragEnded: () => setEngaged(false),
        });
        slider.current = instance;
        pendingMove.current?.(instance);
        pendingMove.current = null;
      })
      // Offline or a failed deploy: the first slide stays, still a working link.
      .catch(() => {});
    return () => {
      gone = true;
      instance?.destroy();
      slider.current = null;
    };
  }, [active, viewport, count, reducedMotion]);

  // The first swipe loads keen-slider, which then only sees its end: it is done here, one slide per swipe.
  const startEarlySwipe = (event: PointerEvent<HTMLElement>) => {
    activate();
    swiped.current = false;
    earlySwipe.current =
      count > 1 && !slider.current
        ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
        : null;
  };
  const endEarlySwipe = (event: PointerEvent<HTMLElement>) => {
    const start = earlySwipe.current;
    earlySwipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (!(Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))) return;
    swiped.current = true;
    move((instance) => (dx < 0 ? instance.next() : instance.prev()));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer after every slide change, so a manual move gets a full interval
  useEffect(() => {
    if (paused || engaged || count < 2) return;
    const preload = setTimeout(() => setActive(true), AUTOPLAY_MS - PRELOAD_LEAD_MS);
    const timer = setTimeout(() => move((instance) => instance.next()), AUTOPLAY_MS);
    return () => {
      clearTimeout(preload);
      clearTimeout(timer);
    };
  }, [paused, engaged, count, current, move]);

  if (count === 0) return <BannerPlaceholder />;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="기획전 배너"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setEngaged(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setEngaged(false)}
      onPointerDown={startEarlySwipe}
      onPointerUp={endEarlySwipe}
      onPointerCancel={() => {
        earlySwipe.current = null;
      }}
      // A mouse drag over a banner link or picture would start the browser's own drag and drop, which
      // cancels the pointer before its pointerup: a swipe here is never a drag and drop.
      onDragStart={(event) => event.preventDefault()}
      onClickCapture={(event) => {
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      onTouchStart={activate}
      onFocus={() => {
        setEngaged(true);
        activate();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
    >
      <div ref={setViewport} className={styles.viewport} style={{ aspectRatio: BANNER_RATIO }}>
        {banners.map((banner, index) => (
          // keen-slider__slide is the class keen-slider finds the slides by (its default selector).
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
            onClick={() => move((instance) => instance.prev())}
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
                onClick={() => move((instance) => instance.moveToIdx(index))}
              >
                <span className={styles.dot} />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => move((instance) => instance.next())}
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
