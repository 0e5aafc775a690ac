import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport, once: it stays true after. The home's
 * shelves (docs/home.md) load their code and data only then, so nothing below the first screen costs the
 * first screen anything. Without IntersectionObserver (an old browser, jsdom) it is near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px 0px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
