/**
 * The client's routes. There is no route table in the bundle. A route is two kinds of script:
 * application modules (its component and what its Markdown imports), each registered by its
 * webpack entry, and its payload (shared/route-payload.ts), pushed onto a global queue. A route is
 * ready once its payload and every application module it names have arrived. A route not yet
 * loaded is found through its manifest file (`assets/routes/{routeKey}.json`), which lists the
 * scripts and stylesheets it needs.
 */
import { candidateRoutePaths, routeKey } from '../shared/route-path';
import { PAYLOAD_DIR, PAYLOAD_GLOBAL, appModuleIdsOf, resolveRoutePayload, type RoutePayload } from '../shared/route-payload';
import { ROUTE_MANIFEST_DIR, type LoadedModule, type RouteManifest, type RouteRecord } from '../shared/site-data';
import { loadLazyData } from './lazy-data';
import { markdownRuntime } from './markdown-runtime';
import { canPrefetch } from './prefetch-policy';

const appModules = new Map<string, LoadedModule>();
/** Payloads by route path, ready or waiting for application modules. */
const payloads = new Map<string, RoutePayload>();
const records = new Map<string, RouteRecord>();
const manifests = new Map<string, Promise<RouteManifest | null>>();
const loadedFiles = new Map<string, Promise<void>>();
/** Files loaded (scripts run, stylesheets parsed), and manifests received, for the synchronous checks of prepareRoute. */
const loadedUrls = new Set<string>();
const fetchedManifests = new Map<string, RouteManifest>();
const listeners = new Set<(record: RouteRecord) => void>();
let baseUrl = '/';
/** With the hash router, every route's manifest, from the page (site-context.tsx PageBootData); else fetched. */
let embeddedManifests: Record<string, RouteManifest> | undefined;

export function configureRouteRegistry(options: { baseUrl: string; routeManifests?: Record<string, RouteManifest> }): void {
  baseUrl = options.baseUrl;
  embeddedManifests = options.routeManifests;
}

export class MissingDefaultExportError extends Error {
  constructor(record: Pick<RouteRecord, 'path' | 'sourceFile'>) {
    super(
      `The page module for route "${record.path}" (${record.sourceFile ?? 'unknown file'}) has no default export; a page module must export its component as default.`,
    );
    this.name = 'MissingDefaultExportError';
  }
}

/** Builds the record of a payload whose application modules have all arrived; tells listeners. */
function resolveIfReady(payload: RoutePayload): void {
  if (!appModuleIdsOf(payload).every((id) => appModules.has(id))) return;
  const record = resolveRoutePayload(payload, { runtime: markdownRuntime, appModule: (id) => appModules.get(id)!, loadLazy: loadLazyData });
  if (typeof record.Component !== 'function' && typeof record.Component !== 'object') throw new MissingDefaultExportError(record);
  records.set(record.path, record);
  for (const listener of listeners) listener(record);
}

function registerPayload(payload: RoutePayload): void {
  payloads.set(payload.path, payload);
  resolveIfReady(payload);
}

/** Called by each application module's entry (and again when hot-updated in the dev server). */
export function registerAppModule(id: string, value: LoadedModule): void {
  appModules.set(id, value);
  for (const payload of payloads.values()) if (appModuleIdsOf(payload).includes(id)) resolveIfReady(payload);
}

// Payload scripts that ran before this module queued themselves; later ones call push directly.
const queue: RoutePayload[] = ((globalThis as Record<string, unknown>)[PAYLOAD_GLOBAL] as RoutePayload[] | undefined) ?? [];
(globalThis as Record<string, unknown>)[PAYLOAD_GLOBAL] = queue;
queue.splice(0).forEach(registerPayload);
queue.push = (...items: RoutePayload[]) => {
  items.forEach(registerPayload);
  return 0;
};

/** Notified when a route becomes ready, or again after a hot update; returns an unsubscribe function. */
export function onRouteRegistered(listener: (record: RouteRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the route with this path is ready (its scripts ran). */
export function whenRouteRegistered(path: string): Promise<RouteRecord> {
  const known = records.get(path);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const stop = onRouteRegistered((record) => {
      if (record.path !== path) return;
      stop();
      resolve(record);
    });
  });
}

export function getLoadedRoute(pathname: string): RouteRecord | undefined {
  for (const path of candidateRoutePaths(pathname)) {
    const record = records.get(path);
    if (record) return record;
  }
  return undefined;
}

function fetchManifest(path: string, fresh = false): Promise<RouteManifest | null> {
  let manifest = fresh ? undefined : manifests.get(path);
  if (!manifest && embeddedManifests) manifest = Promise.resolve(embeddedManifests[path] ?? null);
  if (!manifest) {
    manifest = fetch(`${baseUrl}${ROUTE_MANIFEST_DIR}/${routeKey(path)}.json`, fresh ? { cache: 'no-store' } : undefined).then((response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`route manifest for ${path}: HTTP ${response.status}`);
      return response.json() as Promise<RouteManifest>;
    });
    manifest.then(
      (received) => received && fetchedManifests.set(path, received),
      () => {},
    );
    // A failed request may succeed later (Retry, or the next navigation).
    manifest.catch(() => manifests.delete(path));
    manifests.set(path, manifest);
  }
  return manifest;
}

