/**
 * A Markdown or MDX file's syntax tree (mdast) as the compiler reads it: the same parser
 * (@mdx-js/mdx's, in the file's format), the same preprocessing and syntax extensions (front
 * matter, GFM, directives, MDX 1 comments) and admonitions marked as compile-markdown.ts marks
 * them. For tools that work from a page's source rather than its HTML (the llms-txt plugin's
 * Markdown twins). Nothing of the page runs: MDX's imports, exports and expressions stay nodes.
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { isCommonMarkFile, markdownFormatOf } from './compile-markdown.ts';
import { parseFrontMatter } from './front-matter.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { admonitionKeywords, type MarkdownContentOptions, type MarkdownSettings } from './markdown-options.ts';
import { preprocessMarkdownSource } from './preprocess-source.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';

export interface MarkdownTreeOptions {
  settings: MarkdownSettings;
  /** The file's content folder's options (MarkdownStore.contentOptionsOf): its `admonitions` say which container directives are admonitions. */
  content?: MarkdownContentOptions;
}

/** The file's tree, front matter included (a `yaml` node); admonitions are `containerDirective`s whose `data.hName` is "admonition". */
export function parseMarkdownTree(file: string, source: string, options: MarkdownTreeOptions): Root {
  const { settings } = options;
  const frontMatter = parseFrontMatter(file, source).frontMatter;
  const mdxFormat = (frontMatter.mdx as { format?: unknown } | undefined)?.format;
  const safe = settings.safeMd && isCommonMarkFile(file);
  const format = markdownFormatOf(file, safe ? 'md' : settings.format, safe ? undefined : (mdxFormat ?? frontMatter.format));
  const text = settings.preprocessor ? settings.preprocessor({ filePath: file, fileContent: source }) : source;
  checkMarkdownLimits(file, text);
  const processor = parserOf(format, settings.mdx1Compat.comments);
  const value = preprocessMarkdownSource(text, { format, headingIds: settings.mdx1Compat.headingIds, admonitionTitles: settings.mdx1Compat.admonitions });
  const tree = processor.parse({ path: file, value }) as Root;
  remarkAdmonitions({ keywords: admonitionKeywords(options.content?.admonitions) })(tree);
  return tree;
}

/** One parser per format and comment syntax, made once: making one builds MDX's whole pipeline. */
const parsers = new Map<string, ReturnType<typeof createProcessor>>();

function parserOf(format: 'md' | 'mdx', comments: boolean): ReturnType<typeof createProcessor> {
  const key = `${format}:${comments}`;
  let processor = parsers.get(key);
  if (!processor) {
    processor = createProcessor({
      format,
      // Syntax extensions only: parsing reads them; their transforms (none) are not run.
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, ...(comments ? [remarkComment] : [])] as PluggableList,
    }).freeze();
    parsers.set(key, processor);
  }
  return processor;
}
