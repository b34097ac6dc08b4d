/**
 * `build`: the production pipeline. Prepare the site (config, plugins, content, routes, compiled
 * Markdown, route plan, generated app modules), bundle the application (client and server), write
 * each route's payload and manifest, prerender every page, run plugins' postBuild, check links,
 * and swap the finished folder in.
 *
 * Builds are incremental: the bundle is reused when none of its inputs changed (content is not
 * one of them: it travels in payloads), and a page is copied from the last output when nothing its
 * HTML is made from changed (see `incremental/`).
 */
import { dirname, join, relative } from 'node:path';
import { applyTrailingSlash, htmlFileForRoute } from '../shared/route-path.ts';
import { acquireBuildLock } from './build-lock.ts';
import { BuildReport } from './build-report.ts';
import { collectAppAssets, type AppAssets } from './bundler/route-assets.ts';
import type { BundleResult } from './bundler/run-bundler.ts';
import { serverBundleFile } from './bundler/chunk-names.ts';
import type { BundlerInput } from './bundler/webpack-config.ts';
import { findBrokenLinks } from './check-links.ts';
import { bundleFingerprint, forgetBundleRecord, reusableBundle, saveBundleRecord, type BundleOutputs } from './incremental/bundle-record.ts';
import { noteCacheDamage, reportCacheDamage } from './incremental/cache-damage.ts';
import { publishKeptFiles } from './incremental/published-copies.ts';
import { hashFile, hashText, stableDescription } from './incremental/content-hash.ts';
import { ENTRY_POINTS } from './entry-points.mjs';
import { generatorCodeHash } from './incremental/generator-code.ts';
import { loadPageRecord, reusePages, savePageRecord } from './incremental/page-record.ts';
import { packageVersion, type PreparedSite } from './load-site.ts';
import { copyStaticFiles } from './copy-static-files.ts';
import { staticDirectoriesOf } from './config/static-directories.ts';
import { hookSeverity } from './config/markdown-config.ts';
import { customJsLoader } from './config/js-loader-setting.ts';
import { runPluginHook } from './plugin-hook.ts';
import { createStagingFolder, discardStaging, listOutputFiles, standInForSubfolder, swapInOutput } from './output-folder.ts';
import { prerenderPages } from './prerender/prerender-pages.ts';
import { writeHashRouterEntry } from './hash-router-entry.ts';
import type { PrerenderJob, PrerenderedPage } from './prerender/prerender-worker.ts';
import type { Plugin, RenderedPage } from './plugin-types.ts';
import { MarkdownStore, type BrokenMarkdownLink } from './markdown/markdown-store.ts';
import type { PhaseProgress } from './progress/phase-progress.ts';
import { writeRoutePayloads, type WrittenPayloads } from './write-route-payloads.ts';
import { currentLocaleConfig } from './i18n/locale-configs.ts';
import { prepareLocales, type LocaleSite } from './i18n/prepare-locales.ts';
import type { SitePaths } from './site-paths.ts';
import { svgrSettingOf } from './bundler/svgr-setting.ts';

export interface BuildResult {
  report: BuildReport;
  routeCount: number;
  outDir: string;
  /** How many files the output holds. */
  fileCount: number;
}

/** @param options.progress told as each phase starts and ends, with its counts (the command line's progress lines) */
/** @param options.minify false: bundles left unminified (`--no-minify`) */
/** @param options.locales `--locale`: the locales to build (default: every locale of the config) */
export async function build(paths: SitePaths, options: { progress?: PhaseProgress; minify?: boolean; locales?: readonly string[] } = {}): Promise<BuildResult> {
  // Problems set to 'throw' fail the build once, after the link check, all listed (throwIfFailed below).
  const report = new BuildReport({ failAtEnd: true, progress: options.progress });
  // The work folder (generated modules, caches) is this build's alone until it ends.
  const lock = await acquireBuildLock(paths.cacheDir, dirname(paths.cacheDir));
  try {
    return await buildLocked(paths, report, options.minify !== false, options.locales);
  } catch (error) {
    // Whatever ended the build, the warnings gathered until then are printed with it (build-summary.ts).
    throw report.failedWith(error);
  } finally {
    await lock.release();
  }
}

