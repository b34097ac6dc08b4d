/**
 * The application shell: shows the route of the router's location. A push or replace reaches
 * here only once its page is ready (navigation-history.ts), so the new page renders in the same
 * update as the URL change; back/forward to a page not yet loaded keeps the current page on
 * screen until it is, and a failed load falls back to a full page load. Scrolls after each switch,
 * then calls the client modules' onRouteDidUpdate (client-lifecycles.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import type { RouteRecord, SiteData } from '../shared/site-data';
import { routeRendered } from './client-lifecycles';
import { RouteContent } from './RouteContent';
import { startPagePrefetchAllowance } from './prefetch-scheduler';
import { preloadProgressBar, startNavigationProgress } from './progress-bar';
import { getLoadedRoute, loadRoute, onRouteRegistered } from './route-registry';
import { useHistory, useLocation, type Location } from './router';
import { entryShown, scrollAfterNavigation, trackScrollPositions } from './scroll';
import { SiteDataContext } from './site-context';
import { setCodeTranslations } from './docusaurus/Translate';
import { setPluralLocale } from './docusaurus/plural-message';

interface Rendered {
  location: Location;
  record: RouteRecord | null;
}

function RouteSwitcher({ initialRecord }: { initialRecord: RouteRecord | null }) {
  const location = useLocation();
  const history = useHistory();
  const [rendered, setRendered] = useState<Rendered>({ location, record: initialRecord });
  const firstLocation = useRef(location);
  const shownPathname = useRef(location.pathname);

  // The location's page is in memory (a push waits for it; a hash or query change keeps the
  // page): switch in this render, not one effect later.
  const samePage = location.pathname === rendered.location.pathname;
  const ready = samePage ? rendered.record : getLoadedRoute(location.pathname);
  if (location !== rendered.location && ready !== undefined) setRendered({ location, record: ready });

  useEffect(() => {
    if (location === rendered.location || ready !== undefined) return;
    let cancelled = false;
    const done = startNavigationProgress();
    loadRoute(location.pathname)
      .then((record) => !cancelled && setRendered({ location, record }))
      .catch(() => {
        // The page's code could not load (a new deployment, a flaky network): load it in full.
        if (!cancelled) window.location.reload();
      })
      .finally(done);
    return () => {
      cancelled = true;
    };
  }, [location]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(trackScrollPositions, []);

  useLayoutEffect(() => {
    entryShown(rendered.location);
    if (rendered.location.pathname !== shownPathname.current) {
      shownPathname.current = rendered.location.pathname;
      startPagePrefetchAllowance();
    }
    if (rendered.location !== firstLocation.current || rendered.location.hash) scrollAfterNavigation(rendered.location, history.action); // on the first load without a hash the browser handles it
    // Client modules' onRouteDidUpdate, after the location's page has rendered (and scrolled, as in Docusaurus).
    routeRendered(rendered.location);
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

  return <RouteContent record={rendered.record ?? getLoadedRoute(rendered.location.pathname) ?? null} location={rendered.location} />;
}

export function App({ site, initialRecord }: { site: SiteData; initialRecord: RouteRecord | null }) {
  // Before anything renders: translate() reads the page's locale's strings (one locale per page).
  setCodeTranslations(site.codeTranslations);
  setPluralLocale(site.i18n.currentLocale);
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
