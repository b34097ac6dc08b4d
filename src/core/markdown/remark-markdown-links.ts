/**
 * Finds links to other Markdown files (`./guards.md`, `../intro.mdx#setup`) and replaces each
 * with a placeholder. The compiled output stays a pure function of the file's content (so it
 * can be cached by hash); the placeholders are filled with routes once all routes are known.
 */
import type { Definition, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface MarkdownLink {
  href: string;
  line?: number;
}

export const markdownLinkPlaceholder = (index: number) => `@@md-link:${index}@@`;
export const MARKDOWN_LINK_PLACEHOLDER = /@@md-link:(\d+)@@/g;

export function isMarkdownFileLink(url: string): boolean {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return false;
  return /\.mdx?(#.*)?$/.test(url);
}

export function remarkMarkdownLinks() {
  return (tree: Root, file: VFile) => {
    const links: MarkdownLink[] = [];
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link | Definition;
      if (!isMarkdownFileLink(link.url)) return;
      links.push({ href: link.url, line: link.position?.start.line });
      link.url = markdownLinkPlaceholder(links.length - 1);
    });
    file.data.markdownLinks = links;
  };
}
