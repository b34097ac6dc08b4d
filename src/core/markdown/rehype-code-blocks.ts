/**
 * Highlights fenced code at build time: each `<pre><code class="language-x" metastring>` becomes
 * a `<codeblock language title codeHtml>` element, rendered by the theme's CodeBlockFrame, whose
 * `codeHtml` is the highlighted lines as markup: the meta's `{1,3-5}` ranges or else the magic
 * comments (`themeConfig.prism.magicComments`) applied, `showLineNumbers[=start]` numbered.
 * Languages outside prism-react-renderer's set load from Prism on demand. Pages then ship the
 * markup, not a highlighter.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { codeBlockMarkup } from '../../shared/highlight-code.ts';
import type { MagicComment } from '../../shared/magic-comments.ts';
import { SiteError } from '../site-error.ts';
import { ensurePrismLanguage } from './prism-languages.ts';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function dataProperties(properties: Element['properties']): Element['properties'] {
  return Object.fromEntries(Object.entries(properties).filter(([name]) => /^data[A-Z]/.test(name)));
}

export function rehypeCodeBlocks(options: { magicComments: readonly MagicComment[] }) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      ensurePrismLanguage(language);
      let markup: ReturnType<typeof codeBlockMarkup>;
      try {
        markup = codeBlockMarkup(textOf(code), language, String(code.properties.metastring ?? ''), options.magicComments);
      } catch (error) {
        throw new SiteError((error as Error).message, file.path, node.position?.start.line, node.position?.start.column);
      }
      parent.children[index] = {
        type: 'element',
        tagName: 'codeblock',
        // `data-*` properties a plugin's step put on the code (a Run button's example) reach the frame as props.
        properties: { ...dataProperties(code.properties), language, ...(markup.title ? { title: markup.title } : {}), codeHtml: markup.codeHtml },
        children: [],
      };
      return SKIP;
    });
  };
}