async function buildLocked(paths: SitePaths, report: BuildReport, minify: boolean, asked: readonly string[] | undefined): Promise<BuildResult> {
  const started = performance.now();
  // swc's minifier overflowed the 2 MB stacks of its threads (a segfault) in builds of several
  // locales of the real site; Rust reads this once, when it starts its first thread.
  process.env.RUST_MIN_STACK ??= String(16 * 1024 * 1024);
  // Made here (not by prepareSite) so that its compiles are counted for the progress lines.
  const markdown = new MarkdownStore(join(paths.cacheDir, 'markdown'), false, report);
  markdown.compileCount = report.count('compile markdown');
  // Every locale, each a site of its own; the first one's bundle renders them all (i18n/prepare-locales.ts).
  const prepared = await prepareLocales(paths, { report, store: markdown, asked }).catch(async (error: unknown) => {
    await markdown.close();
    throw error;
  });
  const site = prepared.locales[0].site;
  // The output this build replaces is kept here, and the next build's staging folder made from it (output-folder.ts).
  const recycledOutput = join(paths.cacheDir, 'recycled-output');
  const staging = await createStagingFolder(paths.outDir, recycledOutput);
  const records = join(paths.cacheDir, 'build-records');
  const clientOutDir = join(paths.cacheDir, 'client-bundle');
  const serverOutDir = join(paths.cacheDir, 'server-bundle');
  // Settled before the staging folder may be discarded (payloads are written into it meanwhile).
  let payloadsSettled: Promise<unknown> = Promise.resolve();
  let forgetSubfolders: Array<() => void> = [];
  try {
    const bundling = report.phase('bundle', () => bundleOrReuse(site, clientOutDir, serverOutDir, join(records, 'bundle.json'), report, minify));
    // Each locale's folder replaces its folder of the last output (what plugins' output caches reuse files from).
    forgetSubfolders = prepared.locales.map((locale) => standInForSubfolder(staging, locale.folder));
    // Each locale's payloads are written beside the bundle: they need nothing from it, their manifests wait for its assets.
    const locales = prepared.locales.map((locale) => {
      const localeRecords = locale.paths.cacheDir === paths.cacheDir ? records : join(locale.paths.cacheDir, 'build-records');
      const assetsReady = bundling.then((bundle) => collectAppAssets(bundle.client, locale.site.plan.appModules.keys()));
      // A failed bundle is reported by `await bundling` below; the payload step may not be waiting for its assets yet.
      assetsReady.catch(() => {});
      const payloadsWritten = writeRoutePayloads(locale.site, assetsReady, {
        outDir: join(staging, locale.folder),
        previousOutDir: locale.paths.outDir,
        recordFile: join(localeRecords, 'payloads.json'),
      });
      return { ...locale, staging: join(staging, locale.folder), records: localeRecords, assetsReady, payloadsWritten };
    });
    payloadsSettled = Promise.allSettled(locales.map((locale) => locale.payloadsWritten));
    const bundle = await bundling;
    await report.phase('copy files', async () => {
      // As Docusaurus: each locale's folder has the static files (its pages link them under its base URL).
      for (const locale of locales) await copyStaticFiles(staticDirectoriesOf(locale.site.config, paths.siteDir), locale.staging, paths.siteDir);
      // Copies the work folder does not share with the output (published-copies.ts); checked in bundleOrReuse.
      await publishKeptFiles(clientOutDir, bundle.outputs[clientOutDir], staging, {
        recordFile: join(records, 'client-bundle-copies.json'),
        checkSources: false,
        warnings: report,
      });
    });
    for (const warning of bundle.warnings) report.warn(`bundler: ${warning}`);

    /** A route's permalink as its page is served and linked: in the site's `trailingSlash` form (each locale's home as its base URL). */
    const homes = new Set(prepared.locales.map((locale) => locale.site.config.baseUrl));
    const pageUrl = (permalink: string) => (homes.has(permalink) ? permalink : applyTrailingSlash(permalink, site.config.trailingSlash, prepared.baseUrl));
    const pages: Array<PrerenderedPage & { sourceFile?: string }> = [];
    let routeCount = 0;
    let hashRouterJob: PrerenderJob | undefined;
    for (const locale of locales) {
      const rendered = await renderLocale(locale, { bundle, serverOutDir, report, paths, pageUrl });
      pages.push(...rendered.pages);
      routeCount += locale.site.routes.length;
      hashRouterJob ??= rendered.job;
    }

    // Kept files found damaged or edited on the way, in one warning.
    reportCacheDamage(report);

    const fileCount = await report.phase('check links', async () => {
      const outputFiles = await listOutputFiles(staging);
      // Every locale's pages together: a page links to its counterparts in the other locales.
      const broken = findBrokenLinks(pages, withBase(outputFiles, prepared.baseUrl), site.config.url, pageUrl);
      report.problems(site.config.onBrokenLinks, 'Broken links', broken.links);
      report.problems(site.config.onBrokenAnchors, 'Broken anchors', broken.anchors);
      return outputFiles.size;
    });
    // Every check has run: the problems set to 'throw' fail the build here, before the output is swapped in.
    report.throwIfFailed();
    if (site.config.future.experimental_router === 'hash' && hashRouterJob) {
      const { mainAssets, injectedHtml, lang, dir } = hashRouterJob;
      const pageFiles = pages.map((page) => page.file);
      await writeHashRouterEntry({
        outDir: staging,
        site: site.siteData,
        mainAssets,
        injectedHtml,
        lang,
        dir,
        pageFiles,
        pageRecordFile: join(records, 'pages.json'),
      });
    }
    await report.phase('swap output', () => swapInOutput(staging, paths.outDir, recycledOutput));
    report.phases.push({ name: 'total', ms: performance.now() - started });
    return { report, routeCount, outDir: paths.outDir, fileCount };
  } catch (error) {
    await payloadsSettled;
    await discardStaging(staging);
    throw error;
  } finally {
    for (const forget of forgetSubfolders) forget();
    await Promise.all(prepared.locales.map((locale) => locale.site.context.markdown.close()));
  }
}

