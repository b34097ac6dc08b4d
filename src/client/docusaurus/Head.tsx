/**
 * `@docusaurus/Head` (Docusaurus: react-helmet-async). Its children are head elements:
 * `<title>`, `<meta>`, `<link>`, `<script>`, `<style>`, `<base>`, and `<html className>`; the
 * innermost Head wins for a given title or tag. They are written into the prerendered HTML and
 * kept up to date in the browser (head.tsx does both).
 */
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { useHead, type HeadElement, type HeadValues } from '../head';

/** React's prop names to HTML attribute names. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', charSet: 'charset', crossOrigin: 'crossorigin', hrefLang: 'hreflang', itemProp: 'itemprop' };

function textOf(children: ReactNode): string {
  return Children.toArray(children).map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : '')).join('');
}

function attributesOf(props: Record<string, unknown>): HeadElement['attributes'] {
  const attributes: HeadElement['attributes'] = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === undefined || value === null || value === false) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name] = value === true ? true : String(value);
  }
  return attributes;
}

/** The head values a Head's children stand for. */
export function headValuesOf(children: ReactNode): HeadValues {
  const values: HeadValues = { tags: [] };
  const visit = (nodes: ReactNode) => {
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      const props = child.props as Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };
      if (child.type === Fragment) return visit(props.children);
      if (typeof child.type !== 'string') return;
      if (child.type === 'title') values.title = textOf(props.children);
      else if (child.type === 'html') values.htmlClassName = typeof props.className === 'string' ? props.className : undefined;
      else if (child.type === 'body') return;
      else if (child.type === 'meta' && props.name === 'description' && typeof props.content === 'string') values.description = props.content;
      else values.tags!.push({ tagName: child.type, attributes: attributesOf(props), innerHTML: props.dangerouslySetInnerHTML?.__html ?? (textOf(props.children) || undefined) });
    });
  };
  visit(children);
  return values;
}

export default function Head({ children }: { children?: ReactNode }): null {
  useHead(headValuesOf(children));
  return null;
}
