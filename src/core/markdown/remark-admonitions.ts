/**
 * Container directives named by an admonition keyword (`:::tip[Title]` ... `:::`) become
 * `<admonition type title>` elements, which the theme renders. Any other directive is turned
 * back into the text it was written as, so prose like "key:value" is never swallowed.
 */
import type { Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

export const ADMONITION_KEYWORDS = [
  'note', 'tip', 'info', 'warning', 'danger', 'typescript', 'xstate', 'warningxstate', 'breakingchange', 'studio', 'new', 'video',
] as const;
export type AdmonitionKeyword = (typeof ADMONITION_KEYWORDS)[number];

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!isDirective(node) || !parent || index === undefined) return;
      if (node.type === 'containerDirective' && (ADMONITION_KEYWORDS as readonly string[]).includes(node.name)) {
        const children = [...node.children] as RootContent[];
        let title: string | undefined;
        const first = children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = toString(first);
          children.shift();
        }
        title ??= typeof node.attributes?.title === 'string' ? node.attributes.title : undefined;
        node.children = children as ContainerDirective['children'];
        node.data = { hName: 'admonition', hProperties: { type: node.name, ...(title ? { title } : {}) } };
        return;
      }
      // Not ours: restore the source text.
      const prefix = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
      const label = node.children.length ? `[${toString(node)}]` : '';
      const replacement = { type: 'text', value: `${prefix}${node.name}${label}` } as const;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, replacement as never);
      } else {
        parent.children.splice(index, 1, { type: 'paragraph', children: [replacement] } as never, ...(node.type === 'containerDirective' ? (node.children as never[]) : []));
      }
      return [SKIP, index];
    });
  };
}

function isDirective(node: { type: string }): node is Directive {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';
}