/** One locale of the build, its payloads being written into its folder of the staging output. */
interface LocaleInBuild extends LocaleSite {
  /** Its folder inside the staging output. */
  staging: string;
  /** Where its page and payload records are kept. */
  records: string;
  assetsReady: Promise<AppAssets>;
  payloadsWritten: Promise<WrittenPayloads>;
}

/**
 * One locale's pages, with the bundle every locale shares: waits for its payloads, prerenders (or
 * copies from the last output) its pages into its folder, and runs its plugins' postBuild there.
 * Returns its pages (file names relative to the whole output) and its prerender job.
 */
async function renderLocale(
  locale: LocaleInBuild,
  shared: { bundle: BundleResult; serverOutDir: string; report: BuildReport; paths: SitePaths; pageUrl: (permalink: string) => string },
): Promise<{ pages: Array<PrerenderedPage & { sourceFile?: string }>; job: PrerenderJob }> {
  const { site, staging } = locale;
  const { bundle, serverOutDir, report, paths, pageUrl } = shared;
  const assets = await locale.assetsReady;
  // The phase is what the build still waits for once the bundle is done (the rest ran beside it).
  const { routes, brokenLinks, reused } = await report.phase('write payloads', () => locale.payloadsWritten);
  if (reused) report.note(`payloads: ${routes.length - reused} of ${routes.length} made, ${reused} unchanged and copied`);
  // Docusaurus's settings: links to Markdown files that are no page (warn by default), missing images (throw).
  const described = (kind: BrokenMarkdownLink['kind']) =>
    brokenLinks
      .filter((l) => l.kind === kind)
      .map((l) => `${relative(paths.siteDir, l.file)}${l.line ? `:${l.line}` : ''}: ${l.href} ${l.problem ?? 'does not resolve to a page'}`);
  report.problems(site.config.onBrokenMarkdownLinks, 'Broken Markdown links', described('link'));
  report.problems(hookSeverity(site.config.markdown.hooks.onBrokenMarkdownImages), 'Broken Markdown images', described('image'));

  const localeConfig = currentLocaleConfig(site.context.i18n);
  const extractingPlugins = site.plugins.filter((plugin) => plugin.pageExtractor);
  const pageImages = await collectPageImages(site.plugins, report);
  const job: PrerenderJob = {
    serverBundle: serverBundleFile(serverOutDir),
    siteDir: paths.siteDir,
    outDir: staging,
    site: site.siteData,
    lang: localeConfig.htmlLang,
    dir: localeConfig.direction,
    injectedHtml: site.injectedHtml,
    baseUrlIssueBanner: site.config.baseUrlIssueBanner,
    mainAssets: assets.main,
    extractors: extractingPlugins.map((plugin) => plugin.pageExtractor!),
    ...(site.config.ssrTemplate !== undefined
      ? { ssrTemplate: { template: site.config.ssrTemplate, noIndex: site.config.noIndex, version: packageVersion(paths.generatorDir) ?? '' } }
      : {}),
    pages: [
      ...routes.map(({ plan, payload, assets: routeAssets }) => ({
        path: plan.route.permalink,
        file: htmlFileForRoute(plan.route.permalink.slice(site.config.baseUrl.length - 1), site.config.trailingSlash),
        payloadFile: join(staging, payload.file),
        assets: routeAssets,
        canonicalUrl: new URL(pageUrl(plan.route.permalink), site.config.url).href,
        plugin: plan.route.plugin,
        sourceFile: plan.route.sourceFile,
        ...(pageImages.has(plan.route.permalink) ? { image: pageImages.get(plan.route.permalink) } : {}),
      })),
      { path: null, file: '404.html', assets: { js: [], css: [] } },
    ],
  };
  const appModulesOf = new Map(routes.map(({ plan }) => [plan.route.permalink, plan.appModules]));
  const pages = await report.phase('prerender', () => prerenderOrReuse(job, bundle, appModulesOf, locale.paths, join(locale.records, 'pages.json'), report));

  const byPath = new Map(site.routes.map((r) => [r.permalink, r]));
  const routePages = pages.filter((p) => p.path !== null);
  const renderedPages: RenderedPage[] = routePages.map((p) => ({ route: byPath.get(p.path!)!, file: p.file, htmlHash: p.htmlHash }));
  await report.phase('post build', async () => {
    for (const plugin of site.plugins) {
      if (!plugin.postBuild) continue;
      // Each plugin sees what its own page extractor returned.
      const index = extractingPlugins.indexOf(plugin);
      const pagesForPlugin = index < 0 ? renderedPages : renderedPages.map((page, i) => ({ ...page, extracted: routePages[i].extracted?.[index] }));
      await runPluginHook(report, plugin.name, 'postBuild', () =>
        plugin.postBuild!({
          ...site.context,
          outDir: staging,
          content: site.contents.get(plugin),
          routesPaths: site.routes.map((route) => pageUrl(route.permalink)),
          routes: site.routes,
          pages: pagesForPlugin,
        }),
      );
    }
  });
  // The link check reads every locale's pages from the whole output.
  const inOutput = (file: string) => (locale.folder ? `${locale.folder}/${file}` : file);
  return {
    pages: pages.map((page) => ({ ...page, file: inOutput(page.file), sourceFile: page.path === null ? undefined : byPath.get(page.path)?.sourceFile })),
    job,
  };
}

