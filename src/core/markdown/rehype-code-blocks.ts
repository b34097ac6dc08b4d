/**
 * Highlights fenced code at build time: each `<pre><code class="language-x" metastring>` becomes
 * a `<codeblock language title>` element (rendered by the theme's CodeBlockFrame) around a `<pre>`
 * of highlighted lines, with the meta's highlighted lines and line numbers applied. Pages then
 * ship the markup, not a highlighter.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { parseCodeBlockMeta } from '../../shared/code-block-meta.ts';
import { highlightLines } from '../../shared/highlight-code.ts';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): Text => ({ type: 'text', value });

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
      const lines = highlightLines(textOf(code).replace(/\n$/, ''), language);
      const pre = element('pre', { className: ['code-block__pre'], tabIndex: 0 }, [
        element(
          'code',
          {},
          lines.map((tokens, i) =>
            element('span', { className: meta.highlightedLines.has(i + 1) ? ['code-block__line', 'code-block__line--highlighted'] : ['code-block__line'] }, [
              ...(meta.showLineNumbers ? [element('span', { className: ['code-block__line-number'], ariaHidden: 'true' }, [text(String(i + 1))])] : []),
              ...tokens.map((token) => (token.className ? element('span', { className: token.className.split(' ') }, [text(token.content)]) : text(token.content))),
              text('\n'),
            ]),
          ),
        ),
      ]);
      parent.children[index] = element('codeblock', { language, ...(meta.title ? { title: meta.title } : {}) }, [pre]);
      return SKIP;
    });
  };
}
