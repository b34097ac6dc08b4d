/**
 * The gtag plugin's client module: a page view for each client-side navigation, through
 * Docusaurus's client module lifecycle (`onRouteDidUpdate`). The first page's view is sent by the
 * gtag configuration in the page's head.
 */
declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export function onRouteDidUpdate({ location, previousLocation }: { location: Location; previousLocation: Location | null }): void {
  if (!previousLocation || location.pathname === previousLocation.pathname) return;
  // After the title of the new page is set.
  setTimeout(() => {
    window.gtag?.('set', 'page_path', location.pathname + location.search + location.hash);
    window.gtag?.('event', 'page_view');
  });
}
