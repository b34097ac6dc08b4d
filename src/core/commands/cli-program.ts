/**
 * The command line, in Docusaurus 3.10's shape (commander, as Docusaurus): its commands with the
 * positional `[siteDir]` and its options, `--help` for each, `--version`, plugins' `extendCli`
 * commands, and our own options (`--site-dir`, `--work-dir`, `--no-progress`). A bad command or
 * option prints one line and the usage and exits with status 1 (commander's handling).
 *
 * Each command runs with the site folder as the working directory, as plugins expect: the paths
 * given relative to where the command started (`--work-dir`, files) are made absolute first.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { generatorDir } from '../generator-location.ts';
import { resolveSiteDir, type SiteCommandOptions } from './command-site.ts';

/** Docusaurus's built-in commands: any other makes the site's plugins load, for their commands. */
export const BUILT_IN_COMMANDS: readonly string[] = ['start', 'build', 'swizzle', 'deploy', 'serve', 'clear', 'write-translations', 'write-heading-ids'];

/** The generator's own version (its package.json), which `--version` prints. */
function generatorVersion(): string {
  return (JSON.parse(readFileSync(join(generatorDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Docusaurus's repeatable `--locale`: each one given is added to the list. */
const addLocale = (locale: string, locales: string[] = []) => [...locales, locale];

/** Docusaurus's `--poll [interval]`: a number of milliseconds, else on (or off for "false"). */
function pollOption(value: string | undefined): boolean | number {
  if (value === undefined || value === '') return true;
  const interval = Number.parseInt(value, 10);
  return Number.isNaN(interval) ? value !== 'false' : interval;
}

/** Runs a site command with the site folder as working directory, our cwd-relative `--work-dir` made absolute first. */
async function inSiteFolder<O extends SiteCommandOptions>(
  siteDir: string | undefined,
  options: O,
  run: (siteDir: string, options: O) => Promise<unknown>,
): Promise<void> {
  const root = resolveSiteDir(siteDir, options);
  const absolute = { ...options, siteDir: undefined, ...(options.workDir ? { workDir: resolve(options.workDir) } : {}) };
  process.chdir(root);
  await run(root, absolute);
}

/** `--site-dir` and `--work-dir`, which every site command of ours takes. */
function withOurSiteOptions(command: Command): Command {
  return command
    .option('--site-dir <dir>', 'the site folder (same as the [siteDir] argument)')
    .option('--work-dir <dir>', 'where .generated/ and .cache/ go (default: the site folder); lets two builds of one site run side by side');
}

const CONFIG_OPTION = ['--config <config>', 'the site config file, relative to the site folder (default: site.config.ts, else docusaurus.config.*)'] as const;
const OUT_DIR_OPTION = ['--out-dir <dir>', 'the build output folder, relative to the site folder (default: build)'] as const;
const PROGRESS_OPTION = ['--no-progress', 'plain progress lines even in a terminal (as under CI)'] as const;

export async function createCliProgram(argv: readonly string[]): Promise<Command> {
  // One line for a bad command or option (no "Did you mean" line: the usage follows anyway).
  const program = new Command('docusaurus').usage('<command> [options]').version(generatorVersion()).showHelpAfterError().showSuggestionAfterError(false);

  withOurSiteOptions(program.command('build [siteDir]'))
    .description('Build the site for production.')
    .option('--dev', 'build in development mode (accepted, no effect here)')
    .option('--bundle-analyzer', "report the bundle's content (accepted, no effect here)")
    .option(...OUT_DIR_OPTION)
    .option(...CONFIG_OPTION)
    .option('-l, --locale <locale...>', 'build website in the specified locale(s)', addLocale)
    .option('--no-minify', 'build without minifying the JavaScript and CSS')
    .option(...PROGRESS_OPTION)
    .action(async (siteDir: string | undefined, options) => {
      const { build } = await import('./build.ts');
      await inSiteFolder(siteDir, options, build);
    });

  withOurSiteOptions(program.command('swizzle [themeName] [componentName] [siteDir]'))
    .description("Copy (eject) or wrap a theme component in the site's src/theme, to customize it.")
    .option('-w, --wrap', 'create a wrapper around the theme component')
    .option('-e, --eject', "copy the theme component's source")
    .option('-l, --list', 'only list the themes and components that can be swizzled')
    .option('-t, --typescript', 'copy TypeScript files')
    .option('-j, --javascript', 'copy JavaScript files')
    .option('--danger', 'allow components that are not safe to swizzle')
    .option(...CONFIG_OPTION)
    .action(async (themeName: string | undefined, componentName: string | undefined, siteDir: string | undefined, options) => {
      const { swizzle } = await import('./swizzle/index.ts');
      await inSiteFolder(siteDir, options, (root, absolute) => swizzle(root, themeName, componentName, absolute));
    });

  withOurSiteOptions(program.command('deploy [siteDir]'))
    .description('Build the site and push it to its GitHub Pages branch (deploymentBranch, default gh-pages).')
    .option('-l, --locale <locale>', 'deploy website in the specified locale(s)', addLocale)
    .option(...OUT_DIR_OPTION)
    .option(...CONFIG_OPTION)
    .option('--skip-build', 'deploy the existing build output without building')
    .option('--target-dir <dir>', 'the folder of the deployment branch to deploy to (default: its root)')
    .option(...PROGRESS_OPTION)
    .action(async (siteDir: string | undefined, options) => {
      const { deploy } = await import('./deploy.ts');
      await inSiteFolder(siteDir, options, deploy);
    });

  withOurSiteOptions(program.command('start [siteDir]'))
    .description('Start the development server.')
    .option('-p, --port <port>', 'the port (default: the PORT variable, else 3000)')
    .option('-h, --host <host>', 'the host (default: localhost)')
    .option('-l, --locale <locale>', 'use specified website locale')
    .option('--hot-only', 'no page reload when a hot update fails (accepted, no effect here)')
    .option(...CONFIG_OPTION)
    .option('--no-open', 'do not open a browser (none is opened here)')
    .option('--poll [interval]', 'watch files by polling (for file systems without change events), every [interval] ms', pollOption)
    .option('--no-minify', 'no minifying (accepted; the dev server never minifies)')
    .option(...PROGRESS_OPTION)
    .action(async (siteDir: string | undefined, options) => {
      const { start } = await import('./start.ts');
      await inSiteFolder(siteDir, options, start);
    });

  withOurSiteOptions(program.command('serve [siteDir]'))
    .description('Serve the build output locally, as a static host would.')
    .option('--dir <dir>', 'the folder to serve, relative to the site folder (default: build)')
    .option(...OUT_DIR_OPTION)
    .option(...CONFIG_OPTION)
    .option('-p, --port <port>', 'the port (default: the PORT variable, else 3000)')
    .option('--build', 'build the site first')
    .option('-h, --host <host>', 'the host (default: localhost)')
    .option('--no-open', 'do not open a browser (none is opened here)')
    .option(...PROGRESS_OPTION)
    .action(async (siteDir: string | undefined, options) => {
      const { serve } = await import('./serve.ts');
      await inSiteFolder(siteDir, options, serve);
    });

  withOurSiteOptions(program.command('clear [siteDir]'))
    .description('Remove the caches, generated files and build output.')
    .option(...OUT_DIR_OPTION)
    .action(async (siteDir: string | undefined, options) => {
      const { clear } = await import('./clear.ts');
      await inSiteFolder(siteDir, options, clear);
    });

  withOurSiteOptions(program.command('write-translations [siteDir]'))
    .description("Write the site's translatable texts into i18n/<locale>/ JSON files.")
    .option('-l, --locale <locale>', 'the locale whose folder to write (default: the default locale)')
    .option('--override', 'replace existing translations (default: only add missing ones)')
    .option(...CONFIG_OPTION)
    .option('--messagePrefix <messagePrefix>', 'a prefix for new messages, to make untranslated ones stand out (default: "")')
    .action(async (siteDir: string | undefined, options) => {
      const { writeTranslations } = await import('./write-translations/index.ts');
      await inSiteFolder(siteDir, options, writeTranslations);
    });

  withOurSiteOptions(program.command('write-heading-ids [siteDir] [files...]'))
    .description('Write explicit {#id} ids into Markdown headings.')
    .option('--syntax <syntax>', 'the heading id syntax: "classic" ({#id}, the default) or "mdx-comment" ({/* #id */})')
    .option('--migrate', 'rewrite the ids written in the other syntax into --syntax')
    .option('--overwrite', 'make every id again from its heading text')
    .option('--maintain-case', "keep the headings' letter case in the ids")
    .action(async (siteDir: string | undefined, files: string[], options) => {
      const { writeHeadingIds } = await import('./write-heading-ids.ts');
      // Files are relative to where the command started.
      const absoluteFiles = files.map((file) => resolve(file));
      await inSiteFolder(siteDir, options, (root, absolute) => writeHeadingIds(root, absoluteFiles, absolute));
    });

  const command = argv[2];
  if (command === undefined || !BUILT_IN_COMMANDS.includes(command)) {
    const { addPluginCommands } = await import('./extend-cli.ts');
    try {
      await addPluginCommands(program);
    } catch (error) {
      // `--help` and `--version` work with a broken site config; a plugin's command cannot run without it.
      if (command !== undefined && !command.startsWith('-')) throw error;
    }
  }
  return program;
}
