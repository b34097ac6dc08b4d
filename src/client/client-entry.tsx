/**
 * Browser entry. The page's application modules and payload (scripts that run after this one)
 * make its route ready; once the document is parsed, hydrate the prerendered HTML (or render, in
 * the dev server).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startRouteLifecycles } from './client-lifecycles';
import { createNavigationHistory } from './navigation-history';
import { routeInPageAnchors } from './hash-router-anchors';
import { startNavigationProgress } from './progress-bar';
import { BrowserRouter } from './router';
import { App } from './App';
import type { RouteRecord } from '../shared/site-data';
import { stripHtmlEnding } from '../shared/route-path';
import { configureBrowserStorage } from './browser-storage';
import { configureRouteRegistry, loadRoute, prepareRoute, whenRouteRegistered } from './route-registry';
import { APP_ROOT_ELEMENT_ID, BOOT_DATA_ELEMENT_ID, type PageBootData } from './site-context';

declare global {
  interface Window {
    /** Set once the client script ran; the base-URL banner checks it. */
    __SITE_CLIENT_LOADED__?: boolean;
  }
}

async function start(): Promise<void> {
  window.__SITE_CLIENT_LOADED__ = true;
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ELEMENT_ID)!.textContent!) as PageBootData;
  configureRouteRegistry({ baseUrl: boot.site.baseUrl, routeManifests: boot.routeManifests });
  configureBrowserStorage(boot.site.storage);
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const container = document.getElementById(APP_ROOT_ELEMENT_ID)!;
  const hashRouter = __HASH_ROUTER__ && boot.site.router === 'hash';
  let prerendered = container.hasChildNodes();
  let record: RouteRecord | null;
  if (hashRouter) {
    // One index.html, nothing prerendered (as Docusaurus): the page is the one the hash names, else the home page.
    if (!window.location.hash.startsWith('#/')) window.history.replaceState(window.history.state, '', `#${boot.site.baseUrl}`);
    record = await loadRoute(new URL(window.location.hash.slice(1), 'http://site').pathname);
    prerendered = false;
  } else if (boot.route !== null) {
    // The page's own application modules and payload run right after this script (all deferred).
    record = await Promise.race([whenRouteRegistered(boot.route), documentParsed().then(() => loadRoute(window.location.pathname))]);
  } else if (stripHtmlEnding(window.location.pathname) !== window.location.pathname.replace(/\/$/, '') || !prerendered) {
    // The host served its 404 page for "/a.html": the route "/a" may still exist.
    record = await loadRoute(window.location.pathname);
    if (record) prerendered = false;
  } else {
    record = null;
  }
  const routerHistory = createNavigationHistory(
    (pathname) => {
      const loading = prepareRoute(pathname);
      if (loading) loading.finally(startNavigationProgress()).catch(() => {});
      return loading;
    },
    { hash: hashRouter },
  );
  if (hashRouter) routeInPageAnchors(routerHistory);
  // Client modules' onRouteUpdate, for the first location and each change (client-lifecycles.ts).
  startRouteLifecycles(routerHistory);
  const app = (
    <StrictMode>
      <BrowserRouter history={routerHistory}>
        <App site={boot.site} initialRecord={record} />
      </BrowserRouter>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (long pages blocked input for hundreds of milliseconds).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

function documentParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else {
      document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
      window.addEventListener('load', () => resolve(), { once: true });
    }
  });
}

function startWhenParsed(): void {
  start().catch((error) => {
    console.error(error);
    // Could not load this page's code: nothing to hydrate, the prerendered HTML stays readable.
  });
}

startWhenParsed();
