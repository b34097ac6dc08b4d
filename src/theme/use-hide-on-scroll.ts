/**
 * The navbar hides while the reader scrolls down, comes back on scrolling up, always shows near
 * the top of the page, and hides when the page jumps to a #hash target.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@generator/client/router';

export const NAVBAR_ALWAYS_VISIBLE_ABOVE_PX = 60;

export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const location = useLocation();

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < NAVBAR_ALWAYS_VISIBLE_ABOVE_PX) setHidden(false);
      else if (y > lastY.current + 2) setHidden(true);
      else if (y < lastY.current - 2) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  // A jump to an anchor: keep the target in view rather than under the bar.
  useEffect(() => {
    if (enabled && location.hash) setHidden(true);
  }, [enabled, location.hash, location.key]);

  return hidden;
}
