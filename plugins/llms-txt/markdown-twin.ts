/**
 * A page's Markdown twin: its source tree (as the compiler parses it) turned into plain Markdown
 * a reader without the site's components can read. Front matter, imports, exports and `{...}`
 * expressions are removed; admonitions become blockquotes led by their type and title; tabs are
 * flattened, each tab's content under its label in bold; other JSX elements leave their content
 * (a self-closing one with a URL leaves a link to it); code blocks are kept verbatim; links and
 * images become absolute URLs of the site. The page's title is its first heading.
 */
import type { BlockContent, Blockquote, Heading, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString as mdastToString } from 'mdast-util-to-string';
import { findHeadingIdSuffix } from '../../src/core/index.ts';

export interface TwinContext {
  /** The page's title: its first heading when the source has no `# Title` of its own. */
  title: string;
  /** The page's absolute URL (links to `#anchor` and relative paths resolve against it). */
  pageUrl: string;
  /** The site's origin and base URL ("https://stately.ai/"): root-relative links resolve against it. */
  siteUrl: string;
  /** The site path of the page a link to a Markdown file (`./guards.md#x`, `/a.mdx`) names, without its hash; undefined when it names none. */
  markdownLinkTarget(href: string): string | undefined;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Parent = Extract<Nodes, { children: unknown[] }>;

/** Node types that carry nothing a Markdown reader can use (code of the page, front matter). */
const DROPPED = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** Attributes of a self-closing component that hold the URL of what it shows (a video, an embedded machine). */
const URL_ATTRIBUTES = ['href', 'url', 'src', 'embedURL', 'embedUrl', 'to'];
const LABEL_ATTRIBUTES = ['title', 'name', 'label', 'alt'];

/** The page's twin: plain Markdown, its title as the first line (`# Title`). */
export function markdownTwin(tree: Root, context: TwinContext): string {
  const children = convertChildren(tree.children, context) as RootContent[];
  const first = children[0];
  const titled = first?.type === 'heading' && first.depth === 1;
  const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: context.title }] };
  const root: Root = { type: 'root', children: titled ? children : [heading, ...children] };
  return toMarkdown(root, { extensions: [gfmToMarkdown()], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' });
}

function convertChildren(nodes: readonly Nodes[], context: TwinContext): Nodes[] {
  return nodes.flatMap((node) => convert(node, context));
}

function convert(node: Nodes, context: TwinContext): Nodes[] {
  if (DROPPED.has(node.type)) return [];
  switch (node.type) {
    case 'html':
      // Comments are notes to writers; other raw HTML is Markdown too.
      return node.value.trimStart().startsWith('<!--') ? [] : [node];
    case 'code':
    case 'inlineCode':
      return [node];
    case 'link':
    case 'image':
    case 'definition':
      return [withChildren({ ...node, url: absoluteUrl(node.url, context) } as Nodes, context)];
    case 'heading':
      return [withChildren(withoutHeadingId(node), context)];
    case 'containerDirective':
      return admonition(node as ContainerDirective, context);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, context);
    default:
      return [withChildren(node, context)];
  }
}

function withChildren<T extends Nodes>(node: T, context: TwinContext): T {
  if (!('children' in node)) return node;
  return { ...node, children: convertChildren((node as Parent).children as Nodes[], context) } as T;
}

/** `## Title {#custom-id}`: the id is the page's anchor, not text. */
function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return heading;
  const suffix = findHeadingIdSuffix(last.value);
  if (!suffix) return heading;
  return { ...heading, children: [...heading.children.slice(0, -1), { ...last, value: last.value.slice(0, suffix.start) }] };
}

