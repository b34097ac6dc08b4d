/**
 * One doc's Markdown twin made from its source: its tree as the compiler parses it, printed back
 * as plain Markdown (markdown-twin.ts), with links to other Markdown files turned into the pages'
 * URLs. Loaded by twin-texts.ts only when a twin has to be made.
 */
import { isMarkdownFileLink, markdownLinkCandidates } from '../../src/core/index.ts';
import { parseMarkdownTree } from '../../src/core/markdown-tools.ts';
import { markdownTwin } from './markdown-twin.ts';
import type { TwinMaker } from './twin-texts.ts';

export const makeTwin: TwinMaker = ({ page, source, url }, setup) => {
  const tree = parseMarkdownTree(page.source, source, { settings: setup.settings, content: setup.markdown.contentOptionsOf(page.source) });
  const contentPaths = page.contentDir ? [page.contentDir] : [];
  return markdownTwin(tree, {
    title: page.title,
    pageUrl: url,
    siteUrl: setup.siteUrl,
    markdownLinkTarget(href) {
      if (!isMarkdownFileLink(href)) return undefined;
      const path = href.replace(/#.*$/, '');
      const candidates = markdownLinkCandidates(path, { file: page.source, contentPaths, siteDir: setup.siteDir });
      for (const candidate of candidates) {
        const permalink = setup.markdown.permalinks.get(candidate);
        if (permalink) return permalink;
      }
      return undefined;
    },
  });
};
