/**
 * Runnable examples: code blocks marked `runnable` get a Run button (the theme's CodeBlockRun)
 * that runs the example in a Web Worker, with the version of its library that the page documents,
 * and shows what it printed and its actors' last snapshot values. Nothing of it loads before the
 * click.
 *
 * At build time this plugin builds one worker script per runtime (worker-bundle.ts: the runner and
 * the runtime's packages), compiles each runnable block to JavaScript (compile-example.ts), warns
 * about blocks importing what their runtime does not provide (they get no button), and publishes
 * the files under `assets/runnable/` (hashed names: cached for a year). Its rehype step
 * (rehype-runnable-examples.ts, given to the content plugins with the same options) marks the
 * blocks in the pages with their runtime's name, and nothing else: a page's script grows by a few
 * bytes per example. The button names the example from its title or heading and finds its file
 * from the code it shows (example-name.ts). The site says which runtime serves which content (options.ts).
 *
 * Everything is cached in the work folder: a warm build reads a record and links the last output.
 * The dev server shows no Run buttons: it serves no files a plugin writes after a build.
 */
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import {
  definePlugin,
  generatorCodeHash,
  PLUGIN_ENTRY_POINTS,
  markdownSettingsOf,
  type MagicComment,
  OutputCache,
  readRecord,
  validatePluginOptions,
  writeFileAtomic,
  type Plugin,
} from '../../src/core/index.ts';
import { compileExample, examplesCacheFolder } from './compile-example.ts';
import { OUTPUT_FOLDER, shownCode, unsupportedImports } from './example-code.ts';
import { exampleFileName } from './example-name.ts';
import { runnableExamplesOptionsSchema, runtimeOf, type RunnableExamplesOptions } from './options.ts';
import { runnableBlocks } from './runnable-blocks.ts';
import { workerBundle } from './worker-bundle.ts';

export const RUNNABLE_EXAMPLES_PLUGIN_NAME = 'runnable-examples';
export { default as rehypeRunnableExamples } from './rehype-runnable-examples.ts';

/** What pages read of the plugin (global data: a few bytes, whatever the number of examples). */
export interface RunnableExamplesGlobalData {
  /** Runtime name -> its worker script, relative to the site's base URL. */
  workers: Record<string, string>;
  /** The folder of compiled examples, relative to the base URL. */
  examples: string;
  timeoutMs: number;
}

interface RunnableExamplesContent {
  /** Output file name -> the cached file to publish. */
  files: Map<string, string>;
  workers: Record<string, string>;
}

async function markdownFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/** What one page gave: its compiled examples (output name, cached file) and its warnings. */
interface PageExamples {
  /** The file's size and modification time when it was read. */
  stamp: string;
  examples: Array<[name: string, path: string]>;
  warnings: string[];
}

/** What the plugin reads a site's blocks with: its options, the site's magic comments (they decide the code a block shows) and its cache folder. */
interface ExamplesSettings {
  options: RunnableExamplesOptions;
  magicComments: readonly MagicComment[];
  siteDir: string;
  cacheDir: string;
}

/** The runnable blocks of one page, compiled, with a warning for each block its runtime cannot run. */
async function pageExamples({ options, magicComments, siteDir }: ExamplesSettings, folder: string, file: string, stamp: string): Promise<PageExamples> {
  const page: PageExamples = { stamp, examples: [], warnings: [] };
  const source = await readFile(file, 'utf8');
  if (!source.includes('runnable')) return page;
  const runtime = runtimeOf(options.runtimes, file, source);
  if (!runtime) return page;
  for (const block of runnableBlocks(source)) {
    const at = `${relative(siteDir, file)}:${block.line}`;
    const missing = unsupportedImports(block.code, runtime.modules);
    if (missing.length > 0) {
      const provided = Object.keys(runtime.modules).join(', ');
      page.warnings.push(
        `${at}: a runnable example imports ${missing.map((m) => `"${m}"`).join(', ')}, which its runtime "${runtime.name}" does not provide (${provided}): it gets no Run button`,
      );
      continue;
    }
    // What the reader sees runs, and names the file: the Run button hashes the block's text the same way.
    const code = shownCode(block.code, block.language, block.meta, magicComments);
    const name = exampleFileName(block.language, code);
    page.examples.push([name, await compileExample(folder, name, block.language, code, at)]);
  }
  return page;
}

