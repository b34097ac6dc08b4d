/**
 * Compiles one Markdown (`.md`, CommonMark + GFM) or MDX (`.mdx`) file. Its exports are `default`
 * (the content component), `frontMatter`, `toc` and whatever the file exports itself.
 *
 * The usual output is a function body (MDX's `function-body` format): plain JavaScript that runs
 * as `new Function(body)(runtime)` and returns the exports, so a page's content needs no bundler
 * (see shared/route-payload.ts). Its ESM imports read from `runtime.imports` and are listed in
 * `imports`, for the build to bundle. The `module` output is an ES module, for the rare code
 * module that imports a Markdown file through the bundler.
 *
 * A pure function of its arguments, so callers cache it by content hash. Links to other Markdown
 * files are left as placeholders (see remark-markdown-links) and listed in the result.
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
import { remarkEsmImports } from './remark-esm-imports.ts';
import { remarkExportValues } from './remark-export-values.ts';
import { remarkHeadingIds, type TocItem } from './remark-heading-ids.ts';
import { remarkMarkdownLinks, type MarkdownLink } from './remark-markdown-links.ts';

/** "full" is the whole document; "excerpt" stops at the truncate marker (blog lists). */
export type MarkdownVariant = 'full' | 'excerpt';

export type MarkdownOutput = 'function-body' | 'module';

export interface CompileOptions {
  output?: MarkdownOutput;
}

export interface CompiledMarkdown {
  code: string;
  frontMatter: FrontMatter;
  toc: TocItem[];
  markdownLinks: MarkdownLink[];
  /** Import specifiers of a function body, in order (empty for a module: its imports are ESM). */
  imports: string[];
}


export async function compileMarkdown(file: string, source: string, variant: MarkdownVariant = 'full', options: CompileOptions = {}): Promise<CompiledMarkdown> {
  const output = options.output ?? 'function-body';
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
        outputFormat: output === 'module' ? 'program' : 'function-body',
        providerImportSource: '@mdx-js/react',
        remarkPlugins: [
          remarkFrontmatter,
          remarkGfm,
          remarkDirective,
          remarkAdmonitions,
          remarkHeadingIds,
          remarkCodeMeta,
          remarkMarkdownLinks,
          ...(output === 'function-body' ? [remarkEsmImports] : []),
          remarkExportValues((file) => ({ frontMatter, toc: file.data.toc ?? [] })),
        ],
        rehypePlugins: [rehypeCodeBlocks],
      },
    );
    return { code: String(vfile.value), frontMatter, toc: (vfile.data.toc as TocItem[]) ?? [], markdownLinks: (vfile.data.markdownLinks as MarkdownLink[]) ?? [], imports: (vfile.data.imports as string[]) ?? [] };
  } catch (error) {
    const message = error as VFileMessage;
    if (message && typeof message === 'object' && 'reason' in message) {
      throw new SiteError(`${format.toUpperCase()} syntax error: ${message.reason}`, file, message.line ?? undefined, message.column ?? undefined, { cause: error });
    }
    throw error;
  }
}
