/**
 * The route table's duplicates: the first route of a permalink is kept, the later ones are
 * reported through the site's `onDuplicateRoutes` (ignore, log, warn or throw), each named by the
 * plugin instance and file that made it.
 */
import { DEFAULT_PLUGIN_ID } from '../../shared/site-data.ts';
import type { LoadContext, RouteInfo } from '../plugin-types.ts';

function describeRoute(route: RouteInfo): string {
  const plugin = route.pluginId === DEFAULT_PLUGIN_ID ? route.plugin : `${route.plugin} (id "${route.pluginId}")`;
  return route.sourceFile ? `${plugin}: ${route.sourceFile}` : plugin;
}

/** Routes with a path no earlier route has; the others are reported by the site's onDuplicateRoutes. */
export function uniqueRoutes(routes: readonly RouteInfo[], context: Pick<LoadContext, 'report' | 'siteConfig'>): RouteInfo[] {
  const seen = new Map<string, RouteInfo>();
  const duplicates: string[] = [];
  const unique: RouteInfo[] = [];
  for (const route of routes) {
    const earlier = seen.get(route.permalink);
    if (earlier) {
      duplicates.push(`${route.permalink} (from ${describeRoute(earlier)} and ${describeRoute(route)}); the later one is ignored`);
      continue;
    }
    seen.set(route.permalink, route);
    unique.push(route);
  }
  context.report.problems(context.siteConfig.onDuplicateRoutes, 'Duplicate routes', duplicates);
  return unique;
}
