/**
 * `write-heading-ids [siteDir] [files...]`: writes explicit `{#id}` ids into the Markdown headings of
 * the given files (or folders), else of every docs, blog and pages file, as Docusaurus's
 * `writeHeadingIds(siteDir, files, options)`. Only files that change are written.
 */
import { statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { type HeadingIdSyntax, writeHeadingIds as writeHeadingIdsInText, type WriteHeadingIdsOptions } from '../markdown/write-heading-ids.ts';
import { SiteError } from '../site-error.ts';
import { type SiteCommandOptions, siteCommandPaths } from './command-site.ts';

export interface WriteHeadingIdsCliOptions extends Omit<WriteHeadingIdsOptions, 'syntax'>, Pick<SiteCommandOptions, 'siteDir' | 'config' | 'workDir'> {
  /** `classic` (`{#id}`, the default) or `mdx-comment` (`{/* #id *\/}`); checked before use. */
  syntax?: string;
}

const MARKDOWN_FILE = /\.mdx?$/;

/**
 * The content plugins' files, as Docusaurus takes them: the paths the plugins watch. Ours know
 * them once their content is loaded (the docs plugin reads versions.json then), so those plugins
 * load it first.
 */
async function contentPaths(siteDir: string, options: WriteHeadingIdsCliOptions): Promise<string[]> {
  const { loadSitePlugins } = await import('../load-site.ts');
  const { plugins } = await loadSitePlugins(siteCommandPaths(siteDir, options), { isProduction: false });
  const watching = plugins.filter((plugin) => plugin.getPathsToWatch);
  await Promise.all(watching.map((plugin) => plugin.loadContent?.()));
  return watching.flatMap((plugin) => plugin.getPathsToWatch!());
}

/** Files as given, folders as the Markdown files in them, anything else as a glob pattern; only Markdown files. */
async function markdownFiles(patterns: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    patterns.map((pattern) => {
      const info = statSync(pattern, { throwIfNoEntry: false });
      if (info?.isFile()) return [pattern];
      if (info?.isDirectory()) return glob('**/*.{md,mdx}', { cwd: pattern, absolute: true });
      return glob(pattern, { absolute: true });
    }),
  );
  return [...new Set(found.flat())].filter((file) => MARKDOWN_FILE.test(file)).sort();
}

/** @param files files or folders (relative to the working directory); none: the content plugins' files */
export async function writeHeadingIds(siteDir = '.', files: readonly string[] = [], cliOptions: WriteHeadingIdsCliOptions = {}): Promise<void> {
  if (cliOptions.syntax !== undefined && cliOptions.syntax !== 'classic' && cliOptions.syntax !== 'mdx-comment')
    throw new SiteError(`unknown heading id syntax '${cliOptions.syntax}' (expected classic or mdx-comment)`);
  if (cliOptions.overwrite && cliOptions.migrate)
    throw new SiteError('--overwrite and --migrate cannot be used together (--overwrite already writes every id again)');
  const root = siteCommandPaths(siteDir, cliOptions).siteDir;
  const patterns = files.length > 0 ? files.map((file) => resolve(file)) : await contentPaths(root, cliOptions);
  const found = await markdownFiles(patterns);
  if (found.length === 0) {
    console.warn(`[warning] write-heading-ids: no Markdown files found in ${root} for ${patterns.join(', ') || 'the content plugins'}`);
    return;
  }
  const changed = (
    await Promise.all(
      found.map(async (file) => {
        const content = await readFile(file, 'utf8');
        const updated = writeHeadingIdsInText(content, { ...cliOptions, syntax: cliOptions.syntax as HeadingIdSyntax | undefined });
        if (updated === content) return undefined;
        await writeFile(file, updated);
        return file;
      }),
    )
  ).filter((file): file is string => file !== undefined);
  if (changed.length > 0)
    console.log(`Heading ids added to Markdown files (${changed.length}/${found.length} files): ${changed.map((file) => relative(root, file)).join(', ')}`);
  else
    console.warn(
      `[warning] ${found.length} Markdown files already have explicit heading ids. To make them again, use --overwrite; to rewrite ids into the other syntax, use --migrate with --syntax.`,
    );
}
