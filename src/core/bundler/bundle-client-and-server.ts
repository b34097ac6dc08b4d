/**
 * The production bundle: client and server builds, in parallel threads when that is safe (no
 * plugin changes the bundler configuration (configureWebpack, configurePostCss: functions a worker
 * thread could not call) and the site gives no jsLoader function, else together
 * in this thread.
 *
 * Both write into emptied folders: webpack does not write a content-hashed file that is already
 * there (it takes the name for the content), so a file of the same name cut short by a full disk,
 * or edited, would otherwise stay as it is.
 */
import { rm } from 'node:fs/promises';
import { ENTRY_POINTS } from '../entry-points.mjs';
import { workerEntry } from '../generator-location.ts';
import { SiteError } from '../site-error.ts';
import { workerReply } from '../worker-reply.ts';
import { mergeBundleResults, runBundler, type BundleResult } from './run-bundler.ts';
import type { ServerBuildJob, ServerBuildOutcome } from './server-build-worker.ts';
import { clientConfig, serverConfig, type BundlerInput } from './webpack-config.ts';

async function buildServerInWorker(job: ServerBuildJob): Promise<BundleResult> {
  const outcome = await workerReply<ServerBuildOutcome>(workerEntry(ENTRY_POINTS.serverBuildWorker), job, { name: "the server build's worker" });
  if (outcome.ok) return outcome.result;
  throw new SiteError(outcome.message);
}

export async function bundleClientAndServer(input: BundlerInput, permalinks: Map<string, string>): Promise<BundleResult> {
  await Promise.all([input.outDir, input.serverOutDir].map((dir) => rm(dir, { recursive: true, force: true })));
  // The site's jsLoader is a function too.
  if (input.jsLoader || input.plugins.some((plugin) => plugin.configureWebpack || plugin.configurePostCss))
    return runBundler([clientConfig(input), serverConfig(input)], input.serverModulesFile);
  const { context } = input;
  const job: ServerBuildJob = {
    context: {
      siteDir: context.siteDir,
      generatorDir: context.generatorDir,
      generatedDir: context.generatedDir,
      cacheDir: context.cacheDir,
      isProduction: context.isProduction,
      baseUrl: context.baseUrl,
    },
    serverModulesFile: input.serverModulesFile,
    clientModulesFile: input.clientModulesFile,
    serverOutDir: input.serverOutDir,
    themePaths: input.themePaths,
    svgr: input.svgr,
    staticDirs: input.staticDirs,
    permalinks: [...permalinks],
  };
  // Both run to the end, so a failure in one does not leave the other writing files unobserved.
  const [client, server] = await Promise.allSettled([runBundler([clientConfig(input)], input.serverModulesFile), buildServerInWorker(job)]);
  const failures = [client, server].filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as Error);
  if (failures.length === 1) throw failures[0];
  if (failures.length) throw new SiteError([...new Set(failures.map((f) => f.message))].join('\n\n'));
  return mergeBundleResults((client as PromiseFulfilledResult<BundleResult>).value, (server as PromiseFulfilledResult<BundleResult>).value);
}
