/**
 * Doc comments as HTML: the Markdown TypeDoc keeps of a comment, parsed as CommonMark + GFM and
 * turned into HTML with any raw HTML left out (a package's comments are text, never markup on our
 * pages), links restricted to http(s) and site paths, and code blocks highlighted at build time
 * by the same function the site's Markdown uses (same Prism, same token classes and frame), so
 * the browser gets finished markup and no highlighter.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast, type State } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';
import { ensurePrismLanguage } from '../../src/core/markdown-tools.ts';
import { codeBlockMarkup } from '../../src/shared/highlight-code.ts';

/** Fence languages as Prism knows them. */
const LANGUAGE_ALIASES: Record<string, string> = { ts: 'typescript', js: 'javascript', sh: 'bash' };

/** A code block in the frame the theme's CodeBlockFrame renders (without its Copy button, which needs the component). */
function codeBlock(state: State, node: Code): Element {
  const language = node.lang ?? 'text';
  const prismLanguage = LANGUAGE_ALIASES[language] ?? language;
  ensurePrismLanguage(prismLanguage);
  const { codeHtml } = codeBlockMarkup(node.value, prismLanguage, node.meta ?? undefined);
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['code-block__pre'], tabIndex: 0 },
    // Made here from the code's tokens, each escaped: the only raw markup on the page.
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'raw', value: codeHtml } as unknown as ElementContent] }],
  };
  const body: Element = { type: 'element', tagName: 'div', properties: { className: ['code-block__body'] }, children: [pre] };
  const frame: Element = { type: 'element', tagName: 'div', properties: { className: ['code-block', `language-${language}`] }, children: [body] };
  state.patch(node, frame);
  return frame;
}

/** Links that may stay links: the web and the site's own paths; anything else (javascript:, data:) becomes text. */
const SAFE_HREF = /^(https?:\/\/|\/|#)/i;

function unlinkUnsafe(node: Root | ElementContent): void {
  if (!('children' in node)) return;
  node.children = node.children.map((child) => {
    if (child.type === 'element' && child.tagName === 'a' && !SAFE_HREF.test(String(child.properties.href ?? ''))) {
      return { type: 'element', tagName: 'span', properties: {}, children: child.children };
    }
    if (child.type === 'element' && child.tagName === 'img') return { type: 'text', value: String(child.properties.alt ?? '') };
    return child;
  }) as typeof node.children;
  for (const child of node.children) unlinkUnsafe(child as ElementContent);
}

/** Made once: micromark combines a parser's extensions each time it is given them. */
const PARSE_OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/**
 * Each comment's HTML, by its Markdown: the same comments come back many times (a member
 * inherited by many interfaces, a package documented in two versions).
 */
const renderedComments = new Map<string, string>();

/** The HTML of some Markdown from a package's doc comment; '' for blank text. */
export function markdownToSafeHtml(markdown: string): string {
  let html = renderedComments.get(markdown);
  if (html === undefined) {
    html = render(markdown);
    renderedComments.set(markdown, html);
  }
  return html;
}

function render(markdown: string): string {
  if (!markdown.trim()) return '';
  const mdast = fromMarkdown(markdown, PARSE_OPTIONS);
  // allowDangerousHtml stays off: raw HTML in the Markdown is dropped here.
  const hast = toHast(mdast, { handlers: { code: codeBlock } }) as Root;
  unlinkUnsafe(hast);
  // Raw nodes are allowed out only because the Markdown's own raw HTML never got in (above).
  return toHtml(hast, { allowDangerousHtml: true });
}
