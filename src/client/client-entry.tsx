/**
 * Browser entry. Route entry scripts (which run after this one) register the page's route; once
 * the document is parsed, hydrate the prerendered HTML (or render, in the dev server).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { configureRouteRegistry, loadRoute } from './route-registry';
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
  configureRouteRegistry({ baseUrl: boot.site.baseUrl });
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const container = document.getElementById(APP_ROOT_ELEMENT_ID)!;
  const prerendered = container.hasChildNodes();
  // A prerendered not-found page stays the not-found page, whatever its URL.
  const record = prerendered && boot.route === null ? null : await loadRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter basename={boot.site.baseUrl === '/' ? undefined : boot.site.baseUrl.replace(/\/$/, '')}>
        <App site={boot.site} initialRecord={record} />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

function startWhenParsed(): void {
  start().catch((error) => {
    console.error(error);
    // Could not load this page's code: nothing to hydrate, the prerendered HTML stays readable.
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startWhenParsed, { once: true });
else startWhenParsed();
