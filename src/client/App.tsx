/**
 * The application shell: keeps showing the current page while the next route's code loads,
 * then switches; a failed load falls back to a full page load. Scrolls after each switch.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import type { RouteRecord, SiteData } from '../shared/site-data';
import { RouteContent } from './RouteContent';
import { preloadProgressBar, startNavigationProgress } from './progress-bar';
import { getLoadedRoute, loadRoute, onRouteRegistered } from './route-registry';
import { useLocation, useNavigationType, type Location } from './router';
import { rememberScroll, scrollAfterNavigation } from './scroll';
import { SiteDataContext } from './site-context';

interface Rendered {
  location: Location;
  record: RouteRecord | null;
}

function RouteSwitcher({ initialRecord }: { initialRecord: RouteRecord | null }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [rendered, setRendered] = useState<Rendered>({ location, record: initialRecord });
  const previousKey = useRef(location.key);
  const firstLocation = useRef(location);

  useEffect(() => {
    if (location === rendered.location) return;
    rememberScroll(previousKey.current);
    previousKey.current = location.key;
    if (location.pathname === rendered.location.pathname) {
      setRendered({ location, record: rendered.record });
      return;
    }
    let cancelled = false;
    const done = startNavigationProgress();
    loadRoute(location.pathname)
      .then((record) => !cancelled && setRendered({ location, record }))
      .catch(() => {
        // The next page's code could not load (a new deployment, a flaky network): load it in full.
        if (!cancelled) window.location.reload();
      })
      .finally(done);
    return () => {
      cancelled = true;
    };
  }, [location]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    if (rendered.location === firstLocation.current && !rendered.location.hash) return; // first load: the browser handles it
    scrollAfterNavigation(rendered.location, navigationType);
  }, [rendered.location]); // eslint-disable-line react-hooks/exhaustive-deps

  // Marks the document once the app is live (hydrated or rendered); tests and tools wait on it.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    preloadProgressBar();
  }, []);

  // Dev server: a hot-updated route registers again; show its new content.
  useEffect(
    () =>
      onRouteRegistered((record) => {
        setRendered((current) => (current.record?.path === record.path ? { ...current, record } : current));
      }),
    [],
  );

  return <RouteContent record={rendered.record ?? getLoadedRoute(rendered.location.pathname) ?? null} />;
}

export function App({ site, initialRecord }: { site: SiteData; initialRecord: RouteRecord | null }) {
  return (
    <SiteDataContext.Provider value={site}>
      <Root>
        <ThemeProvider>
          <RouteSwitcher initialRecord={initialRecord} />
        </ThemeProvider>
      </Root>
    </SiteDataContext.Provider>
  );
}
