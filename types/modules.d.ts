/** Module declarations for things the bundler provides. */
declare module '*.css';
declare module '@generated/server-routes.js' {
  const routes: Record<string, () => Promise<{ default: import('../src/shared/site-data').RouteRecord }>>;
  export default routes;
}
declare const __IS_SERVER__: boolean;
