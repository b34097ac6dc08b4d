/**
 * Finds links to other Markdown files (`./guards.md`, `../intro.mdx#setup`, `/folder/page.md`,
 * `@site/docs/a.md`) and replaces each with a placeholder. The compiled output stays a pure
 * function of the file's content (so it can be cached by hash); the placeholders are filled with
 * routes once all routes are known (resolveMarkdownLinkFile says which file a link names).
 */
import { dirname, join, relative, sep } from 'node:path';
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

/**
 * The files a link's path may name, in Docusaurus's order: `@site/x` in the site; `/x` in the
 * content folders of the linking file's version, then the site; `./x` and `../x` beside the file;
 * a bare `x` beside the file, then in the content folders, then the site. So a link in
 * `versioned_docs/version-4/` written from the root stays within version 4.
 */
export function markdownLinkCandidates(linkPath: string, context: { file: string; contentPaths: readonly string[]; siteDir: string }): string[] {
  let path: string;
  try {
    path = decodeURIComponent(linkPath);
  } catch {
    path = linkPath;
  }
  if (path.startsWith('@site/')) return [join(context.siteDir, path.slice('@site/'.length))];
  const roots = path.startsWith('/')
    ? [...context.contentPaths, context.siteDir]
    : path.startsWith('./') || path.startsWith('../')
      ? folderInEachContentPath(context)
      : [...folderInEachContentPath(context), ...context.contentPaths, context.siteDir];
  return roots.map((root) => join(root, path));
}

/**
 * The file's folder, then the same folder in its other content paths: a translated page
 * (i18n/fr/...) links relatively to pages left untranslated, found in the default locale's folder.
 */
function folderInEachContentPath(context: { file: string; contentPaths: readonly string[] }): string[] {
  const folder = dirname(context.file);
  const home = context.contentPaths.find((root) => folder === root || folder.startsWith(root + sep));
  if (!home || context.contentPaths.length < 2) return [folder];
  const inside = relative(home, folder);
  return [folder, ...context.contentPaths.filter((root) => root !== home).map((root) => join(root, inside))];
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
