/**
 * The actions a plugin's contentLoaded and allContentLoaded receive (Docusaurus's
 * `createPluginActionsUtils`): `addRoute`, `createData`, `setGlobalData`. One set per plugin and
 * step; `settle()` waits for what they started (route props written as data modules) and returns
 * what they collected, as a value.
 */
import type { LoadContext, ParentRouteInfo, PluginActions, RouteConfig, RouteInfo } from '../plugin-types.ts';
import { dataModuleDir, dataModuleWriter } from './data-module.ts';
import type { InitializedPlugin, PluginActionsResult } from './loaded-plugin.ts';
import { checkRouteShape, leafRoute, parentRoute } from './plugin-routes.ts';

export interface CollectingActions {
  actions: PluginActions;
  /** Once the plugin's hook has returned: waits for the routes still being made, then returns all it collected. */
  settle(): Promise<PluginActionsResult>;
}

export function createPluginActions(plugin: InitializedPlugin, context: LoadContext): CollectingActions {
  const createData = dataModuleWriter(dataModuleDir(context.generatedFilesDir, plugin.name, plugin.id));
  const routes: RouteInfo[] = [];
  let globalData: { data: unknown } | undefined;
  // Routes whose props are being written; a parent's resolve before its children are added, which may wait on their own.
  const pending: Array<Promise<unknown>> = [];

  /** Runs `then` with the route's plain props written as data modules (at once when it has none). */
  const withProps = (route: RouteConfig, then: (props: Record<string, string>) => void) => {
    const props = Object.entries(route.props ?? {});
    if (!props.length) return then({});
    pending.push(
      Promise.all(props.map(([name, value]) => createData(`props-${name}`, JSON.stringify(value ?? null)))).then((files) =>
        then(Object.fromEntries(props.map(([name], i) => [name, files[i]]))),
      ),
    );
  };
  /** Each leaf of the tree becomes a page, carrying its ancestors (outermost first). */
  const addTree = (route: RouteConfig, parents: ParentRouteInfo[]) => {
    checkRouteShape(route, plugin, context);
    withProps(route, (props) => {
      if (!route.routes?.length) return void routes.push(leafRoute(route, props, parents, plugin, context));
      const withThis = [...parents, parentRoute(route, props, plugin, context)];
      for (const child of route.routes) addTree(child, withThis);
    });
  };

  return {
    actions: {
      addRoute(route) {
        addTree(route, []);
      },
      createData,
      setGlobalData(data) {
        globalData = { data };
      },
    },
    async settle() {
      while (pending.length) await Promise.all(pending.splice(0));
      return { routes, hasGlobalData: globalData !== undefined, globalData: globalData?.data };
    },
  };
}