/** Runs webpack, unless the last bundle was made from exactly these inputs and its files are as written; returns its output files too. */
async function bundleOrReuse(
  site: PreparedSite,
  clientOutDir: string,
  serverOutDir: string,
  recordFile: string,
  report: BuildReport,
  minify: boolean,
): Promise<BundleResult & { outputs: BundleOutputs }> {
  const input: BundlerInput = {
    context: site.context,
    plugins: site.plugins,
    contents: site.contents,
    themePaths: site.themePaths,
    clientEntries: site.clientEntries,
    serverModulesFile: site.serverModulesFile,
    clientModulesFile: site.clientModulesFile,
    svgr: svgrSettingOf(site.plugins),
    outDir: clientOutDir,
    serverOutDir,
    cleanOutput: true,
    staticDirs: staticDirectoriesOf(site.config, site.context.siteDir),
    jsLoader: customJsLoader(site.config),
    // Only when off, so the fingerprint of a usual build stays as it was.
    ...(minify ? {} : { minify: false }),
    ...(site.siteData.router ? { router: site.siteData.router } : {}),
  };
  const { generatorDir } = site.context;
  // The configurations are a function of these (webpack-config.ts): the context's folders and mode,
  // the entries, the code of the plugins that change the configuration and, when there are any,
  // the site's config (which they may read; without them a config edit reaches pages through the
  // site data and payloads, and the bundle is kept).
  const configuring = site.plugins.filter((plugin) => plugin.configureWebpack || plugin.configurePostCss);
  const configInputs = {
    ...input,
    context: {
      siteDir: input.context.siteDir,
      generatorDir: input.context.generatorDir,
      generatedDir: input.context.generatedDir,
      cacheDir: input.context.cacheDir,
      isProduction: input.context.isProduction,
      baseUrl: input.context.baseUrl,
      siteConfig: configuring.length ? site.config : undefined,
    },
    contents: undefined,
    plugins: configuring.map((plugin) => ({
      name: plugin.name,
      id: plugin.id,
      code: plugin.code,
      configureWebpack: plugin.configureWebpack,
      configurePostCss: plugin.configurePostCss,
    })),
  };
  const fingerprint = bundleFingerprint(configInputs, [
    // The generator's code that makes the configurations and runs inside webpack (its loaders, the
    // server build's thread), and the installed packages (webpack, its loaders and plugins). (How
    // Markdown links resolve is a file input of the modules that have any: see markdown-loader.ts.)
    await generatorCodeHash(ENTRY_POINTS.cli, ENTRY_POINTS.serverBuildWorker, ENTRY_POINTS.markdownLoader, ENTRY_POINTS.emptyModuleLoader),
    (await hashFile(join(generatorDir, 'package-lock.json'))) ?? '',
  ]);
  const reused = await reusableBundle(recordFile, fingerprint, report);
  if (reused.bundle && reused.outputs) {
    report.note('bundle: reused, no input changed');
    return { ...reused.bundle, outputs: reused.outputs };
  }
  noteCacheDamage(report, reused.damaged, 'bundling again');
  await forgetBundleRecord(recordFile);
  // Loaded only now: webpack and its plugins take a while to load, and a reused bundle needs none of it.
  const { bundleClientAndServer } = await import('./bundler/bundle-client-and-server.ts');
  const bundle = await bundleClientAndServer(input, site.context.markdown.permalinks);
  return { ...bundle, outputs: await saveBundleRecord(recordFile, fingerprint, bundle, [clientOutDir, serverOutDir]) };
}

