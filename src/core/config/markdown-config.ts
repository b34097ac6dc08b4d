/**
 * `markdown` in the site config (Docusaurus 3): how Markdown files are parsed. The Markdown
 * pipeline reads the validated object; defaults are Docusaurus's.
 */
import { z } from 'zod';
import type { BrokenMarkdownHook } from '../markdown/broken-markdown-hooks.ts';

export const reportingSeverity = z.enum(['ignore', 'log', 'warn', 'throw']);
export type ReportingSeverity = z.output<typeof reportingSeverity>;

const fn = <T extends (...args: never[]) => unknown>() => z.custom<T>((value) => typeof value === 'function', 'expected a function');

const brokenMarkdownHookSetting = z.union([reportingSeverity, fn<BrokenMarkdownHook>()], { error: 'expected "ignore", "log", "warn", "throw" or a function' });

/** The severity the build reports a kind of broken Markdown reference with: none when a function handles them. */
export function hookSeverity(hook: ReportingSeverity | BrokenMarkdownHook): ReportingSeverity {
  return typeof hook === 'string' ? hook : 'ignore';
}

export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;
export type ParseFrontMatterResult = { frontMatter: Record<string, unknown>; content: string };
export type ParseFrontMatter = (args: {
  filePath: string;
  fileContent: string;
  defaultParseFrontMatter: (args: { filePath: string; fileContent: string }) => Promise<ParseFrontMatterResult>;
}) => Promise<ParseFrontMatterResult> | ParseFrontMatterResult;

export const markdownConfigSchema = z
  .strictObject({
    /** "mdx" (every file is MDX), "md" (every file is CommonMark), "detect" (by extension: .md is CommonMark). */
    format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    /**
     * Not Docusaurus's: every .md/.markdown file is CommonMark whatever `format` says, its raw HTML
     * is sanitised, and its front matter cannot make it MDX (see markdown-options.ts).
     */
    safeMd: z.boolean().optional(),
    /** Render ```mermaid code blocks as diagrams (with @docusaurus/theme-mermaid). */
    mermaid: z.boolean().default(false),
    /** Replace :emoji: shortcodes. */
    emoji: z.boolean().default(true),
    /** Rewrites a file's text before parsing. */
    preprocessor: fn<MarkdownPreprocessor>().optional(),
    /** Replaces (or wraps, through defaultParseFrontMatter) front matter parsing. */
    parseFrontMatter: fn<ParseFrontMatter>().optional(),
    /** Docusaurus 2 syntax kept working in MDX: <!-- comments -->, admonition spacing, {#heading-ids}. */
    mdx1Compat: z.strictObject({ comments: z.boolean().optional(), admonitions: z.boolean().optional(), headingIds: z.boolean().optional() }).default({}),
    /** Options passed to remark-rehype. */
    remarkRehypeOptions: z.record(z.string(), z.unknown()).optional(),
    anchors: z.strictObject({ maintainCase: z.boolean().default(false) }).default({ maintainCase: false }),
    /** A severity, or a function called for each broken link or image (broken-markdown-hooks.ts). */
    hooks: z
      .strictObject({
        onBrokenMarkdownLinks: brokenMarkdownHookSetting.default('warn'),
        onBrokenMarkdownImages: brokenMarkdownHookSetting.default('throw'),
      })
      .default({ onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' }),
  })
  .default({
    format: 'mdx',
    mermaid: false,
    emoji: true,
    mdx1Compat: {},
    anchors: { maintainCase: false },
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
  });

type ValidatedMarkdownConfig = z.output<typeof markdownConfigSchema>;
export type Mdx1Compat = { comments: boolean; admonitions: boolean; headingIds: boolean };
export type MarkdownConfig = Omit<ValidatedMarkdownConfig, 'mdx1Compat'> & { mdx1Compat: Mdx1Compat };

/**
 * The effective markdown config: an mdx1Compat flag left unset is on, unless
 * future.v4.mdx1CompatDisabledByDefault turns the defaults off (as Docusaurus does); an
 * onBrokenMarkdownLinks set at the top level wins over the hook (Docusaurus 3.9 keeps it so).
 */
export function resolveMarkdownConfig(
  markdown: ValidatedMarkdownConfig,
  options: { mdx1CompatDisabledByDefault: boolean; onBrokenMarkdownLinks?: ReportingSeverity },
): MarkdownConfig {
  const fallback = !options.mdx1CompatDisabledByDefault;
  const { comments = fallback, admonitions = fallback, headingIds = fallback } = markdown.mdx1Compat;
  return {
    ...markdown,
    mdx1Compat: { comments, admonitions, headingIds },
    hooks: { ...markdown.hooks, onBrokenMarkdownLinks: options.onBrokenMarkdownLinks ?? markdown.hooks.onBrokenMarkdownLinks },
  };
}
