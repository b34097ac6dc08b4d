/** Scrolling after navigation: to the hash target, else to the top; back/forward restore the position. */
const positions = new Map<string, number>();

export function rememberScroll(locationKey: string): void {
  positions.set(locationKey, window.scrollY);
}

export function scrollAfterNavigation(location: { key: string; hash: string }, action: 'POP' | 'PUSH' | 'REPLACE'): void {
  if (action === 'POP' && positions.has(location.key)) {
    window.scrollTo(0, positions.get(location.key)!);
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
