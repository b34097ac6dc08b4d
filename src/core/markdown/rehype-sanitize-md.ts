/**
 * The allow-list `markdown.safeMd` puts on a `.md` file (see markdown-options.ts): its raw HTML is
 * sanitised with hast-util-sanitize and GitHub's schema, extended below; the `href`/`src` URLs of
 * what its Markdown made (`[x](javascript:...)`) pass the same protocol allow-list.
 *
 * Only raw HTML is sanitised. What the Markdown and the site's own (trusted) plugins made stays as
 * it is: heading ids (`{#custom}`, without GitHub's `user-content-` prefix), admonitions, code
 * blocks, footnotes, plugin output such as npm2yarn's `<Tabs>` (MDX nodes) or KaTeX's markup. But
 * rehype-raw re-parses the whole tree, raw HTML and all, so afterwards the two look alike. So
 * before rehype-raw, `rehypeMarkMarkdownElements` marks every element with an attribute whose
 * value is drawn at random for this compile (the file cannot know it, so raw HTML cannot forge
 * it); after it, `rehypeSanitizeRawHtml` swaps each marked element and each MDX node for a
 * placeholder (a tag name no HTML parser makes), sanitises the tree, and puts them back, each
 * with its sanitised children. The mark is removed, so the output is the same as without it.
 *
 * Cost: a file without raw HTML (most) pays one tree walk to find that out and one to check its
 * link URLs; a file with raw HTML pays three walks more and the sanitiser's.
 */
import { randomUUID } from 'node:crypto';
import type { Element, ElementContent, Nodes, Parents, Root, RootContent } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ASSET_PLACEHOLDER } from './remark-assets.ts';
import { MARKDOWN_LINK_PLACEHOLDER } from './remark-markdown-links.ts';

/** The mark's property (the attribute `data-safe-md-trusted` while rehype-raw parses). */
const MARK = 'dataSafeMdTrusted';
/** Upper case and a space: a tag name the HTML parser never makes, so raw HTML cannot write a placeholder. */
const PLACEHOLDER = 'SAFE MD TRUSTED';
const PLACEHOLDER_INDEX = 'index';

/** Permissions an embedded player uses (YouTube's and Vimeo's embed code); not camera, microphone, location, payment... */
const IFRAME_ALLOW = /^\s*(?:(?:accelerometer|autoplay|clipboard-write|encrypted-media|fullscreen|gyroscope|picture-in-picture|web-share)\s*(?:;\s*|$))+$/;

/** GitHub's schema (hast-util-sanitize's default), with the lists it always has typed as present. */
const base = defaultSchema as Schema & {
  tagNames: string[];
  attributes: NonNullable<Schema['attributes']>;
  protocols: NonNullable<Schema['protocols']>;
};

/**
 * GitHub's schema, with what documentation writes in raw HTML besides: classes and ids as written
 * (ids are how docs link to a place: no prefix; `name` only on `<a>`, where it is a legacy anchor,
 * as elsewhere it shadows `document` properties), `<figure>`, `<mark>`, `<video>`, and `<iframe>`
 * for video embeds: an `https:` src only, no `srcdoc`, player permissions only. No `style`
 * attribute (it can lay a fake page over the real one), no `data-*` attribute (the theme's scripts
 * read some), no `data:` URL. The content of `<script>`, `<style>` and other raw-text elements goes
 * with them; any other element not allowed is replaced by its content.
 */
