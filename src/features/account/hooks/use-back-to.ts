import { useCanGoBack, useRouter } from '@tanstack/react-router';

/**
 * Leaves a form after it saved: back to where the member came from (the screen that opened it, which
 * shows the change from the shared cache), or, opened from a link, to `fallback` in its place.
 */
export function useBackTo(fallback: '/my-page/my-info/main' | '/my-page/settings' | '/') {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: fallback, replace: true });
  };
}
