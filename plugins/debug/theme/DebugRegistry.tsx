/** Debug page: the modules the site's routes load (components and data), by their portable and real paths. */
import DebugLayout from './DebugLayout';
import type { DebugRegistryEntry } from './debug-types';

export default function DebugRegistry({ registry }: { registry: DebugRegistryEntry[] }) {
  return (
    <DebugLayout>
      <h2>Registry</h2>
      <ul className="clean-list">
        {registry.map(({ aliasedPath, resolvedPath }) => (
          <li key={resolvedPath} className="debug-panel__item">
            <div>
              Aliased Path: <code>{aliasedPath}</code>
            </div>
            <div>
              Resolved Path: <code>{resolvedPath}</code>
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
