/**
 * The client's routes. There is no route table in the bundle: each route's entry script registers
 * its record here when it runs, and a route not yet loaded is found through its manifest file
 * (`assets/routes/{routeKey}.json`), which lists the scripts and stylesheets it needs.
 */
import { candidateRoutePaths, routeKey } from '../shared/route-path';
import { ROUTE_MANIFEST_DIR, type RouteManifest, type RouteRecord } from '../shared/site-data';
import { canPrefetch } from './prefetch-policy';

const records = new Map<string, RouteRecord>();
const manifests = new Map<string, Promise<RouteManifest | null>>();
const loadedFiles = new Map<string, Promise<void>>();
const listeners = new Set<(record: RouteRecord) => void>();
let baseUrl = '/';

export function configureRouteRegistry(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl;
}

export class MissingDefaultExportError extends Error {
  constructor(record: RouteRecord) {
    super(`The page module for route "${record.path}" (${record.sourceFile ?? 'unknown file'}) has no default export; a page module must export its component as default.`);
    this.name = 'MissingDefaultExportError';
  }
}

/** Called by each route's entry module (and again when hot-updated in the dev server). */
export function registerRoute(record: RouteRecord): void {
  if (typeof record.Component !== 'function' && typeof record.Component !== 'object') throw new MissingDefaultExportError(record);
  records.set(record.path, record);
  for (const listener of listeners) listener(record);
}

/** Notified when a route is registered again (hot update); returns an unsubscribe function. */
export function onRouteRegistered(listener: (record: RouteRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the route with this path has registered (its entry script ran). */
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

function fetchManifest(path: string): Promise<RouteManifest | null> {
  let manifest = manifests.get(path);
  if (!manifest) {
    manifest = fetch(`${baseUrl}${ROUTE_MANIFEST_DIR}/${routeKey(path)}.json`).then((response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`route manifest for ${path}: HTTP ${response.status}`);
      return response.json() as Promise<RouteManifest>;
    });
    // A failed request may succeed later (Retry, or the next navigation).
    manifest.catch(() => manifests.delete(path));
    manifests.set(path, manifest);
  }
  return manifest;
}

function loadFile(url: string): Promise<void> {
  let loading = loadedFiles.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const isCss = url.endsWith('.css');
      if (document.querySelector(isCss ? `link[rel="stylesheet"][href="${url}"]` : `script[src="${url}"]`)) return resolve();
      const element = isCss ? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url }) : Object.assign(document.createElement('script'), { src: url, async: true });
      element.onload = () => resolve();
      element.onerror = () => {
        loadedFiles.delete(url);
        element.remove();
        reject(new Error(`Failed to load ${url}`));
      };
      document.head.appendChild(element);
    });
    loadedFiles.set(url, loading);
  }
  return loading;
}

/**
 * Loads the route for a location: the exact path first, then the path without its
 * ".html" / "index.html" ending. Resolves to null when no route matches (not found);
 * rejects when the route's code cannot be loaded.
 */
export async function loadRoute(pathname: string): Promise<RouteRecord | null> {
  for (const path of candidateRoutePaths(pathname)) {
    const known = records.get(path);
    if (known) return known;
    const manifest = await fetchManifest(path);
    if (!manifest) continue;
    await Promise.all([...manifest.css, ...manifest.js].map(loadFile));
    const record = records.get(path);
    if (!record) throw new Error(`route ${path} did not register after its scripts loaded`);
    return record;
  }
  return null;
}

const prefetched = new Set<string>();

/** Warms the cache for a linked route (its manifest and files), unless the connection is slow. */
export function prefetchRoute(pathname: string): void {
  if (prefetched.has(pathname) || getLoadedRoute(pathname) || !canPrefetch()) return;
  prefetched.add(pathname);
  fetchManifest(candidateRoutePaths(pathname).at(-1)!)
    .then((manifest) => {
      for (const url of [...(manifest?.js ?? []), ...(manifest?.css ?? [])]) {
        if (loadedFiles.has(url) || document.querySelector(`link[rel="prefetch"][href="${url}"]`)) continue;
        document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'prefetch', href: url, as: url.endsWith('.css') ? 'style' : 'script' }));
      }
    })
    .catch(() => prefetched.delete(pathname));
}
