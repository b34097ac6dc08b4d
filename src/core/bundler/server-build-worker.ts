/**
 * Worker-thread entry: runs the server webpack build beside the client build. Webpack compiles on
 * one thread, so the two builds in one process take the sum of their times; in two threads, on a
 * machine with two or more cores, they overlap. The worker reads compiled Markdown from the store's
 * disk cache (the main thread compiled it) and resolves Markdown links with the same route table.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { MarkdownStore, setActiveMarkdownStore } from '../markdown/markdown-store.ts';
import { runBundler, type BundleResult } from './run-bundler.ts';
import type { SvgrSetting } from './svgr-setting.ts';
import { serverConfig, type BundlerContext } from './webpack-config.ts';

export interface ServerBuildJob {
  context: BundlerContext;
  serverModulesFile: string;
  clientModulesFile: string;
  serverOutDir: string;
  /** Plugins' theme folders (see BundlerInput). */
  themePaths?: string[];
  /** How SVG imported from code loads (see BundlerInput). */
  svgr?: SvgrSetting;
  /** The site's static folders (see BundlerInput). */
  staticDirs?: string[];
  /** Markdown source file -> route, as the main thread resolved them. */
  permalinks: Array<[string, string]>;
}

export type ServerBuildOutcome = { ok: true; result: BundleResult } | { ok: false; message: string };

const job = workerData as ServerBuildJob;
const store = new MarkdownStore(join(job.context.cacheDir, 'markdown'), !job.context.isProduction);
store.permalinks = new Map(job.permalinks);
setActiveMarkdownStore(store);
const config = serverConfig({ ...job, plugins: [], clientEntries: new Map(), outDir: job.serverOutDir, cleanOutput: true });
const outcome: ServerBuildOutcome = await runBundler([config], job.serverModulesFile).then(
  (result) => ({ ok: true, result }),
  (error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);
await store.close();
parentPort!.postMessage(outcome);
