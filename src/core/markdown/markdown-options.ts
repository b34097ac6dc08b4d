/**
 * What shapes a Markdown compile, besides the file itself, with Docusaurus 3's names and defaults:
 *
 * - site-wide settings (`siteConfig.markdown`: format, mermaid, preprocessor, parseFrontMatter,
 *   mdx1Compat, anchors; `themeConfig.prism.magicComments`; the static folders), and
 * - a content plugin's options for the folder it reads (`admonitions`, `remarkPlugins`,
 *   `rehypePlugins`, `beforeDefaultRemarkPlugins`, `beforeDefaultRehypePlugins`), which a plugin
 *   gives the markdown store with `context.markdown.addContentFolder({ folder, ... })`.
 *
 * The settings are read defensively from the config (a key absent from the config schema simply
 * takes Docusaurus's default).
 *
 * One setting is this generator's extension, not Docusaurus's: `markdown.safeMd` (default false).
 * In Docusaurus a `.md` file is not inert: under the default format (`mdx`) it is MDX, whose
 * `{expressions}`, JSX and `import`/`export` run at build time and in the browser; under `detect`
 * (or `md`) it is CommonMark with its raw HTML kept, so `<script>` runs in readers' browsers.
 * With `safeMd: true`, every `.md`/`.markdown` file compiles as CommonMark + GFM whatever `format`
 * says, front matter asking for `format: mdx` is a build error, and raw HTML and Markdown link
 * URLs go through an allow-list (rehype-sanitize-md.ts). `.mdx` files are unchanged: MDX is code,
 * to be reviewed as code.
 */
import { staticDirectoriesOf } from '../config/static-directories.ts';
import { z } from 'zod';
import type { SiteConfig } from '../config/config-schema.ts';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../shared/magic-comments.ts';
import type { MarkdownPluginEntry } from './markdown-plugins.ts';

/** `md`: CommonMark; `mdx`: MDX (Docusaurus's default, for both extensions); `detect`: by extension. */
export type MarkdownFormatSetting = 'mdx' | 'md' | 'detect';

export interface PreprocessorArgs {
  filePath: string;
  fileContent: string;
}
export type MarkdownPreprocessor = (args: PreprocessorArgs) => string;
export type ParseFrontMatterResult = { frontMatter: Record<string, unknown>; content: string };
export type ParseFrontMatter = (
  args: PreprocessorArgs & { defaultParseFrontMatter: (args: PreprocessorArgs) => Promise<ParseFrontMatterResult> },
) => Promise<ParseFrontMatterResult> | ParseFrontMatterResult;

/** Site-wide Markdown settings, defaults filled in. */
export interface MarkdownSettings {
  siteDir: string;
  /** Folders whose files are served from the site root (`/img/a.png` may name `static/img/a.png`). */
  staticDirs: string[];
  format: MarkdownFormatSetting;
  /** Our extension (see above): .md files are CommonMark, sanitised, never MDX. */
  safeMd: boolean;
  mermaid: boolean;
  mdx1Compat: { comments: boolean; admonitions: boolean; headingIds: boolean };
  anchors: { maintainCase: boolean };
  preprocessor?: MarkdownPreprocessor;
  parseFrontMatter?: ParseFrontMatter;
  magicComments: MagicComment[];
}

type Loose = Record<string, unknown> | undefined;

/** The settings of a loaded site config: its `markdown`, `themeConfig.prism` and `staticDirectories`, else Docusaurus's defaults. */
export function markdownSettingsOf(config: SiteConfig | Record<string, unknown>, siteDir: string): MarkdownSettings {
  const loose = config as Record<string, unknown>;
  const markdown = (loose.markdown ?? {}) as Record<string, Loose>;
  const prism = ((loose.themeConfig as Loose)?.prism ?? {}) as Loose;
  const compat = markdown.mdx1Compat ?? {};
  return {
    siteDir,
    staticDirs: staticDirectoriesOf(loose as { staticDirectories?: string[] }, siteDir),
    format: (markdown.format as unknown as MarkdownFormatSetting | undefined) ?? 'mdx',
    safeMd: (markdown.safeMd as unknown as boolean | undefined) === true,
    mermaid: (markdown.mermaid as unknown as boolean | undefined) ?? false,
    mdx1Compat: { comments: compat.comments !== false, admonitions: compat.admonitions !== false, headingIds: compat.headingIds !== false },
    anchors: { maintainCase: markdown.anchors?.maintainCase === true },
    preprocessor: markdown.preprocessor as unknown as MarkdownPreprocessor | undefined,
    parseFrontMatter: markdown.parseFrontMatter as unknown as ParseFrontMatter | undefined,
    magicComments: (prism?.magicComments as MagicComment[] | undefined) ?? DEFAULT_MAGIC_COMMENTS,
  };
}

