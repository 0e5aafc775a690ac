import { Component, type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

// The player (~86 KB gzip) is its own lazy chunk: it loads when an animation is first on screen (or
// preloadLottiePlayer() asks for it), never with the first screen of / nor with a route's chunk.
const loadPlayer = () => import('@lottiefiles/react-lottie-player');
const Player = lazy(() => loadPlayer().then((module) => ({ default: module.Player })));

/** Starts loading the player ahead of an animation, so the animation does not wait for it. */
export function preloadLottiePlayer(): void {
  loadPlayer().catch(() => {});
}

type PlayerProps = ComponentProps<typeof import('@lottiefiles/react-lottie-player').Player>;

/**
 * The lottie player with `fallback` while its chunk loads. A failed chunk load or a player crash calls
 * `onError` and leaves the page around the animation as it is.
 */
export function LottiePlayer({
  fallback,
  onError,
  ...player
}: PlayerProps & { fallback: ReactNode; onError: (error: unknown) => void }) {
  return (
    <PlayerBoundary onError={onError}>
      <Suspense fallback={fallback}>
        <Player {...player} />
      </Suspense>
    </PlayerBoundary>
  );
}

/** Catches a failed chunk load or a player crash. */
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
