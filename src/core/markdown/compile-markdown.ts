/**
 * Compiles one Markdown or MDX file as Docusaurus 3 does. Its exports are `default` (the content
 * component), `frontMatter`, `toc` and whatever the file exports itself.
 *
 * The format follows `markdown.format` (`mdx` for every file, Docusaurus's default; `md`:
 * CommonMark + GFM, with raw HTML; `detect`: by extension), or the file's own `format` front
 * matter; under `markdown.safeMd` (our extension, see markdown-options.ts) a `.md` file is always
 * CommonMark, with its raw HTML and link URLs sanitised (rehype-sanitize-md.ts). The usual output
 * is a function body (MDX's `function-body` format): plain JavaScript that runs as
 * `new Function(body)(runtime)` and returns the exports, so a page's content needs no bundler
 * (see shared/route-payload.ts). Its ESM imports read from `runtime.imports` and are listed in
 * `imports`, for the build to bundle. The `module` output is an ES module, for the rare code
 * module that imports a Markdown file through the bundler.
 *
 * A pure function of its arguments, so callers cache it by a hash of them. Links to other Markdown
 * files and files the page uses (images, downloads) are left as placeholders, listed in the
 * result, and filled in when the page is written (see markdown-store.ts).
 */
import { compile } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { VFileMessage } from 'vfile-message';
import { frontMatterKeyLine, keyLine } from '../key-line.ts';
import { SiteError } from '../site-error.ts';
import { TRUNCATE_MARKER } from './truncate-marker.ts';
import { parseFrontMatter, type FrontMatter } from './front-matter.ts';
import { checkMarkdownLimits, stackOverflowError } from './markdown-limits.ts';
import { admonitionKeywords, defaultMarkdownSettings, type MarkdownContentOptions, type MarkdownSettings } from './markdown-options.ts';
import { resolvePluginEntries } from './markdown-plugins.ts';
import { preprocessMarkdownSource } from './preprocess-source.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkAssets, type MarkdownAsset } from './remark-assets.ts';
import { remarkCodeMeta } from './remark-code-meta.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';
import { recmaCompactOutput } from './recma-compact-output.ts';
import { minifyFunctionBody } from './minify-page-code.ts';
import { rehypeMarkMarkdownElements, rehypeSanitizeRawHtml } from './rehype-sanitize-md.ts';
import { remarkEsmImports } from './remark-esm-imports.ts';
import { remarkExportValues } from './remark-export-values.ts';
import { remarkHeadingIds, type TocItem } from './remark-heading-ids.ts';
import { remarkMarkdownLinks, type MarkdownLink } from './remark-markdown-links.ts';
import { remarkMermaid } from './remark-mermaid.ts';

/** "full" is the whole document; "excerpt" stops at the truncate marker (blog lists). */
export type MarkdownVariant = 'full' | 'excerpt';

export type MarkdownOutput = 'function-body' | 'module';

/**
 * What a compile depends on besides the file: the output wanted, the site's Markdown settings and
 * the options of the content plugin whose folder holds the file. Functions in it (user plugins,
 * the preprocessor) cross to worker threads as described in markdown-plugins.ts.
 */
export interface CompileOptions {
  output?: MarkdownOutput;
  /** A function body minified for its payload (production builds: minify-page-code.ts). */
  minify?: boolean;
  settings?: MarkdownSettings;
  content?: MarkdownContentOptions;
}

export interface CompiledMarkdown {
  code: string;
  frontMatter: FrontMatter;
  toc: TocItem[];
  markdownLinks: MarkdownLink[];
  /** Files the page uses (placeholders in `code`). */
  assets: MarkdownAsset[];
  /** Import specifiers of a function body, in order (empty for a module: its imports are ESM). */
  imports: string[];
}

/** A file `detect` compiles as CommonMark (and `markdown.safeMd` always does). */
export const isCommonMarkFile = (file: string): boolean => /\.(md|markdown)$/i.test(file);

/** The format a file compiles in: its front matter's `format`, else the site's setting. */
export function markdownFormatOf(file: string, setting: MarkdownSettings['format'], frontMatterFormat?: unknown): 'md' | 'mdx' {
  const chosen = frontMatterFormat === 'md' || frontMatterFormat === 'mdx' || frontMatterFormat === 'detect' ? frontMatterFormat : setting;
  if (chosen === 'detect') return isCommonMarkFile(file) ? 'md' : 'mdx';
  return chosen;
}

/**
 * The format of a file under the site's settings and its front matter (`mdx.format`, else
 * `format`). Under `markdown.safeMd`, a .md file asking for MDX is an error rather than quietly
 * CommonMark: the request is an attempt to run code or a writer's mistake, and either should be seen.
 */
function compileFormatOf(file: string, source: string, settings: MarkdownSettings, frontMatter: FrontMatter): 'md' | 'mdx' {
  const mdxFormat = (frontMatter.mdx as { format?: unknown } | undefined)?.format;
  const frontMatterFormat = mdxFormat ?? frontMatter.format;
  const safe = settings.safeMd && isCommonMarkFile(file);
  const format = markdownFormatOf(file, safe ? 'md' : settings.format, frontMatterFormat);
  if (safe && format === 'mdx') {
    // The line of the key that asked: `mdx.format` (indented under `mdx:`, else that line), or `format`.
    const mdxLine = mdxFormat === undefined ? undefined : frontMatterKeyLine(source, 'mdx');
    const line = mdxLine === undefined ? frontMatterKeyLine(source, 'format') : (keyLine(source, 'format', { from: mdxLine + 1 }) ?? mdxLine);
    throw new SiteError(
      'front matter `format: mdx` cannot make a .md file MDX: markdown.safeMd compiles every .md file as CommonMark (to write MDX, name the file .mdx)',
      file,
      line,
    );
  }
  return format;
}

