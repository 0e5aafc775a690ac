import { type RefCallback, startTransition, useCallback, useState } from 'react';

/** Runs `task` when the browser is idle (or soon, where it cannot say); answers the cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * Whether an element has come within `rootMargin` of the viewport, once: it stays true after. The home's
 * shelves (docs/home.md) load their code and data only then, so nothing below the first screen costs the
 * first screen anything. An element already on screen is near at once; one only within the margin
 * (the next shelf down) when the browser is next idle, so it never competes with the page's loading.
 * Without IntersectionObserver (an old browser, jsdom) it is near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px 0px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return;
      let cancelIdle: (() => void) | undefined;
      // A transition: React renders what comes in small slices, so the main thread is never blocked
      // for long while the page is still loading (Lighthouse's TBT, docs/home.md).
      const becomeNear = () => startTransition(() => setNear(true));
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.find((each) => each.isIntersecting);
          if (!entry) return;
          observer.disconnect();
          const box = entry.boundingClientRect;
          if (box.top < window.innerHeight && box.bottom > 0) becomeNear();
          else cancelIdle = whenIdle(becomeNear);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        cancelIdle?.();
      };
    },
    [near, rootMargin],
  );
  return [ref, near];
}
