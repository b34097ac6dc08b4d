/**
 * `build [siteDir]`: the production build, as Docusaurus's `build(siteDir, cliOptions)`. Prints the
 * progress lines while it runs and the summary at the end.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildResult } from '../build.ts';
import { chooseProgress } from '../progress/choose-progress.ts';
import { checkLocales, type SiteCommandOptions, siteCommandPaths } from './command-site.ts';
import { noticeUnusedOptions } from './unused-options.ts';

export interface BuildCliOptions extends SiteCommandOptions {
  locale?: string | string[];
  /** `--no-progress`: plain lines even in a terminal. */
  progress?: boolean;
  /** `--no-minify`: bundles left unminified. */
  minify?: boolean;
  /** Docusaurus's options this generator has no use for (see unused-options.ts). */
  bundleAnalyzer?: boolean;
  dev?: boolean;
}

export async function build(siteDir = '.', cliOptions: BuildCliOptions = {}): Promise<BuildResult> {
  // As Docusaurus's build: the config, presets and plugins see a production build (preset-classic leaves the debug plugin out).
  process.env.NODE_ENV = 'production';
  const paths = siteCommandPaths(siteDir, cliOptions);
  await checkLocales(paths, cliOptions.locale);
  noticeUnusedOptions('build', cliOptions);
  const { build: buildSite } = await import('../build.ts');
  const { printBuildSummary } = await import('../build-summary.ts');
  const progress = chooseProgress({ label: 'build', noProgress: cliOptions.progress === false });
  // The live lines are cleared before the summary, or the error, is printed.
  const locales = typeof cliOptions.locale === 'string' ? [cliOptions.locale] : cliOptions.locale;
  const result = await buildSite(paths, { progress, minify: cliOptions.minify, locales }).finally(() => progress.close());
  // Never report success without the output: every build writes the not-found page.
  if (!existsSync(join(result.outDir, '404.html'))) throw new Error(`the build ended without writing its output into ${result.outDir}`);
  printBuildSummary(result);
  return result;
}
