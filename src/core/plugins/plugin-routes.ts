/**
 * A route a plugin added (`addRoute`), as the rest of the build takes it: its path normalized and
 * checked, the base URL added (the permalink), its component and modules resolved and flat, and
 * the plugin instance that added it. A nested route's leaves are the pages; each carries its
 * ancestors (ParentRouteInfo).
 */
import { normalizeRoutePath, withBaseUrl } from '../../shared/route-path.ts';
import { checkPluginRoutePath } from '../contained-paths.ts';
import type { LoadContext, ParentRouteInfo, RouteConfig, RouteInfo } from '../plugin-types.ts';
import { SiteError } from '../site-error.ts';
import { flattenModules, resolveModulePath } from './flatten-routes.ts';
import type { InitializedPlugin } from './loaded-plugin.ts';

/** What of the plugin and the site a route needs. */
type RouteContext = Pick<LoadContext, 'siteDir' | 'siteConfigPath' | 'baseUrl'>;

/** A route without a string path and component is the plugin's mistake, reported as such. */
export function checkRouteShape(route: RouteConfig, plugin: InitializedPlugin, context: RouteContext): void {
  if (typeof route.path !== 'string' || typeof route.component !== 'string') {
    throw new SiteError(
      `plugin "${plugin.name}" added a route without a string path and component: ${JSON.stringify({ path: route.path, component: route.component })}`,
      context.siteConfigPath,
    );
  }
}

/** A route's modules, flat, with its plain props (already written as data modules). */
function flatModulesOf(route: RouteConfig, props: Record<string, string>, plugin: InitializedPlugin, context: RouteContext): Record<string, string> {
  try {
    return { ...flattenModules(route.modules, context.siteDir), ...props };
  } catch (error) {
    throw new SiteError(`plugin "${plugin.name}", route "${route.path}": ${(error as Error).message}`, context.siteConfigPath);
  }
}

/** A leaf of a plugin's route tree: a page. `props`: its plain props' data modules; `parents`: its ancestors, outermost first. */
export function leafRoute(
  route: RouteConfig,
  props: Record<string, string>,
  parents: ParentRouteInfo[],
  plugin: InitializedPlugin,
  context: RouteContext,
): RouteInfo {
  const { routes: _children, props: _props, modules: _modules, exact: _exact, strict: _strict, ...rest } = route;
  const path = normalizeRoutePath(route.path);
  const sourceFile = route.sourceFile ?? (route.metadata?.sourceFilePath ? resolveModulePath(route.metadata.sourceFilePath, context.siteDir) : undefined);
  // Whatever made the path (a plugin's own content, a site's plugin), no page is written outside the output.
  checkPluginRoutePath(path, plugin.name, sourceFile, context.siteConfigPath);
  return {
    ...rest,
    path,
    component: resolveModulePath(route.component, context.siteDir),
    modules: flatModulesOf(route, props, plugin, context),
    ...(sourceFile ? { sourceFile } : {}),
    ...(parents.length ? { parents } : {}),
    moduleProps: route.moduleProps ?? plugin.moduleProps ?? 'default',
    permalink: withBaseUrl(context.baseUrl, path),
    plugin: plugin.name,
    pluginId: plugin.id,
  };
}

/** A route with child routes, as each of its leaves carries it. */
export function parentRoute(route: RouteConfig, props: Record<string, string>, plugin: InitializedPlugin, context: RouteContext): ParentRouteInfo {
  return {
    permalink: withBaseUrl(context.baseUrl, normalizeRoutePath(route.path)),
    component: resolveModulePath(route.component, context.siteDir),
    modules: flatModulesOf(route, props, plugin, context),
    ...(route.exact !== undefined ? { exact: route.exact } : {}),
    ...(route.strict !== undefined ? { strict: route.strict } : {}),
    moduleProps: route.moduleProps ?? plugin.moduleProps ?? 'default',
  };
}