/** The settings when nothing is configured (tests, code that compiles one file). */
export const defaultMarkdownSettings = (siteDir = process.cwd()): MarkdownSettings => markdownSettingsOf({}, siteDir);

/** A content plugin's `admonitions` option: false turns them off; keywords extend (or replace) Docusaurus's. */
export type AdmonitionsOption = boolean | { keywords?: string[]; extendDefaults?: boolean };

/** Docusaurus 3's admonition keywords. */
export const DEFAULT_ADMONITION_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'] as const;

/** The keywords an `admonitions` option makes admonitions of (none when off). */
export function admonitionKeywords(option: AdmonitionsOption | undefined): string[] {
  if (option === false) return [];
  if (option === undefined || option === true) return [...DEFAULT_ADMONITION_KEYWORDS];
  const keywords = option.keywords ?? [];
  return option.extendDefaults === false ? keywords : [...new Set([...DEFAULT_ADMONITION_KEYWORDS, ...keywords])];
}

/**
 * A content plugin's Markdown options (the same names and meaning as Docusaurus's docs, blog and
 * pages plugins). Each plugin entry is a unified plugin function, a module specifier (resolved
 * from the site's folder), or either with its options: `[remarkMath, {}]`, `['remark-math', {}]`.
 */
export interface MarkdownContentOptions {
  admonitions?: AdmonitionsOption;
  remarkPlugins?: MarkdownPluginEntry[];
  rehypePlugins?: MarkdownPluginEntry[];
  beforeDefaultRemarkPlugins?: MarkdownPluginEntry[];
  beforeDefaultRehypePlugins?: MarkdownPluginEntry[];
  /** Where an excerpt ends (the blog's `truncateMarker`); unset: the default marker (truncate-marker.ts). */
  truncateMarker?: RegExp;
}

/** A folder of content and the options its Markdown compiles with (see MarkdownStore.addContentFolder). */
export interface MarkdownContentFolder extends MarkdownContentOptions {
  /** Absolute folder; its files (and those of its subfolders) compile with these options. */
  folder: string;
  /**
   * Folders that links written from the root (`/intro.md`) or by a bare name (`intro.md`) resolve
   * in, as Docusaurus resolves them in the content paths of the file's version. Default: [folder].
   */
  contentPaths?: string[];
}

const functionSchema = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function');
export const markdownPluginEntrySchema = z.union([functionSchema, z.string(), z.tuple([z.union([functionSchema, z.string()]), z.unknown()])]);

/** The zod shape of MarkdownContentOptions, for a content plugin's options schema. */
export const markdownContentOptionsShape = {
  admonitions: z.union([z.boolean(), z.strictObject({ keywords: z.array(z.string()).optional(), extendDefaults: z.boolean().optional() })]).optional(),
  remarkPlugins: z.array(markdownPluginEntrySchema).optional(),
  rehypePlugins: z.array(markdownPluginEntrySchema).optional(),
  beforeDefaultRemarkPlugins: z.array(markdownPluginEntrySchema).optional(),
  beforeDefaultRehypePlugins: z.array(markdownPluginEntrySchema).optional(),
};

/** The Markdown options among a content plugin's validated options. */
export function pickMarkdownContentOptions(options: MarkdownContentOptions): MarkdownContentOptions {
  const { admonitions, remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins } = options;
  return { admonitions, remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins };
}
