import { useCallback, useRef } from 'react';

/**
 * For a button that starts one change: a double click lands both clicks before the button's
 * pending state renders, so the change in flight is remembered here and a second start while it
 * is on its way does nothing. `start` calls `done` once the change has settled.
 */
export function useSingleFlight(): (start: (done: () => void) => void) => void {
  const inFlight = useRef(false);
  return useCallback((start: (done: () => void) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    start(() => {
      inFlight.current = false;
    });
  }, []);
}
