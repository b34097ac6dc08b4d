/** Reading a built blog: which routes have HTML, and what list pages and headings show. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';

/** Routes under `prefix` ("/blog") that have an index.html in the output, sorted. */
export function builtRoutes(outDir: string, prefix: string): string[] {
  const dir = join(outDir, prefix);
  const routes = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `${prefix}/${file}`.replace(/\/?index\.html$/, ''));
  return routes.sort();
}

/** The post links of a list page, in order. */
export function listItemLinks(html: string): string[] {
  const document = parseDocument(html);
  return DomUtils.findAll((element) => element.name === 'h2' && element.attribs.class === 'blog-post-item__title', document.children).map(
    (heading) => DomUtils.findOne((element) => element.name === 'a', heading.children)!.attribs.href,
  );
}

/** The text of the first element with this tag name. */
export function textOf(html: string, tagName: string): string {
  const element = DomUtils.findOne((e) => e.name === tagName, parseDocument(html).children);
  return element ? DomUtils.textContent(element).trim() : '';
}

export interface Anchor {
  href: string;
  text: string;
  attributes: Record<string, string>;
}

/** Every link of a page (or of the part inside the first element with `className`), with its text. */
export function anchors(html: string, className?: string): Anchor[] {
  let nodes = parseDocument(html).children;
  if (className) {
    const scope = DomUtils.findOne((e) => (e.attribs.class ?? '').split(' ').includes(className), nodes);
    nodes = scope ? scope.children : [];
  }
  return DomUtils.findAll((e) => e.name === 'a', nodes).map((a) => ({ href: a.attribs.href, text: DomUtils.textContent(a).trim(), attributes: a.attribs }));
}

/** The href of the link whose text is `text`, if any. */
export function hrefOf(html: string, text: string | RegExp): string | undefined {
  return anchors(html).find((a) => (typeof text === 'string' ? a.text === text : text.test(a.text)))?.href;
}

/** The tags index's tags: label, permalink and post count. */
export function tagsIndexEntries(html: string): Array<{ label: string; permalink: string; count: number }> {
  return DomUtils.findAll((e) => e.name === 'a' && e.attribs.class === 'blog-tag', parseDocument(html).children).map((a) => {
    const count = DomUtils.findOne((e) => e.attribs.class === 'blog-tag__count', a.children);
    const label = a.children
      .filter((node) => node.type === 'text')
      .map((node) => DomUtils.textContent(node))
      .join('');
    return { label: label.trim(), permalink: a.attribs.href, count: Number(count ? DomUtils.textContent(count) : NaN) };
  });
}
