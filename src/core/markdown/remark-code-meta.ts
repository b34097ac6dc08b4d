/** Keeps a code fence's meta string (`title="a.ts" {1,3-5} showLineNumbers`) on its code element, for rehype-code-blocks. */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), metastring: node.meta } };
    });
  };
}
