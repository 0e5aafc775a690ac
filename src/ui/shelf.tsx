import { Link, type LinkProps } from '@tanstack/react-router';
import type { KeenSliderInstance } from 'keen-slider';
import { Children, type ReactNode, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { useNearViewport, whenIdle } from './near-viewport.ts';
import { Skeleton } from './placeholders.tsx';
import styles from './shelf.module.css';

/** How a shelf's card row is sized: product cards, wide cards (exhibitions, stores), or small tiles. */
export type ShelfKind = 'product' | 'wide' | 'tile';

/**
 * Which shelf a skeleton stands for: each has the height its shelf has once loaded (shelf.module.css),
 * so nothing moves when it arrives.
 */
export type SkeletonKind = 'category' | 'product' | 'store' | 'shop' | 'period' | 'tile';

const rowKindOf = {
  category: 'tile',
  product: 'product',
  store: 'wide',
  shop: 'wide',
  period: 'wide',
  tile: 'tile',
} as const satisfies Record<SkeletonKind, ShelfKind>;

interface ShelfFrameProps {
  /** The heading's id (aria-labelledby of the section). */
  id: string;
  title: string;
  /** A line under the title (`12월 제철 먹거리`, `찜한 상점`). */
  caption?: string;
  /** The shelf's own screen, an app path (`/best`). */
  moreTo: LinkProps['to'];
  children: ReactNode;
}

/** A home shelf's frame: the heading with its 전체 보기 link, then its content. */
export function ShelfFrame({ id, title, caption, moreTo, children }: ShelfFrameProps) {
  return (
    <section className={styles.shelf} aria-labelledby={id}>
      <div className={styles.heading}>
        <div className={styles.titles}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {caption && <p className={styles.caption}>{caption}</p>}
        </div>
        <Link to={moreTo} className={styles.more} aria-label={`${title} 전체 보기`}>
          전체 보기
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * A horizontal row of cards, moved by keen-slider (free snap, each card its own width). Until
 * keen-slider has loaded it is the same row laid out by CSS, so nothing moves when it takes over;
 * the 이전/다음 buttons are the tap alternative to a swipe (docs/ui.md).
 */
export function ShelfRow({
  label,
  kind = 'product',
  children,
}: {
  label: string;
  kind?: ShelfKind;
  children: ReactNode;
}) {
  const rowRef = useRef<HTMLUListElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const count = Children.count(children);

  // A new `count` rebuilds the slider: keen-slider reads the slides only when it is created.
  // biome-ignore lint/correctness/useExhaustiveDependencies: count stands for the slides keen-slider reads
  useEffect(() => {
    let cancelled = false;
    // keen-slider measures every card when it starts: done when the page is idle, one row at a time,
    // not in the tasks that load the page (the row is laid out by CSS meanwhile).
    const start = () =>
      import('keen-slider').then(({ default: KeenSlider }) => {
        const row = rowRef.current;
        if (cancelled || !row) return;
        const update = (slider: KeenSliderInstance) => {
          const details = slider.track.details;
          if (!details) return;
          setEdges({ start: details.abs <= details.minIdx, end: details.abs >= details.maxIdx });
        };
        sliderRef.current = new KeenSlider(row, {
          mode: 'free-snap',
          rubberband: false,
          selector: ':scope > li',
          slides: { perView: 'auto', spacing: 8 },
          created: update,
          slideChanged: update,
          animationEnded: update,
          updated: update,
        });
      });
    const idle = whenIdle(() => void start());
    return () => {
      idle();
      cancelled = true;
      sliderRef.current?.destroy();
      sliderRef.current = null;
    };
  }, [count]);

  // A link reached with Tab scrolls the clipped row by itself; keen-slider moves it there instead.
  const onFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    const row = rowRef.current;
    const slider = sliderRef.current;
    if (!row || !slider) return;
    row.scrollLeft = 0;
    const index = [...row.children].findIndex((child) => child.contains(event.target));
    if (index >= 0) slider.moveToIdx(Math.min(index, slider.track.details?.maxIdx ?? index));
  };

  const move = (direction: 1 | -1) => {
    const slider = sliderRef.current;
    if (!slider) return;
    const details = slider.track.details;
    if (!details) return;
    slider.moveToIdx(Math.max(details.minIdx, Math.min(details.maxIdx, details.abs + direction * 2)));
  };

  return (
    <div className={styles.rowBox}>
      <ul
        className={`keen-slider ${styles.row}`}
        data-kind={kind}
        aria-label={label}
        ref={rowRef}
        onFocus={onFocus}
      >
        {Children.map(children, (child) => (
          <li className={styles.slide}>{child}</li>
        ))}
      </ul>
      {count > 2 && (
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`${label} 이전 보기`}
            disabled={edges.start}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`${label} 다음 보기`}
            disabled={edges.end}
            onClick={() => move(1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}

/** The shelf's row while it loads: the same heights, so the page does not move when it arrives. */
export function ShelfSkeleton({
  kind = 'product',
  label,
  waiting = false,
}: {
  kind?: SkeletonKind;
  label: string;
  /** Not loading yet, only holding the place until it is scrolled near: nothing to announce. */
  waiting?: boolean;
}) {
  if (waiting) {
    return (
      <div
        className={`${styles.shelf} ${styles.skeletonShelf}`}
        data-kind={kind}
        aria-hidden="true"
        data-shelf-waiting={label}
      >
        <SkeletonBody kind={rowKindOf[kind]} />
      </div>
    );
  }
  return (
    <div
      className={`${styles.shelf} ${styles.skeletonShelf}`}
      data-kind={kind}
      role="status"
      aria-busy="true"
      aria-label={`${label} 불러오는 중`}
    >
      <SkeletonBody kind={rowKindOf[kind]} />
    </div>
  );
}

function SkeletonBody({ kind }: { kind: ShelfKind }) {
  return (
    <>
      <div className={styles.heading}>
        <Skeleton className={styles.titleSkeleton} />
      </div>
      <div className={`${styles.row} ${styles.skeletonRow}`} data-kind={kind}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={styles.slide}>
            <Skeleton className={styles.cardSkeleton} />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * Mounts `children` (which start their query) once the place comes near the viewport; until then, and
 * while `children` load, the skeleton holds the shelf's height.
 */
export function NearViewport({
  kind = 'product',
  label,
  children,
}: {
  kind?: SkeletonKind;
  label: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (near) return children;
  return (
    <div ref={ref}>
      <ShelfSkeleton kind={kind} label={label} waiting />
    </div>
  );
}
