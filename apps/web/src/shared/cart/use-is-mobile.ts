import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@bizline/domain/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Below the 600 px breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < MOBILE_BREAKPOINT_PX,
    () => false,
  );
}
