import { useCallback, useRef } from 'react';

/**
 * Runs one submission at a time. A second tap can arrive before React has re-rendered the button as
 * disabled (the mutation's pending state is not there yet), so the guard is a ref, set synchronously.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(async (run: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } finally {
      busy.current = false;
    }
  }, []);
}
