/** Renders one route: its component with its modules as props (inside its parents' for a nested route), inside an error boundary. */
import { useMemo, type ComponentType } from 'react';
import NotFound from '@theme/NotFound';
import type { RouteRecord } from '../shared/site-data';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteContext, type RouteContextValue } from './route-context';
import type { NestedRouteContent } from './nested-routes';
import type { Location } from './react-router';
import { MissingDefaultExportError } from './route-registry';

export interface RouteComponentProps {
  route: { path: string; sourceFile?: string };
  [module: string]: unknown;
}

export function RouteContent({ record, location }: { record: RouteRecord | null; location: Location }) {
  const pluginName = record?.plugin ?? 'unknown';
  const pluginId = record?.pluginId ?? 'default';
  const routeContext = useMemo<RouteContextValue>(() => ({ plugin: { name: pluginName, id: pluginId } }), [pluginName, pluginId]);
  if (!record) return <NotFound />;
  const Component = record.Component as ComponentType<RouteComponentProps> | undefined;
  if (!Component) throw new MissingDefaultExportError(record);
  // Loaded with a nested route's own modules, so pages without parents do not carry it.
  const NestedContent = record.NestedContent as typeof NestedRouteContent;
  return (
    // Keyed by the outermost route: two pages under one parent keep the parent mounted. A new
    // record (the dev server's content or hot update) lets a crashed page render again.
    <ErrorBoundary key={record.parents?.[0]?.path ?? record.path} route={record.path} resetKey={record}>
      <RouteContext.Provider value={routeContext}>
        {record.parents ? (
          <NestedContent record={record} location={location} />
        ) : (
          <Component route={{ path: record.path, sourceFile: record.sourceFile }} {...record.modules} />
        )}
      </RouteContext.Provider>
    </ErrorBoundary>
  );
}
