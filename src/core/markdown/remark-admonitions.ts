/**
 * Container directives named by an admonition keyword (`:::tip[Title]` ... `:::`) become
 * `<admonition type title>` elements, which the theme renders, as in Docusaurus 3: the keywords
 * are the content plugin's (`admonitions` option, see markdown-options.ts); a title of plain text
 * is the `title` property, a title with Markdown in it (`:::note[Use **this**]`) the first child,
 * an `<mdxAdmonitionTitle>` element; admonitions nest (the outer one with more colons). Any other
 * directive is turned back into the text it was written as, so prose like "key:value" is never
 * swallowed.
 */
import type { Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkAdmonitions(options: { keywords: readonly string[] }) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!isDirective(node) || !parent || index === undefined) return;
      if (node.type === 'containerDirective' && options.keywords.includes(node.name)) {
        const children = [...node.children] as RootContent[];
        let title = typeof node.attributes?.title === 'string' ? node.attributes.title : undefined;
        const first = children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          children.shift();
          const textOnly = first.children.length === 1 && first.children[0].type === 'text';
          if (textOnly) title ??= mdastToString(first);
          else if (first.children.length && title === undefined)
            children.unshift({ type: 'paragraph', children: first.children, data: { hName: 'mdxAdmonitionTitle' } } as Paragraph);
        }
        node.children = children as ContainerDirective['children'];
        node.data = {
          hName: 'admonition',
          hProperties: {
            type: node.name,
            ...(title ? { title } : {}),
            ...(typeof node.attributes?.class === 'string' ? { className: node.attributes.class.split(/\s+/) } : {}),
            ...(typeof node.attributes?.id === 'string' ? { id: node.attributes.id } : {}),
          },
        };
        return;
      }
      // Not ours: restore the source text.
      const prefix = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
      const label = node.children.length ? `[${mdastToString(node)}]` : '';
      const replacement = { type: 'text', value: `${prefix}${node.name}${label}` } as const;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, replacement as never);
      } else {
        parent.children.splice(
          index,
          1,
          { type: 'paragraph', children: [replacement] } as never,
          ...(node.type === 'containerDirective' ? (node.children as never[]) : []),
        );
      }
      return [SKIP, index];
    });
  };
}

function isDirective(node: { type: string }): node is Directive {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';
}
