/**
 * Page metadata (title, description, canonical, Open Graph). Components render <Head .../>;
 * during prerendering the values are collected into the HTML head, in the browser they update
 * the document. The last (innermost) value wins.
 */
import { createContext, useContext, useEffect } from 'react';

export interface HeadValues {
  title?: string;
  description?: string;
  image?: string;
  keywords?: string[];
  /** Keep the page out of search engines. */
  noIndex?: boolean;
  /** Extra <meta name content> pairs (e.g. "docsearch:docusaurus_tag" for the search index). */
  meta?: Record<string, string>;
}

/** Server-side collector; absent in the browser. */
export const HeadCollectorContext = createContext<HeadValues | null>(null);

export function Head(props: HeadValues): null {
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined) continue;
      if (key === 'meta') collector.meta = { ...collector.meta, ...(value as Record<string, string>) };
      else (collector as Record<string, unknown>)[key] = value;
    }
  }
  useEffect(() => {
    if (props.title) document.title = props.title;
    if (props.description) setMeta('name', 'description', props.description);
    if (props.description) setMeta('property', 'og:description', props.description);
    if (props.title) setMeta('property', 'og:title', props.title);
    for (const [name, content] of Object.entries(props.meta ?? {})) setMeta('name', name, content);
  }, [props.title, props.description, props.meta]);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
