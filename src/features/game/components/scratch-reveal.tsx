import { type ReactNode, useEffect, useRef } from 'react';
import { LottiePlayer, preloadLottiePlayer } from '../../../ui/overlays/lottie-player.tsx';
import styles from './game-screen.module.css';

/** The card's cover being scratched off: three silver strips wiped by a coin, then sparkles (2 s). */
export const SCRATCH_ANIMATION_SRC = '/lottie/scratch-card.json';

/** If the player neither finishes nor fails by then (a slow chunk, a stuck fetch), the card opens anyway. */
const REVEAL_DEADLINE_MS = 6_000;

/** Starts loading the player while the shopper looks at the card, so the reveal does not wait for it. */
export const preloadScratchPlayer = preloadLottiePlayer;

/** The silver cover drawn in CSS: before a play, and while the player loads. */
export function ScratchCover({ children }: { children?: ReactNode }) {
  return (
    <span className={styles.cover} aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * Plays the scratch animation once over the revealed reward, then calls `onDone`. A player that fails
 * to load or play only logs (spec section 8) and the reward shows at once: the animation decides
 * nothing, the server's answer is already on the card underneath.
 */
export function ScratchReveal({ onDone }: { onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = setTimeout(() => done.current(), REVEAL_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, []);

  const fail = (error: unknown) => {
    console.error('[lottie] 애니메이션을 표시하지 못했습니다.', SCRATCH_ANIMATION_SRC, error);
    done.current();
  };

  return (
    <span className={styles.animation} aria-hidden="true" data-animation="scratch">
      <LottiePlayer
        fallback={<ScratchCover />}
        onError={fail}
        src={SCRATCH_ANIMATION_SRC}
        autoplay
        loop={false}
        keepLastFrame
        controls={false}
        id="game-scratch-lottie"
        style={{ width: '100%', height: '100%' }}
        onEvent={(event) => {
          if (event === 'complete') done.current();
          else if (event === 'error') fail(new Error(`lottie player error: ${SCRATCH_ANIMATION_SRC}`));
        }}
      />
    </span>
  );
}