/**
 * Compiles every runnable block of the runtimes' content, returning the compiled files by output
 * name. What each page gave is recorded by the page's size and modification time, so a build
 * after no edit reads only the pages that changed (a `stat` each), not every page.
 */
async function compileExamples(settings: ExamplesSettings, warn: (message: string) => void): Promise<Map<string, string>> {
  const { options, magicComments, siteDir, cacheDir } = settings;
  const folder = examplesCacheFolder(cacheDir);
  const recordFile = join(folder, 'pages.json');
  const optionsKey = JSON.stringify([options.runtimes, magicComments, await generatorCodeHash(PLUGIN_ENTRY_POINTS['runnable-examples'])]);
  const record = await readRecord<{ options: string; pages: Record<string, PageExamples> }>(recordFile, { warn });
  const known = record?.options === optionsKey ? record.pages : {};
  const folders = [...new Set(options.runtimes.flatMap((runtime) => runtime.content.map(({ folder: f }) => resolve(siteDir, f))))];
  const files = [...new Set((await Promise.all(folders.map(markdownFiles))).flat())].sort();
  const pages = await Promise.all(
    files.map(async (file): Promise<[string, PageExamples]> => {
      const { size, mtimeMs } = await stat(file);
      const stamp = `${size}:${mtimeMs}`;
      const kept = known[file];
      return [file, kept?.stamp === stamp ? kept : await pageExamples(settings, folder, file, stamp)];
    }),
  );
  if (pages.some(([file, page]) => known[file] !== page) || files.length !== Object.keys(known).length) {
    await mkdir(folder, { recursive: true });
    await writeFileAtomic(recordFile, JSON.stringify({ options: optionsKey, pages: Object.fromEntries(pages) }));
  }
  const compiled = new Map<string, string>();
  for (const [, page] of pages) {
    for (const message of page.warnings) warn(message);
    for (const [name, path] of page.examples) compiled.set(name, path);
  }
  return compiled;
}

export default definePlugin<unknown, Plugin<RunnableExamplesContent>>((context, rawOptions) => {
  const options = validatePluginOptions(RUNNABLE_EXAMPLES_PLUGIN_NAME, runnableExamplesOptionsSchema, rawOptions, context.siteConfigPath);
  const cacheDir = join(context.cacheDir, RUNNABLE_EXAMPLES_PLUGIN_NAME);
  return {
    name: RUNNABLE_EXAMPLES_PLUGIN_NAME,
    async loadContent() {
      // The dev server serves no plugin output files (postBuild does not run there): no Run buttons, no work.
      if (!context.isProduction) return { files: new Map(), workers: {} };
      const runtimes = [...new Map(options.runtimes.map((runtime) => [runtime.name, runtime])).values()];
      const [bundles, examples] = await Promise.all([
        Promise.all(runtimes.map((runtime) => workerBundle(runtime, context.siteDir, cacheDir))),
        compileExamples(
          { options, magicComments: markdownSettingsOf(context.siteConfig, context.siteDir).magicComments, siteDir: context.siteDir, cacheDir },
          (message) => context.report.warn(message),
        ),
      ]);
      const files = new Map(examples);
      const workers: Record<string, string> = {};
      runtimes.forEach((runtime, i) => {
        files.set(bundles[i].fileName, bundles[i].path);
        workers[runtime.name] = `${OUTPUT_FOLDER}/${bundles[i].fileName}`;
      });
      return { files, workers };
    },
    async contentLoaded({ content, actions }) {
      if (content.files.size === 0) return;
      actions.setGlobalData({ workers: content.workers, examples: OUTPUT_FOLDER, timeoutMs: options.timeoutMs } satisfies RunnableExamplesGlobalData);
    },
    async postBuild({ outDir, content }) {
      // The file names are hashes of what they hold (examples: of their code, under a folder named by the compiler).
      const names = [...content.files.keys()].sort();
      const key = createHash('sha1')
        .update(`${[...content.files.values()].sort().join('\n')}\0${names.join('\n')}`)
        .digest('hex')
        .slice(0, 16);
      const cache = new OutputCache<{ files: number }>(join(cacheDir, 'output'), context.report);
      await cache.reuseOrBuild(key, outDir, async (folder) => {
        await mkdir(join(folder, OUTPUT_FOLDER), { recursive: true });
        await Promise.all(names.map((name) => copyFile(content.files.get(name)!, join(folder, OUTPUT_FOLDER, name))));
        return { files: names.length };
      });
    },
  };
});
