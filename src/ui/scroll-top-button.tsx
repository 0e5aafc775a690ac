import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons.tsx';
import styles from './scroll-top-button.module.css';

const SHOW_AFTER_PX = 400;

/** Appears once the page is scrolled (spec section 2); the shell leaves it out on noTopScroll routes. */
export function ScrollTopButton({ aboveBottomNavi }: { aboveBottomNavi: boolean }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SHOW_AFTER_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={styles.button}
      data-above-navi={aboveBottomNavi}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
      aria-label="맨 위로"
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
