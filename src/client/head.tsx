/**
 * Page metadata (title, description, canonical, Open Graph, extra tags). Components render
 * <Head .../> (this module, by props) or Docusaurus's `<Head>` with tags as children
 * (docusaurus/Head.tsx); both come here. During prerendering the values are collected into the
 * HTML head, in the browser they update the document. The last (innermost) value wins.
 */
import { createContext, useContext, useEffect } from 'react';

/** A tag for the document head (`<link>`, `<meta>`, `<script>`, `<style>`, ...). */
export interface HeadElement {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface HeadValues {
  title?: string;
  description?: string;
  image?: string;
  keywords?: string[];
  /** Keep the page out of search engines. */
  noIndex?: boolean;
  /** Extra <meta name content> pairs (e.g. "docsearch:docusaurus_tag" for the search index). */
  meta?: Record<string, string>;
  /** Other head tags, in order; a later tag with the same key (headElementKey) replaces an earlier one. */
  tags?: HeadElement[];
  /** Classes for the <html> element. */
  htmlClassName?: string;
}

/** Server-side collector; absent in the browser. */
export const HeadCollectorContext = createContext<HeadValues | null>(null);

/** What makes two head tags the same one (a meta's name or property, a link's rel and href, ...). */
export function headElementKey(element: HeadElement): string {
  const a = element.attributes;
  if (element.tagName === 'meta') return `meta:${String(a.name ?? a.property ?? a.charset ?? a['http-equiv'] ?? JSON.stringify(a))}`;
  if (element.tagName === 'link') return `link:${String(a.rel)}:${String(a.href)}:${String(a.hreflang ?? '')}`;
  return `${element.tagName}:${String(a.src ?? a.id ?? '')}:${element.innerHTML ?? ''}`;
}

function collect(collector: HeadValues, values: HeadValues): void {
  for (const [key, value] of Object.entries(values) as Array<[keyof HeadValues, unknown]>) {
    if (value === undefined) continue;
    if (key === 'meta') collector.meta = { ...collector.meta, ...(value as Record<string, string>) };
    else if (key === 'tags') {
      const tags = new Map((collector.tags ?? []).map((tag) => [headElementKey(tag), tag]));
      for (const tag of value as HeadElement[]) tags.set(headElementKey(tag), tag);
      collector.tags = [...tags.values()];
    } else if (key === 'htmlClassName') collector.htmlClassName = [collector.htmlClassName, value].filter(Boolean).join(' ');
    else (collector as Record<string, unknown>)[key] = value;
  }
}

/**
 * Applies head values: collected while prerendering (every kind), written into the document in
 * the browser (title, description, meta; Docusaurus's Head adds its tags and <html> classes, see
 * docusaurus/Head.tsx, so pages that do not use it carry none of that code).
 */
export function useHead(values: HeadValues): void {
  const collector = useContext(HeadCollectorContext);
  if (__IS_SERVER__ && collector) collect(collector, values);
  const { title, description, meta } = values;
  useEffect(() => {
    if (title) document.title = title;
    if (description) setMeta('name', 'description', description);
    if (description) setMeta('property', 'og:description', description);
    if (title) setMeta('property', 'og:title', title);
    for (const [name, content] of Object.entries(meta ?? {})) setMeta('name', name, content);
  }, [title, description, meta]);
}

export function Head(props: HeadValues): null {
  useHead(props);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
