/** Debug page: each plugin's loaded content, by plugin name and instance id (empty ones left out). */
import DebugJsonView from './DebugJsonView';
import DebugLayout from './DebugLayout';

type AllContent = Record<string, Record<string, unknown>>;

export default function DebugContent({ allContent }: { allContent: AllContent }) {
  const withContent = Object.entries(allContent).filter(([, instances]) => Object.values(instances).some(Boolean));
  return (
    <DebugLayout>
      <h2>Plugin content</h2>
      {withContent.map(([pluginName, instances]) => (
        <section key={pluginName} className="debug-panel__plugin">
          <h3>{pluginName}</h3>
          {Object.entries(instances)
            .filter(([, content]) => Boolean(content))
            .map(([pluginId, content]) => (
              <section key={pluginId} className="debug-panel__instance">
                <code>{pluginId}</code>
                <DebugJsonView src={content} collapseDepth={2} />
              </section>
            ))}
        </section>
      ))}
    </DebugLayout>
  );
}
