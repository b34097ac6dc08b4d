/**
 * Types that cross the line between the node side and the browser: what a route is at run time,
 * what every page can read about the site, and what a route's manifest file lists.
 */
import type { SiteStorage } from './site-storage';

/** Data that every page may read (small; it is embedded once in each HTML page). */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** The site's locales, the one this page is in, and each one's settings (Docusaurus's `i18n` of useDocusaurusContext). */
  i18n: SiteI18n;
  /** The page's locale's translations of code strings (id -> message), for `translate()`; left out when there are none. */
  codeTranslations?: Record<string, string>;
  /** Between a page's title and the site's title in <title> (Docusaurus's titleDelimiter). */
  titleDelimiter: string;
  /** Theme configuration (navbar, footer, colour mode, ...), validated by the theme's schema. */
  themeConfig: Record<string, unknown>;
  /** Small data that plugins publish for every page (for example the docs versions): `globalData[pluginName][pluginId]`, as Docusaurus. */
  globalData: Record<string, Record<string, unknown>>;
  /** Whether this is a production build (prefetch on) or the dev server. */
  isProduction: boolean;
  /** The site's `trailingSlash` (left out when unset): the form of page URLs (shared/route-path.ts applyTrailingSlash). */
  trailingSlash?: boolean;
  /** `future.experimental_router`, left out for the default ('browser'): 'hash' keeps the page's path in the URL's hash. */
  router?: 'hash';
  /** The site's browser storage for preferences (shared/site-storage.ts); left out for the default (localStorage, no namespace). */
  storage?: SiteStorage;
}

/** A locale's settings, as Docusaurus 3.10 resolves them (src/core/i18n/locale-configs.ts). */
export interface SiteLocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
  translate: boolean;
  url: string;
  baseUrl: string;
}

export interface SiteI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  path: string;
  localeConfigs: Record<string, SiteLocaleConfig>;
}

/** A loaded module as a route component receives it (an MDX module, a page module, JSON data). */
export type LoadedModule = Record<string, unknown> & { default?: unknown };

/** A data module a route component loads on demand (a route's `lazyData`). */
export type LazyModule = () => Promise<LoadedModule>;

/** The id of a plugin instance given none (Docusaurus's). */
export const DEFAULT_PLUGIN_ID = 'default';

/** What a generated route module exports: the component and the modules it gets as props. */
export interface RouteRecord {
  path: string;
  /** The theme or page component that renders this route. */
  Component: unknown;
  /** Named content and data modules, passed to Component as props (lazy ones as loader functions). */
  modules: Record<string, LoadedModule | LazyModule>;
  /** Source file for error messages (a page or content file), when there is one. */
  sourceFile?: string;
  /** Name of the plugin that added the route. */
  plugin?: string;
  /** Its instance id ('default' unless the plugin has several). */
  pluginId?: string;
  /** The routes it is nested in, outermost first: each renders around the next (client/nested-routes.tsx). */
  parents?: ParentRouteRecord[];
  /** With parents: the component rendering them around this route (client/nested-routes.tsx, loaded with the route). */
  NestedContent?: unknown;
}

/** A parent route of a nested route, at run time. */
export interface ParentRouteRecord {
  path: string;
  exact?: boolean;
  strict?: boolean;
  Component: unknown;
  modules: RouteRecord['modules'];
}

/** The per-route manifest emitted at /assets/routes/{routeKey}.json, read by client navigation and prefetch. */
export interface RouteManifest {
  path: string;
  js: string[];
  css: string[];
}

/** Where route manifests live under the base URL. */
export const ROUTE_MANIFEST_DIR = 'assets/routes';
