import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

// Below 768 px (docs/product/limits.md); the same edge as Tailwind's `md`, which starts at 48rem.
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

/** Whether the window is narrower than the mobile breakpoint; right from the first render. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow);
}
