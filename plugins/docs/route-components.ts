/**
 * The docs options that name route components (Docusaurus 3's `*Component` options). Doc pages
 * and category index pages take the given component in place of the theme's; the root components
 * (`docsRootComponent`, `docVersionRootComponent`, `docRootComponent`) make the routes nested as
 * Docusaurus nests them (DocsRoot > DocVersionRoot > DocRoot > doc), each parent rendering its
 * children with `renderRoutes(props.route.routes)`. Unset, or set to Docusaurus's default names,
 * the routes stay flat: '@theme/DocPage' renders the whole page itself, which is what
 * Docusaurus's default root components add up to.
 */
import { z } from 'zod';
import type { RouteConfig } from '../../src/core/index.ts';

const component = z.string().min(1).optional();

export const docsComponentOptions = {
  docsRootComponent: component,
  docVersionRootComponent: component,
  docRootComponent: component,
  docItemComponent: component,
  docCategoryGeneratedIndexComponent: component,
  docTagsListComponent: component,
  docTagDocListComponent: component,
};

export type DocsComponentOptions = { [K in keyof typeof docsComponentOptions]?: string };

/** Docusaurus's defaults of the root components: the layers '@theme/DocPage' already renders. */
const DEFAULT_ROOTS = new Set(['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot']);

/** A root component the site chose, or undefined for the default (no parent route). */
function chosenRoot(name: string | undefined): string | undefined {
  return name === undefined || DEFAULT_ROOTS.has(name) ? undefined : name;
}

/** Whether the site chose any root component (else every route is added as it is). */
export function hasRootComponents(options: DocsComponentOptions): boolean {
  return [options.docsRootComponent, options.docVersionRootComponent, options.docRootComponent].some((name) => chosenRoot(name) !== undefined);
}

export interface VersionRoutes {
  /** The version's root path ("/docs", "/docs/1.0"). */
  path: string;
  /** The JSON data module of the version (DocVersionRoot's `version` prop). */
  versionModule: string;
  /** Doc pages and category indexes (inside DocRoot). */
  pages: RouteConfig[];
  /** Tags pages (beside DocRoot, inside DocVersionRoot). */
  tagPages: RouteConfig[];
}

/** The routes to add: each version's pages under the parents the site's root components make. */
export function nestRoutes(options: DocsComponentOptions, docsRootPath: string, versions: VersionRoutes[]): RouteConfig[] {
  const docsRoot = chosenRoot(options.docsRootComponent);
  const versionRoot = chosenRoot(options.docVersionRootComponent);
  const docRoot = chosenRoot(options.docRootComponent);
  const versionRoutes = versions.flatMap((version): RouteConfig[] => {
    const pages = docRoot ? [{ path: version.path, exact: false, component: docRoot, routes: version.pages }] : version.pages;
    const all = [...pages, ...version.tagPages];
    return versionRoot
      ? [
          {
            path: version.path,
            exact: false,
            component: versionRoot,
            modules: { version: version.versionModule },
            moduleProps: 'default' as const,
            routes: all,
          },
        ]
      : all;
  });
  return docsRoot ? [{ path: docsRootPath, exact: false, component: docsRoot, routes: versionRoutes }] : versionRoutes;
}
