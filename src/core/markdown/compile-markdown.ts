/**
 * Compiles one Markdown (`.md`, CommonMark + GFM) or MDX (`.mdx`) file to an ES module:
 * `default` (the content component), `frontMatter`, `toc`. Pure function of (path, source, variant),
 * so callers cache it by content hash. Links to other Markdown files are left as placeholders
 * (see remark-markdown-links) and listed in the result.
 */
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { VFileMessage } from 'vfile-message';
import { SiteError } from '../site-error.ts';
import { TRUNCATE_MARKER } from './truncate-marker.ts';
import { parseFrontMatter, type FrontMatter } from './front-matter.ts';
import { preprocessMarkdownSource } from './preprocess-source.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkCodeMeta } from './remark-code-meta.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';
import { remarkHeadingIds, type TocItem } from './remark-heading-ids.ts';
import { remarkMarkdownLinks, type MarkdownLink } from './remark-markdown-links.ts';

/** "full" is the whole document; "excerpt" stops at the truncate marker (blog lists). */
export type MarkdownVariant = 'full' | 'excerpt';

export interface CompiledMarkdown {
  code: string;
  frontMatter: FrontMatter;
  toc: TocItem[];
  markdownLinks: MarkdownLink[];
}


export async function compileMarkdown(file: string, source: string, variant: MarkdownVariant = 'full', development = false): Promise<CompiledMarkdown> {
  const format = file.endsWith('.md') ? 'md' : 'mdx';
  const { frontMatter } = parseFrontMatter(file, source);
  let text = source;
  if (variant === 'excerpt') {
    const marker = TRUNCATE_MARKER.exec(source);
    if (marker) text = source.slice(0, marker.index);
  }
  // The truncate marker itself is an HTML comment, which MDX does not allow: drop it, keep lines.
  text = text.replace(/^\s*<!--\s*truncate\s*-->\s*$/m, '');
  try {
    const vfile = await compile(
      { path: file, value: preprocessMarkdownSource(text, format) },
      {
        format,
        development,
        providerImportSource: '@mdx-js/react',
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds, remarkCodeMeta, remarkMarkdownLinks],
        rehypePlugins: [rehypeCodeBlocks],
      },
    );
    const toc = (vfile.data.toc as TocItem[]) ?? [];
    const exports = `\nexport const frontMatter = ${JSON.stringify(frontMatter)};\nexport const toc = ${JSON.stringify(toc)};\n`;
    return { code: String(vfile.value) + exports, frontMatter, toc, markdownLinks: (vfile.data.markdownLinks as MarkdownLink[]) ?? [] };
  } catch (error) {
    const message = error as VFileMessage;
    if (message && typeof message === 'object' && 'reason' in message) {
      throw new SiteError(`${format.toUpperCase()} syntax error: ${message.reason}`, file, message.line ?? undefined, message.column ?? undefined, { cause: error });
    }
    throw error;
  }
}
