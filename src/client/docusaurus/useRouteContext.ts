/** `@docusaurus/useRouteContext` (Docusaurus: the route's plugin, `{plugin: {name, id}}`; throws outside a route). */
import { useContext } from 'react';
import { RouteContext, type RouteContextValue } from '../route-context';

export default function useRouteContext(): RouteContextValue {
  const context = useContext(RouteContext);
  if (!context) throw new Error('useRouteContext() is called outside a route.');
  return context;
}
