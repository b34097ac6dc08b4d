/** A Mermaid diagram's source, shown until the diagram is drawn (and in the prerendered page). */
import './mermaid.css';

export default function MermaidSource({ value, error }: { value: string; error?: string }) {
  return (
    <div className="docusaurus-mermaid-container mermaid-diagram mermaid-diagram--source">
      <pre>{value}</pre>
      {error && (
        <p role="alert" className="mermaid-diagram__error">
          {error}
        </p>
      )}
    </div>
  );
}
