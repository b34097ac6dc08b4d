/**
 * Scrolling after navigation: to the hash target, else to the top; back/forward restore the
 * position the entry had. Positions are kept as the reader scrolls, for the entry shown, so
 * they are right however the page is left (a link, back, forward).
 */
import { FIRST_ENTRY_KEY } from './navigation-history';

const positions = new Map<string, number>();
let shownKey = FIRST_ENTRY_KEY;

/** The key of a history entry (navigation-history.ts stamps one on every entry). */
export function scrollKeyOf(location: { key?: string }): string {
  return location.key ?? FIRST_ENTRY_KEY;
}

/** Starts keeping the scroll position of the entry shown. */
export function trackScrollPositions(): () => void {
  const remember = () => positions.set(shownKey, window.scrollY);
  window.addEventListener('scroll', remember, { passive: true });
  return () => window.removeEventListener('scroll', remember);
}

/** The entry's page is on screen: scrolling from now on is this entry's. */
export function entryShown(location: { key?: string }): void {
  shownKey = scrollKeyOf(location);
}

/** Called once the entry's page is on screen (before the browser paints). */
export function scrollAfterNavigation(location: { key?: string; hash: string }, action: 'POP' | 'PUSH' | 'REPLACE'): void {
  const key = scrollKeyOf(location);
  if (action === 'POP' && positions.has(key)) {
    window.scrollTo(0, positions.get(key)!);
    return;
  }
  if (location.hash) {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}
