/** Renders one route: its component with its modules as props, inside an error boundary. */
import { useMemo, type ComponentType } from 'react';
import NotFound from '@theme/NotFound';
import type { RouteRecord } from '../shared/site-data';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteContext, type RouteContextValue } from './route-context';
import { MissingDefaultExportError } from './route-registry';

export interface RouteComponentProps {
  route: { path: string; sourceFile?: string };
  [module: string]: unknown;
}

export function RouteContent({ record }: { record: RouteRecord | null }) {
  const pluginName = record?.plugin ?? 'unknown';
  const pluginId = record?.pluginId ?? 'default';
  const routeContext = useMemo<RouteContextValue>(() => ({ plugin: { name: pluginName, id: pluginId } }), [pluginName, pluginId]);
  if (!record) return <NotFound />;
  const Component = record.Component as ComponentType<RouteComponentProps> | undefined;
  if (!Component) throw new MissingDefaultExportError(record);
  return (
    <ErrorBoundary key={record.path}>
      <RouteContext.Provider value={routeContext}>
        <Component route={{ path: record.path, sourceFile: record.sourceFile }} {...record.modules} />
      </RouteContext.Provider>
    </ErrorBoundary>
  );
}
