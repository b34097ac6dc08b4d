/**
 * `build`: the production pipeline. Prepare the site (config, plugins, content, routes, compiled
 * Markdown, generated modules), bundle client and server, write route manifests, prerender every
 * page, run plugins' postBuild, check links, and swap the finished folder in.
 *
 * Builds are incremental: the bundle is reused when none of its inputs changed, and a page is
 * copied from the last output when nothing its HTML is made from changed (see `incremental/`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { htmlFileForRoute, routeKey } from '../shared/route-path.ts';
import { ROUTE_MANIFEST_DIR, type RouteManifest } from '../shared/site-data.ts';
import { BuildReport } from './build-report.ts';
import { collectRouteAssets } from './bundler/route-assets.ts';
import { bundleClientAndServer } from './bundler/bundle-client-and-server.ts';
import type { BundleResult } from './bundler/run-bundler.ts';
import { clientConfig, serverBundleFile, serverConfig } from './bundler/webpack-config.ts';
import { findBrokenLinks } from './check-links.ts';
import { bundleFingerprint, forgetBundleRecord, reusableBundle, saveBundleRecord } from './incremental/bundle-record.ts';
import { hashFiles, hashFolders, hashText, stableDescription } from './incremental/content-hash.ts';
import { loadPageRecord, reusePages, savePageRecord } from './incremental/page-record.ts';
import { prepareSite, type PreparedSite } from './load-site.ts';
import { copyStaticFiles, createStagingFolder, discardStaging, linkOrCopyTree, listOutputFiles, swapInOutput } from './output-folder.ts';
import { prerenderPages } from './prerender/prerender-pages.ts';
import type { PrerenderJob, PrerenderedPage } from './prerender/prerender-worker.ts';
import type { RenderedPage } from './plugin-types.ts';
import type { SitePaths } from './site-paths.ts';

export interface BuildResult {
  report: BuildReport;
  routeCount: number;
  outDir: string;
}

export async function build(paths: SitePaths): Promise<BuildResult> {
  const report = new BuildReport();
  const started = performance.now();
  const site = await prepareSite(paths, { isProduction: true, report });
  const staging = await createStagingFolder(paths.outDir);
  const records = join(paths.cacheDir, 'build-records');
  const clientOutDir = join(paths.cacheDir, 'client-bundle');
  const serverOutDir = join(paths.cacheDir, 'server-bundle');
  try {
    const bundle = await report.phase('bundle', () => bundleOrReuse(site, clientOutDir, serverOutDir, join(records, 'bundle.json'), report));
    await report.phase('copy files', async () => {
      await copyStaticFiles(paths.staticDir, staging);
      await linkOrCopyTree(clientOutDir, staging);
    });
    for (const warning of bundle.warnings) report.warn(`bundler: ${warning}`);
    report.problems(
      site.config.onBrokenMarkdownLinks,
      'Broken Markdown links',
      site.context.markdown.brokenLinks.map((l) => `${relative(paths.siteDir, l.file)}${l.line ? `:${l.line}` : ''}: ${l.href} does not resolve to a page`),
    );

    const assets = collectRouteAssets(bundle.client, site.clientEntries.keys());
    await mkdir(join(staging, ROUTE_MANIFEST_DIR), { recursive: true });
    await Promise.all(
      site.routes.map((route) => {
        const key = routeKey(route.permalink);
        const manifest: RouteManifest = { path: route.permalink, ...assets.routes.get(key)! };
        return writeFile(join(staging, ROUTE_MANIFEST_DIR, `${key}.json`), JSON.stringify(manifest));
      }),
    );

    const locale = site.config.i18n.localeConfigs?.[site.config.i18n.defaultLocale];
    const job: PrerenderJob = {
      serverBundle: serverBundleFile(serverOutDir),
      outDir: staging,
      site: site.siteData,
      lang: site.config.i18n.defaultLocale,
      dir: locale?.direction ?? 'ltr',
      headTags: site.headTags,
      mainAssets: assets.main,
      pages: [
        ...site.routes.map((route) => ({
          path: route.permalink,
          file: htmlFileForRoute(route.permalink.slice(site.config.baseUrl.length - 1)),
          assets: assets.routes.get(routeKey(route.permalink))!,
          canonicalUrl: new URL(route.permalink, site.config.url).href,
        })),
        { path: null, file: '404.html', assets: { js: [], css: [] } },
      ],
    };
    const pages = await report.phase('prerender', () => prerenderOrReuse(job, bundle, paths, join(records, 'pages.json'), report));

    const byPath = new Map(site.routes.map((r) => [r.permalink, r]));
    const renderedPages: RenderedPage[] = pages.filter((p) => p.path !== null).map((p) => ({ route: byPath.get(p.path!)!, file: p.file, htmlHash: p.htmlHash }));
    await report.phase('post build', async () => {
      for (const plugin of site.plugins) await plugin.postBuild?.({ outDir: staging, routes: site.routes, pages: renderedPages, content: site.contents.get(plugin) });
    });

    await report.phase('check links', async () => {
      const outputFiles = await listOutputFiles(staging);
      report.problems(site.config.onBrokenLinks, 'Broken links', findBrokenLinks(pages, withBase(outputFiles, site.config.baseUrl), site.config.url));
    });
    await report.phase('swap output', () => swapInOutput(staging, paths.outDir));
  } catch (error) {
    await discardStaging(staging);
    throw error;
  } finally {
    await site.context.markdown.close();
  }
  report.phases.push({ name: 'total', ms: performance.now() - started });
  return { report, routeCount: site.routes.length, outDir: paths.outDir };
}

/** Runs webpack, unless the last bundle was made from exactly these inputs. */
async function bundleOrReuse(site: PreparedSite, clientOutDir: string, serverOutDir: string, recordFile: string, report: BuildReport): Promise<BundleResult> {
  const input = { context: site.context, plugins: site.plugins, clientEntries: site.clientEntries, serverRoutesFile: site.serverRoutesFile, clientModulesFile: site.clientModulesFile, outDir: clientOutDir, serverOutDir, cleanOutput: true };
  const configs = [clientConfig(input), serverConfig(input)];
  const { generatorDir } = site.context;
  const fingerprint = await bundleFingerprint(configs, [
    // Markdown links resolve to routes at bundle time, and the generator's code shapes the output.
    stableDescription([...site.context.markdown.permalinks].sort()),
    await hashFolders(['src/core/bundler', 'src/core/markdown', 'src/shared'].map((dir) => join(generatorDir, dir))),
    ...[...(await hashFiles([join(generatorDir, 'package-lock.json')])).values()].map(String),
  ]);
  const reused = await reusableBundle(recordFile, fingerprint, [clientOutDir, serverBundleFile(serverOutDir)]);
  if (reused) {
    report.note('bundle: reused, no input changed');
    return reused;
  }
  await forgetBundleRecord(recordFile);
  const bundle = await bundleClientAndServer(input, site.context.markdown.permalinks);
  await saveBundleRecord(recordFile, fingerprint, bundle);
  return bundle;
}

