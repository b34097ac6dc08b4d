/**
 * Gives every heading an id (GitHub-style slug, or an explicit id: a `{#custom-id}` suffix, or in
 * MDX the comment form `{/* #custom-id *\/}` that Docusaurus 3.10 reads and `write-heading-ids
 * --syntax mdx-comment` writes) and records the table of contents (every heading from h2 to h6; the
 * theme shows the configured levels).
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { findHeadingIdSuffix } from './heading-id-suffix.ts';

/** An MDX expression that is only a comment naming an id: `{/* #custom-id *\/}`. */
const MDX_COMMENT_ID = /^\s*\/\*\s*#(\S+)\s*\*\/\s*$/;

/** The id of a heading's trailing `{/* #id *\/}` comment, which is removed from the heading; else undefined. */
function takeMdxCommentId(node: Heading): string | undefined {
  const last = node.children.at(-1) as { type: string; value?: string } | undefined;
  const match = last?.type === 'mdxTextExpression' ? MDX_COMMENT_ID.exec(last.value ?? '') : null;
  if (!match) return undefined;
  node.children.pop();
  const before = node.children.at(-1);
  if (before?.type === 'text') before.value = before.value.trimEnd();
  return match[1];
}

export interface TocItem {
  /** Heading text as plain text. */
  value: string;
  id: string;
  level: number;
}

/** @param options.maintainCase keep the heading's letter case in generated ids (`markdown.anchors.maintainCase`). */
export function remarkHeadingIds(options: { maintainCase?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      let id = takeMdxCommentId(node);
      if (id) slugger.slug(id, true);
      else if (last?.type === 'text') {
        const suffix = findHeadingIdSuffix((last as Text).value);
        if (suffix) {
          id = suffix.id;
          (last as Text).value = (last as Text).value.slice(0, suffix.start);
          slugger.slug(id, true); // reserve it, so a later heading with the same text gets a suffix
        }
      }
      const text = mdastToString(node).trim();
      id ??= slugger.slug(text, options.maintainCase === true);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth >= 2) toc.push({ value: text, id, level: node.depth });
    });
    file.data.toc = toc;
  };
}
