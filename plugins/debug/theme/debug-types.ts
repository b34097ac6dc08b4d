/** What the debug plugin passes its pages, in the shape both sides share. */

/** A route as the routes page lists it (its path with the base URL). */
export interface DebugRouteEntry {
  path: string;
  exact: boolean;
  /** The plugin that added it. */
  plugin: string;
}

/** A module some route loads: its portable name (`@site/...`, `@generator/...`) and its file. */
export interface DebugRegistryEntry {
  aliasedPath: string;
  resolvedPath: string;
}
