import { useCallback, useEffect, useRef } from 'react';
import { showLoading } from './loading.ts';

// Its own module: loading.ts is part of the first load, this is only for the screens that block.

/**
 * `withLoading` for a screen: the holds it takes are also released when the screen unmounts, while
 * the work itself carries on (its own code decides what an unmounted screen does with the answer).
 */
export function useLoadingHold(): <T>(work: Promise<T>) => Promise<T> {
  const held = useRef(new Set<() => void>());
  useEffect(() => {
    const current = held.current;
    return () => {
      for (const hide of current) hide();
      current.clear();
    };
  }, []);
  return useCallback(async <T>(work: Promise<T>): Promise<T> => {
    const hide = showLoading();
    held.current.add(hide);
    try {
      return await work;
    } finally {
      hide();
      held.current.delete(hide);
    }
  }, []);
}