/** `:::tip[Title]` -> `> **Tip: Title**` and the content, quoted. */
function admonition(node: ContainerDirective, context: TwinContext): Nodes[] {
  const properties = (node.data as { hName?: string; hProperties?: { type?: string; title?: string } } | undefined) ?? {};
  if (properties.hName !== 'admonition') return [withChildren(node, context)];
  const type = properties.hProperties?.type ?? node.name;
  let children = node.children as Nodes[];
  let title: PhrasingContent[] = properties.hProperties?.title ? [{ type: 'text', value: properties.hProperties.title }] : [];
  const first = children[0] as Paragraph | undefined;
  if (first?.type === 'paragraph' && (first.data as { hName?: string } | undefined)?.hName === 'mdxAdmonitionTitle') {
    title = first.children;
    children = children.slice(1);
  }
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  const lead: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'strong', children: title.length ? [{ type: 'text', value: `${label}: ` }, ...title] : [{ type: 'text', value: label }] }],
  };
  const quote: Blockquote = { type: 'blockquote', children: convertChildren([lead, ...children], context) as BlockContent[] };
  return [quote];
}

function attribute(element: JsxElement, names: readonly string[]): string | undefined {
  for (const name of names) {
    const found = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
    if (typeof found?.value === 'string' && found.value) return found.value;
  }
  return undefined;
}

/** A label in bold on its own line (flow) or inline (text). */
function boldLabel(label: string, flow: boolean): Nodes {
  const strong: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: label }] };
  return flow ? { type: 'paragraph', children: [strong] } : strong;
}

function jsxElement(element: JsxElement, context: TwinContext): Nodes[] {
  const flow = element.type === 'mdxJsxFlowElement';
  const children = convertChildren(element.children as Nodes[], context);
  switch (element.name) {
    case 'TabItem': {
      const label = attribute(element, ['label', 'value']);
      return label ? [boldLabel(label, flow), ...children] : children;
    }
    case 'summary':
      return [boldLabel(mdastToString({ type: 'paragraph', children: children as PhrasingContent[] }), flow)];
    case 'a': {
      const href = attribute(element, ['href']);
      if (!href) return children;
      const link: Link = { type: 'link', url: absoluteUrl(href, context), children: children as PhrasingContent[] };
      return [flow ? { type: 'paragraph', children: [link] } : link];
    }
    case 'img': {
      const src = attribute(element, ['src']);
      if (!src) return [];
      const image = { type: 'image' as const, url: absoluteUrl(src, context), alt: attribute(element, ['alt']) ?? '' };
      return [flow ? { type: 'paragraph', children: [image] } : image];
    }
    case 'br':
      return flow ? [] : [{ type: 'break' }];
    // HTML's inline elements, written as JSX in MDX: their Markdown.
    case 'b':
    case 'strong':
    case 'i':
    case 'em': {
      const phrasing = { type: element.name === 'b' || element.name === 'strong' ? 'strong' : 'emphasis', children } as PhrasingContent;
      return [flow ? { type: 'paragraph', children: [phrasing] } : phrasing];
    }
    case 'code': {
      const code: PhrasingContent = { type: 'inlineCode', value: mdastToString({ type: 'paragraph', children: children as PhrasingContent[] }) };
      return [flow ? { type: 'paragraph', children: [code] } : code];
    }
  }
  if (children.length > 0) return children;
  // A self-closing component showing something by URL (a video, an embedded machine): a link to it.
  const url = attribute(element, URL_ATTRIBUTES);
  if (!url || !/^(https?:)?\/\//.test(url)) return [];
  const link: Link = { type: 'link', url: absoluteUrl(url, context), children: [{ type: 'text', value: attribute(element, LABEL_ATTRIBUTES) ?? url }] };
  return [flow ? { type: 'paragraph', children: [link] } : link];
}

/**
 * A link's URL as a reader outside the site needs it: a Markdown file's page, a root-relative
 * path under the site's base URL, anything relative against the page; other schemes unchanged.
 */
export function absoluteUrl(url: string, context: TwinContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const hashAt = url.indexOf('#');
  const target = context.markdownLinkTarget(url);
  if (target !== undefined) return new URL(target + (hashAt === -1 ? '' : url.slice(hashAt)), context.siteUrl).href;
  if (url.startsWith('/')) {
    const base = new URL(context.siteUrl).pathname;
    return new URL(url.startsWith(base) ? url : base + url.slice(1), context.siteUrl).href;
  }
  try {
    return new URL(url, context.pageUrl).href;
  } catch {
    return url;
  }
}
