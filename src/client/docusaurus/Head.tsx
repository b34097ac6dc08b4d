/**
 * `@docusaurus/Head` (Docusaurus: react-helmet-async). Its children are head elements:
 * `<title>`, `<meta>`, `<link>`, `<script>`, `<style>`, `<base>`, and `<html className>`; the
 * innermost Head wins for a given title or tag. They are written into the prerendered HTML and
 * kept up to date in the browser (head.tsx does both).
 */
import { Children, Fragment, isValidElement, useEffect, type ReactNode } from 'react';
import { headElementKey, useHead, type HeadElement, type HeadValues } from '../head';

/** React's prop names to HTML attribute names. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  crossOrigin: 'crossorigin',
  hrefLang: 'hreflang',
  itemProp: 'itemprop',
};

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
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
      else
        values.tags!.push({
          tagName: child.type,
          attributes: attributesOf(props),
          innerHTML: props.dangerouslySetInnerHTML?.__html ?? (textOf(props.children) || undefined),
        });
    });
  };
  visit(children);
  return values;
}

/** useHead, plus tags and <html> classes kept in the document while the component is mounted. */
export function useHeadElements(values: HeadValues): void {
  useHead(values);
  const tagsKey = JSON.stringify(values.tags ?? []);
  useEffect(() => {
    const added = (JSON.parse(tagsKey) as HeadElement[]).map(placeHeadElement);
    return () => added.forEach((undo) => undo());
  }, [tagsKey]);
  const { htmlClassName } = values;
  useEffect(() => {
    const root = document.documentElement;
    const missing = (htmlClassName?.split(/\s+/).filter(Boolean) ?? []).filter((name) => !root.classList.contains(name));
    root.classList.add(...missing);
    return () => root.classList.remove(...missing);
  }, [htmlClassName]);
}

export default function Head({ children }: { children?: ReactNode }): null {
  useHeadElements(headValuesOf(children));
  return null;
}

/** Puts a tag into the document head (replacing the prerendered one with the same key); returns how to undo it. */
function placeHeadElement(tag: HeadElement): () => void {
  const key = headElementKey(tag);
  const existing = [...document.head.children].find((element) => elementKey(element) === key);
  // The prerendered page has it already: keep that one, and take it away with this page.
  if (existing) return () => existing.remove();
  const element = document.createElement(tag.tagName);
  for (const [name, value] of Object.entries(tag.attributes)) if (value !== false) element.setAttribute(name, value === true ? '' : value);
  if (tag.innerHTML) element.innerHTML = tag.innerHTML;
  document.head.appendChild(element);
  return () => element.remove();
}

function elementKey(element: Element): string {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attributes) attributes[name] = value;
  return headElementKey({ tagName: element.tagName.toLowerCase(), attributes, innerHTML: element.innerHTML || undefined });
}
