/**
 * What Markdown's Mermaid diagrams render with (MDXComponents' `mermaid`): the diagram's source,
 * until `@theme/Mermaid` (in its own chunk) has loaded and draws it. So pages without a diagram
 * carry none of its code, and a site's swizzled `@theme/Mermaid` is still the one used.
 */
import { useEffect, useState, type ComponentType } from 'react';
import MermaidSource from './mermaid-source';

interface MermaidProps {
  value: string;
}

let loaded: ComponentType<MermaidProps> | undefined;

export default function MermaidOnDemand(props: MermaidProps) {
  // After the first diagram, later ones (client navigation) render at once; hydration always starts from the source.
  const [Mermaid, setMermaid] = useState(() => loaded);
  useEffect(() => {
    if (Mermaid) return;
    let cancelled = false;
    const loading = __IS_SERVER__ ? Promise.reject(new Error('not while prerendering')) : import(/* webpackChunkName: "mermaid-diagram" */ '@theme/Mermaid');
    loading.then(
      (module) => {
        loaded = module.default;
        if (!cancelled) setMermaid(() => module.default);
      },
      (error: unknown) => console.error('The Mermaid diagram component could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [Mermaid]);
  return Mermaid ? <Mermaid {...props} /> : <MermaidSource value={props.value} />;
}