/** Prerenders the pages whose inputs changed; copies the others from the last output. */
async function prerenderOrReuse(job: PrerenderJob, bundle: BundleResult, paths: SitePaths, recordFile: string, report: BuildReport): Promise<PrerenderedPage[]> {
  const common = hashText(
    bundle.server.shared,
    stableDescription([job.site, job.lang, job.dir, job.headTags, job.mainAssets]),
    await hashFolders([join(paths.generatorDir, 'src/core/prerender')]),
  );
  const keyed = job.pages.map((page) => ({
    ...page,
    key: hashText(common, page.path === null ? '' : (bundle.server.routes[routeKey(page.path)] ?? ''), stableDescription(page)),
  }));
  const record = await loadPageRecord(recordFile);
  const { reused, toRender } = await reusePages(record, keyed, paths.outDir, job.outDir);
  const rendered = toRender.length ? await prerenderPages({ ...job, pages: toRender }) : [];
  const keys = new Map(keyed.map((p) => [p.file, p.key]));
  await savePageRecord(recordFile, [...reused, ...rendered.map((p) => ({ ...p, key: keys.get(p.file)! }))]);
  if (reused.length) report.note(`prerender: ${rendered.length} of ${job.pages.length} pages rendered, ${reused.length} unchanged and copied`);
  // In the pages' own order, so later steps (search index, sitemap) write the same output either way.
  const byFile = new Map([...reused, ...rendered].map((p) => [p.file, p]));
  return job.pages.map((page) => byFile.get(page.file)!);
}

/** Output files as the browser addresses them (under the base URL). */
function withBase(files: Set<string>, baseUrl: string): Set<string> {
  return baseUrl === '/' ? files : new Set([...files].map((f) => baseUrl.replace(/\/$/, '') + f));
}
