import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import styles from './lottie-animation.module.css';

// About 93 KB gzip: only ever loaded when an animation is on screen, never in the first-load bundle.
const Player = lazy(() =>
  import('@lottiefiles/react-lottie-player').then((module) => ({ default: module.Player })),
);

export interface LottieAnimationProps {
  /** URL of the lottie JSON (under public/lottie/). */
  src: string;
  /** Square size in px. */
  size: number;
  /** Shown while the player loads, and for reduced motion. */
  fallback: ReactNode;
  className?: string;
}

/**
 * A looping lottie animation (spec section 2: loop 9999, autoplay, no controls). A failure to load or
 * play is only logged and shows a warning icon (spec section 8).
 */
export function LottieAnimation({ src, size, fallback, className }: LottieAnimationProps) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  const fail = (error: unknown) => {
    console.error('[lottie] 애니메이션을 표시하지 못했습니다.', src, error);
    setFailed(true);
  };
  if (failed) {
    return (
      <span className={`${styles.box} ${className ?? ''}`} style={box} data-animation="failed">
        <WarningIcon />
      </span>
    );
  }
  return (
    <span className={`${styles.box} ${className ?? ''}`} style={box} data-animation="lottie">
      <PlayerBoundary onError={fail}>
        <Suspense fallback={fallback}>
          <Player
            src={src}
            loop={9999}
            autoplay
            controls={false}
            style={box}
            onEvent={(event) => {
              if (event === 'error') fail(new Error(`lottie player error: ${src}`));
            }}
          />
        </Suspense>
      </PlayerBoundary>
    </span>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" role="img" aria-label="애니메이션을 불러오지 못했어요">
      <path fill="#FB8C00" d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
    </svg>
  );
}

/** Catches a failed chunk load or a player crash so the page around the animation stays. */
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
