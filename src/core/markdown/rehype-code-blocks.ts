/**
 * Highlights fenced code at build time: each `<pre><code class="language-x" metastring>` becomes
 * a `<codeblock language title codeHtml>` element, rendered by the theme's CodeBlockFrame, whose
 * `codeHtml` is the highlighted lines as markup (the meta's highlighted lines and line numbers
 * applied). Pages then ship the markup, not a highlighter.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { parseCodeBlockMeta } from '../../shared/code-block-meta.ts';
import { highlightedCodeHtml } from '../../shared/highlight-code.ts';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = parseCodeBlockMeta(String(code.properties.metastring ?? ''));
      const codeHtml = highlightedCodeHtml(textOf(code).replace(/\n$/, ''), language, meta);
      parent.children[index] = { type: 'element', tagName: 'codeblock', properties: { language, ...(meta.title ? { title: meta.title } : {}), codeHtml }, children: [] };
      return SKIP;
    });
  };
}