/** The file's front matter, through the site's `markdown.parseFrontMatter` when it has one. */
export async function frontMatterOf(file: string, source: string, settings: MarkdownSettings): Promise<FrontMatter> {
  const defaultParseFrontMatter = async ({ filePath, fileContent }: { filePath: string; fileContent: string }) => {
    const parsed = parseFrontMatter(filePath, fileContent);
    return { frontMatter: parsed.frontMatter, content: parsed.body };
  };
  if (!settings.parseFrontMatter) return (await defaultParseFrontMatter({ filePath: file, fileContent: source })).frontMatter;
  return (await settings.parseFrontMatter({ filePath: file, fileContent: source, defaultParseFrontMatter })).frontMatter;
}

export async function compileMarkdown(
  file: string,
  source: string,
  variant: MarkdownVariant = 'full',
  options: CompileOptions = {},
): Promise<CompiledMarkdown> {
  const output = options.output ?? 'function-body';
  const settings = options.settings ?? defaultMarkdownSettings();
  const content = options.content ?? {};
  const frontMatter = await frontMatterOf(file, source, settings);
  const format = compileFormatOf(file, source, settings, frontMatter);
  const sanitised = settings.safeMd && isCommonMarkFile(file);
  let text = settings.preprocessor ? settings.preprocessor({ filePath: file, fileContent: source }) : source;
  if (variant === 'excerpt') {
    // `search` ignores a `g` flag's state, so a site's marker works whatever its flags.
    const markerAt = text.search(content.truncateMarker ?? TRUNCATE_MARKER);
    if (markerAt !== -1) text = text.slice(0, markerAt);
  }
  const [beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins] = await Promise.all(
    (['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const).map((list) =>
      resolvePluginEntries(content[list], settings.siteDir, file, list),
    ),
  );
  checkMarkdownLimits(file, text);
  try {
    const vfile = await compile(
      {
        path: file,
        value: preprocessMarkdownSource(text, { format, headingIds: settings.mdx1Compat.headingIds, admonitionTitles: settings.mdx1Compat.admonitions }),
      },
      {
        format,
        outputFormat: output === 'module' ? 'program' : 'function-body',
        providerImportSource: '@mdx-js/react',
        remarkPlugins: [
          ...beforeDefaultRemarkPlugins,
          remarkFrontmatter,
          remarkGfm,
          remarkDirective,
          // HTML comments, which MDX itself rejects, are dropped (Docusaurus 3's mdx1Compat.comments).
          ...(settings.mdx1Compat.comments ? [remarkComment] : []),
          [remarkAdmonitions, { keywords: admonitionKeywords(content.admonitions) }],
          [remarkHeadingIds, { maintainCase: settings.anchors.maintainCase }],
          ...(settings.mermaid ? [remarkMermaid] : []),
          remarkMarkdownLinks,
          remarkAssets,
          ...remarkPlugins,
          // After the user's plugins, which may copy a code block and give the copy another meta
          // (a transpiled JavaScript twin titled "a.js"): the meta is read as they leave it, as in Docusaurus.
          remarkCodeMeta,
          // After the user's plugins, which may add imports (npm2yarn adds @theme/Tabs).
          ...(output === 'function-body' ? [remarkEsmImports] : []),
          remarkExportValues((file) => ({ frontMatter, toc: file.data.toc ?? [] })),
        ] as PluggableList,
        // A page's code printed without indentation (its payload carries it as it is printed).
        recmaPlugins: [recmaCompactOutput],
        rehypePlugins: [
          // Raw HTML in CommonMark files renders, as in Docusaurus (MDX nodes plugins made pass through).
          // Under markdown.safeMd, around rehype-raw: what raw HTML made is told apart and sanitised.
          ...(sanitised ? [rehypeMarkMarkdownElements] : []),
          ...(format === 'md'
            ? [[rehypeRaw, { passThrough: ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'] }]]
            : []),
          ...(sanitised ? [rehypeSanitizeRawHtml] : []),
          ...beforeDefaultRehypePlugins,
          ...rehypePlugins,
          // Last, as Docusaurus's theme renders code blocks after every plugin ran.
          [rehypeCodeBlocks, { magicComments: settings.magicComments }],
        ] as PluggableList,
      },
    );
    const code = String(vfile.value);
    return {
      code: options.minify && output === 'function-body' ? await minifyFunctionBody(code) : code,
      frontMatter,
      toc: (vfile.data.toc as TocItem[]) ?? [],
      markdownLinks: (vfile.data.markdownLinks as MarkdownLink[]) ?? [],
      assets: (vfile.data.assets as MarkdownAsset[]) ?? [],
      imports: (vfile.data.imports as string[]) ?? [],
    };
  } catch (error) {
    // A site's plugin that failed is named as such (plugin-errors.ts); one that failed while starting knows no file yet.
    if (error instanceof SiteError) throw error.file ? error : new SiteError(error.message, file, undefined, undefined, { cause: error.cause });
    // What is left is the file's own: MDX's parser and compiler report its syntax errors as vfile messages.
    const message = error as VFileMessage;
    if (message && typeof message === 'object' && 'reason' in message) {
      throw new SiteError(`${format.toUpperCase()} syntax error: ${message.reason}`, file, message.line ?? undefined, message.column ?? undefined, {
        cause: error,
      });
    }
    throw stackOverflowError(file, error) ?? error;
  }
}
