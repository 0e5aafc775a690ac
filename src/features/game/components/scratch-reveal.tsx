import { Component, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import styles from './game-screen.module.css';

/** The card's cover being scratched off: three silver strips wiped by a coin, then sparkles (2 s). */
export const SCRATCH_ANIMATION_SRC = '/lottie/scratch-card.json';

/** If the player neither finishes nor fails by then (a slow chunk, a stuck fetch), the card opens anyway. */
const REVEAL_DEADLINE_MS = 6_000;

// The player (~86 KB gzip) is its own lazy chunk, shared with ui/overlays/lottie-animation.tsx: the
// game route's chunk and the first screen of / never carry it.
const loadPlayer = () => import('@lottiefiles/react-lottie-player');
const Player = lazy(() => loadPlayer().then((module) => ({ default: module.Player })));

/** Starts loading the player while the shopper looks at the card, so the reveal does not wait for it. */
export function preloadScratchPlayer(): void {
  loadPlayer().catch(() => {});
}

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
      <PlayerBoundary onError={fail}>
        <Suspense fallback={<ScratchCover />}>
          <Player
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
        </Suspense>
      </PlayerBoundary>
    </span>
  );
}

/** A failed chunk load or a player crash ends the animation, not the page. */
class PlayerBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
