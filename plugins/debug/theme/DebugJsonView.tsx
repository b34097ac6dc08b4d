/**
 * A JSON value as a tree whose objects and arrays open and close (native <details>, so it works
 * before hydration and without script). As Docusaurus's view: objects are open down to
 * `collapseDepth` levels, arrays while they have fewer than 5 items.
 */
import type { ReactNode } from 'react';

export interface DebugJsonViewProps {
  src: unknown;
  collapseDepth?: number;
}

function Scalar({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`debug-json__${kind}`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

function Node({ label, value, depth, collapseDepth }: { label?: string; value: unknown; depth: number; collapseDepth?: number }): ReactNode {
  const name = label !== undefined ? <span className="debug-json__label">{label}: </span> : null;
  if (value === null || typeof value !== 'object') {
    return (
      <div className="debug-json__row">
        {name}
        <Scalar value={value} />
      </div>
    );
  }
  const isArray = Array.isArray(value);
  const entries = Object.entries(value);
  const open = isArray ? entries.length < 5 : collapseDepth !== undefined && depth < collapseDepth;
  const [start, end] = isArray ? ['[', ']'] : ['{', '}'];
  return (
    <details className="debug-json__node" open={open}>
      <summary>
        {name}
        {start}
        <span className="debug-json__count">{entries.length === 0 ? '' : ` ${entries.length} ${isArray ? 'items' : 'keys'} `}</span>
        {end}
      </summary>
      <div className="debug-json__children">
        {entries.map(([key, item]) => (
          <Node key={key} label={key} value={item} depth={depth + 1} collapseDepth={collapseDepth} />
        ))}
      </div>
    </details>
  );
}

export default function DebugJsonView({ src, collapseDepth }: DebugJsonViewProps) {
  return (
    <div className="debug-json">
      <Node value={src} depth={0} collapseDepth={collapseDepth} />
    </div>
  );
}
