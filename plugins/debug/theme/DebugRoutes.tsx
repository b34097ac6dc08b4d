/** Debug page: every route of the site, with the plugin that added it. */
import DebugLayout from './DebugLayout';
import type { DebugRouteEntry } from './debug-types';

export default function DebugRoutes({ routes }: { routes: DebugRouteEntry[] }) {
  return (
    <DebugLayout>
      <h2>Routes</h2>
      <ul className="clean-list">
        {routes.map(({ path, exact, plugin }) => (
          <li key={path} className="debug-panel__item">
            <div className="debug-panel__route">
              <code>{path}</code>
            </div>
            <div>
              Is exact: <code>{String(exact)}</code>
            </div>
            <div>
              Plugin: <code>{plugin}</code>
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