export const SAFE_MD_SCHEMA: Schema = {
  ...base,
  clobber: [],
  allowComments: true,
  tagNames: [
    ...base.tagNames,
    'abbr',
    'audio',
    'caption',
    'cite',
    'col',
    'colgroup',
    'figcaption',
    'figure',
    'iframe',
    'mark',
    'small',
    'u',
    'video',
    PLACEHOLDER,
  ],
  attributes: {
    ...base.attributes,
    '*': [...(base.attributes['*'] ?? []).filter((name) => name !== 'name'), 'className'],
    a: [...(base.attributes.a ?? []), 'name', ['target', '_blank']],
    img: [...(base.attributes.img ?? []), ['loading', 'lazy', 'eager']],
    iframe: [['src', /^https:\/\//i], ['allow', IFRAME_ALLOW], 'allowFullScreen', 'frameBorder', ['loading', 'lazy', 'eager'], 'referrerPolicy', 'sandbox'],
    video: ['src', 'poster', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'preload'],
    audio: ['src', 'controls', 'loop', 'muted', 'preload'],
    [PLACEHOLDER]: [PLACEHOLDER_INDEX],
  },
  protocols: { ...base.protocols, poster: ['http', 'https'] },
  strip: ['script', 'style', 'template', 'title', 'textarea', 'xmp', 'noembed', 'noframes', 'plaintext'],
};

/** Where the mark of this compile is kept between the two plugins (none: the file has no raw HTML). */
interface SafeMdData {
  safeMdMark?: string;
}

/** Before rehype-raw: marks every element, when the tree holds raw HTML. */
export function rehypeMarkMarkdownElements() {
  return (tree: Root, file: VFile) => {
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
      return EXIT;
    });
    if (!hasRaw) return;
    const mark = randomUUID();
    (file.data as SafeMdData).safeMdMark = mark;
    visit(tree, 'element', (node) => {
      node.properties[MARK] = mark;
    });
  };
}

/** After rehype-raw: sanitises what raw HTML made, and drops unsafe URLs from what the Markdown made. */
export function rehypeSanitizeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    const mark = (file.data as SafeMdData).safeMdMark;
    const trusted: Nodes[] = [];
    protect(tree, mark, trusted);
    if (mark === undefined) return tree;
    const clean = sanitize(tree, SAFE_MD_SCHEMA) as Root;
    restore(clean, trusted);
    return clean;
  };
}

/** Node types rehype-raw leaves in the tree besides elements: anything else is an MDX node a plugin made. */
const HTML_NODE_TYPES = new Set(['element', 'text', 'comment', 'doctype', 'root']);

/**
 * Drops unsafe URLs from each trusted node (all of them when the file has no raw HTML: `mark` is
 * undefined) and, when there is raw HTML, swaps each trusted node for a placeholder holding its children.
 */
function protect(parent: Parents, mark: string | undefined, trusted: Nodes[]): void {
  parent.children.forEach((child, index) => {
    if ('children' in child) protect(child, mark, trusted);
    const isTrusted = child.type === 'element' ? mark === undefined || child.properties[MARK] === mark : !HTML_NODE_TYPES.has(child.type);
    if (!isTrusted) return;
    if (child.type === 'element') {
      delete child.properties[MARK];
      dropUnsafeUrls(child);
    }
    if (mark === undefined) return;
    trusted.push(child);
    const placeholder: Element = {
      type: 'element',
      tagName: PLACEHOLDER,
      properties: { [PLACEHOLDER_INDEX]: trusted.length - 1 },
      children: 'children' in child ? (child.children as ElementContent[]) : [],
    };
    parent.children[index] = placeholder;
  });
}

/** Puts each trusted node back in place of its placeholder, with the placeholder's (sanitised) children. */
function restore(parent: Parents, trusted: Nodes[]): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    restore(child, trusted);
    if (child.tagName !== PLACEHOLDER) return child;
    const original = trusted[child.properties[PLACEHOLDER_INDEX] as number];
    if ('children' in original) original.children = child.children;
    return original as RootContent;
  }) as Parents['children'];
}

/** The link and asset placeholders remark-markdown-links.ts and remark-assets.ts write, filled in with site URLs later. */
const URL_PLACEHOLDER = new RegExp(`^(?:${MARKDOWN_LINK_PLACEHOLDER.source}|${ASSET_PLACEHOLDER.source})$`);
const URL_PROBE_SCHEMA: Schema = {
  tagNames: ['a'],
  attributes: { a: ['href', 'src'] },
  protocols: SAFE_MD_SCHEMA.protocols,
  clobber: [],
  ancestors: {},
  strip: [],
};

/** Removes an `href` or `src` whose protocol the schema does not allow (judged by hast-util-sanitize itself). */
function dropUnsafeUrls(element: Element): void {
  for (const key of ['href', 'src'] as const) {
    const value = element.properties[key];
    if (typeof value !== 'string' || URL_PLACEHOLDER.test(value)) continue;
    const probe = sanitize({ type: 'element', tagName: 'a', properties: { [key]: value }, children: [] }, URL_PROBE_SCHEMA) as Element;
    if (probe.properties?.[key] !== value) delete element.properties[key];
  }
}