/**
 * Prerenders the pages whose inputs changed; copies the others from the last output. A page's
 * inputs: the server code every page runs and that of its application modules, the site data and
 * head tags, its assets (its payload among them, named by content hash), its path and file.
 */
async function prerenderOrReuse(
  job: PrerenderJob,
  bundle: BundleResult,
  appModulesOf: Map<string, string[]>,
  paths: SitePaths,
  recordFile: string,
  report: BuildReport,
): Promise<PrerenderedPage[]> {
  const common = hashText(
    bundle.server.shared,
    stableDescription([job.site, job.lang, job.dir, job.injectedHtml, job.mainAssets, ...(job.ssrTemplate ? [job.ssrTemplate] : [])]),
    // The code that renders and writes a page (what the prerender worker runs), and the installed packages.
    await generatorCodeHash(ENTRY_POINTS.prerenderWorker),
    (await hashFile(join(paths.generatorDir, 'package-lock.json'))) ?? '',
  );
  const keyed = job.pages.map((page) => ({
    ...page,
    key: hashText(
      common,
      ...(page.path === null ? [] : appModulesOf.get(page.path)!.map((id) => bundle.server.modules[id] ?? '')),
      stableDescription({
        path: page.path,
        file: page.file,
        assets: page.assets,
        canonicalUrl: page.canonicalUrl,
        ...(page.image ? { image: page.image } : {}),
      }),
    ),
  }));
  const record = await loadPageRecord(recordFile, report);
  const { reused, toRender } = await reusePages(record, keyed, paths.outDir, job.outDir, report);
  const rendered = toRender.length ? await prerenderPages({ ...job, pages: toRender }, report.count('prerender')) : [];
  const keys = new Map(keyed.map((p) => [p.file, p.key]));
  // What extractors returned goes to postBuild, not into the record.
  await savePageRecord(recordFile, [...reused, ...rendered.map(({ extracted: _, ...p }) => ({ ...p, key: keys.get(p.file)! }))]);
  if (reused.length) report.note(`prerender: ${rendered.length} of ${job.pages.length} pages rendered, ${reused.length} unchanged and copied`);
  // In the pages' own order, so later steps (search index, sitemap) write the same output either way.
  const byFile = new Map([...reused, ...rendered].map((p) => [p.file, p]));
  return job.pages.map((page) => byFile.get(page.file)!);
}

/** The plugins' social card images by permalink (Plugin.pageImages); the first plugin naming a route wins. */
async function collectPageImages(plugins: readonly Plugin[], report: BuildReport): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const plugin of plugins) {
    if (!plugin.pageImages) continue;
    const byRoute = await runPluginHook(report, plugin.name, 'pageImages', () => plugin.pageImages!());
    for (const [permalink, image] of Object.entries(byRoute)) if (!images.has(permalink)) images.set(permalink, image);
  }
  return images;
}

/** Output files as the browser addresses them (under the base URL). */
function withBase(files: Set<string>, baseUrl: string): Set<string> {
  return baseUrl === '/' ? files : new Set([...files].map((f) => baseUrl.replace(/\/$/, '') + f));
}
