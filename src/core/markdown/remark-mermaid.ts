/**
 * With `markdown.mermaid: true`, a ```mermaid code block becomes a `<mermaid value="...">`
 * element, which the theme's MDX components render with `@theme/Mermaid`, as Docusaurus's
 * theme-mermaid does.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'mermaid',
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
        children: [],
        position: node.position,
      } as never;
    });
  };
}
