import { type ReactNode, useState } from 'react';
import styles from './lottie-animation.module.css';
import { LottiePlayer } from './lottie-player.tsx';

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
      <LottiePlayer
        fallback={fallback}
        onError={fail}
        src={src}
        loop={9999}
        autoplay
        controls={false}
        style={box}
        onEvent={(event) => {
          if (event === 'error') fail(new Error(`lottie player error: ${src}`));
        }}
      />
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