/**
 * Loads a script (it runs: a payload registers itself, a module its exports) or a stylesheet.
 * A stylesheet loaded ahead of its page is fetched and parsed but not applied (media "not all"),
 * so a prefetched page's styles cannot restyle this one; showStylesheets() switches it on.
 */
function loadFile(url: string): Promise<void> {
  let loading = loadedFiles.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const isCss = url.endsWith('.css');
      if (document.querySelector(isCss ? `link[rel="stylesheet"][href="${url}"]` : `script[src="${url}"]`)) return resolve();
      const element = isCss
        ? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url, media: 'not all' })
        : Object.assign(document.createElement('script'), { src: url, async: true });
      element.onload = () => resolve();
      element.onerror = () => {
        loadedFiles.delete(url);
        element.remove();
        reject(new Error(`Failed to load ${url}`));
      };
      document.head.appendChild(element);
    });
    loading.then(
      () => loadedUrls.add(url),
      () => {},
    );
    loadedFiles.set(url, loading);
  }
  return loading;
}

/** Dev server: a script loaded before is loaded (and run) again when next asked for. */
function forgetFile(url: string): void {
  loadedFiles.delete(url);
  loadedUrls.delete(url);
  document.querySelector(`script[src="${url}"]`)?.remove();
}

function showStylesheets(manifest: RouteManifest): void {
  for (const url of manifest.css) {
    const sheet = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${url}"][media="not all"]`);
    if (sheet) sheet.media = 'all';
  }
}

async function loadManifestFiles(manifest: RouteManifest): Promise<RouteRecord> {
  await Promise.all([...manifest.css, ...manifest.js].map(loadFile));
  const record = records.get(manifest.path);
  if (!record) throw new Error(`route ${manifest.path} was not ready after its scripts loaded`);
  return record;
}

async function findRoute(pathname: string): Promise<{ record: RouteRecord; manifest?: RouteManifest } | null> {
  for (const path of candidateRoutePaths(pathname)) {
    const known = records.get(path);
    if (known && !fetchedManifests.has(path)) return { record: known }; // a page's own route, from its HTML
    const manifest = await fetchManifest(path);
    if (manifest) return { record: await loadManifestFiles(manifest), manifest };
  }
  return null;
}

/**
 * Loads the route for a location, ready to be shown: the exact path first, then the path
 * without its ".html" / "index.html" ending. Resolves to null when no route matches (not
 * found); rejects when the route's code cannot be loaded.
 */
export async function loadRoute(pathname: string): Promise<RouteRecord | null> {
  const found = await findRoute(pathname);
  if (found?.manifest) showStylesheets(found.manifest);
  return found?.record ?? null;
}

/**
 * Makes the route for a location ready to be shown: undefined when it is already (its scripts
 * ran and its stylesheets are loaded: they are switched on now, so the caller can show the page
 * in this frame), else a promise that settles when it is.
 */
export function prepareRoute(pathname: string): Promise<RouteRecord | null> | undefined {
  for (const path of candidateRoutePaths(pathname)) {
    if (!records.has(path)) continue;
    const manifest = fetchedManifests.get(path);
    if (!manifest) return undefined;
    if (!manifest.css.every((url) => loadedUrls.has(url))) break;
    showStylesheets(manifest);
    return undefined;
  }
  return loadRoute(pathname);
}

/**
 * Dev server: these routes' content changed. Each one loaded here reads its manifest afresh and
 * loads what it now lists (a new payload URL, new modules); listeners then see the new record.
 * The others forget their manifest, so a later visit reads the new one.
 */
export async function reloadLoadedRoutes(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      if (!payloads.has(path)) {
        manifests.delete(path);
        return;
      }
      const manifest = await fetchManifest(path, true);
      if (!manifest) return;
      // Its payload runs again even when its URL is one loaded before (an edit undone, a crash
      // fixed by going back to the text that worked): the route's record must be made anew.
      for (const url of manifest.js) if (url.startsWith(`${baseUrl}${PAYLOAD_DIR}/`)) forgetFile(url);
      await loadManifestFiles(manifest);
      showStylesheets(manifest);
    }),
  );
}

const prefetched = new Map<string, Promise<unknown>>();

/**
 * Loads a linked route ahead of a click, scripts run (its payload evaluated, its modules
 * registered) so the click can show it at once; its stylesheets wait unapplied. Does nothing
 * when the connection is slow or data saving is on. Resolves when done (never rejects).
 */
export function prefetchRoute(pathname: string): Promise<unknown> {
  if (getLoadedRoute(pathname) || !canPrefetch()) return Promise.resolve();
  let loading = prefetched.get(pathname);
  if (!loading) {
    loading = findRoute(pathname).catch(() => prefetched.delete(pathname));
    prefetched.set(pathname, loading);
  }
  return loading;
}
