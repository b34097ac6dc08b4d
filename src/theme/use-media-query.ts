/** Media queries as React state. Prerendered HTML assumes desktop; the browser corrects it after hydration. */
import { useSyncExternalStore } from 'react';

/** Wider than this is desktop (the site's breakpoint). */
export const MOBILE_MAX_WIDTH = 996;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
