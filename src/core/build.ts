/**
 * `build`: the production pipeline. Prepare the site (config, plugins, content, routes, compiled
 * Markdown, generated modules), bundle client and server, write route manifests, prerender every
 * page, run plugins' postBuild, check links, and swap the finished folder in.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { htmlFileForRoute, routeKey } from '../shared/route-path.ts';
import { ROUTE_MANIFEST_DIR, type RouteManifest } from '../shared/site-data.ts';
import { BuildReport } from './build-report.ts';
import { collectRouteAssets } from './bundler/route-assets.ts';
import { runBundler } from './bundler/run-bundler.ts';
import { clientConfig, serverBundleFile, serverConfig } from './bundler/webpack-config.ts';
import { findBrokenLinks } from './check-links.ts';
import { prepareSite } from './load-site.ts';
import { copyStaticFiles, createStagingFolder, discardStaging, listOutputFiles, swapInOutput } from './output-folder.ts';
import { prerenderPages } from './prerender/prerender-pages.ts';
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
  try {
    await copyStaticFiles(paths.staticDir, staging);
    const serverOutDir = join(paths.cacheDir, 'server-bundle');
    const bundlerInput = { context: site.context, plugins: site.plugins, clientEntries: site.clientEntries, serverRoutesFile: site.serverRoutesFile, clientModulesFile: site.clientModulesFile, outDir: staging, serverOutDir };
    const bundle = await report.phase('bundle', () => runBundler([clientConfig(bundlerInput), serverConfig(bundlerInput)]));
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
    const pages = await report.phase('prerender', () =>
      prerenderPages({
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
      }),
    );

    const byPath = new Map(site.routes.map((r) => [r.permalink, r]));
    const renderedPages: RenderedPage[] = pages.filter((p) => p.path !== null).map((p) => ({ route: byPath.get(p.path!)!, file: p.file }));
    await report.phase('post build', async () => {
      for (const plugin of site.plugins) await plugin.postBuild?.({ outDir: staging, routes: site.routes, pages: renderedPages, content: site.contents.get(plugin) });
    });

    const outputFiles = await listOutputFiles(staging);
    report.problems(site.config.onBrokenLinks, 'Broken links', findBrokenLinks(pages, withBase(outputFiles, site.config.baseUrl), site.config.url));
    await swapInOutput(staging, paths.outDir);
  } catch (error) {
    await discardStaging(staging);
    throw error;
  } finally {
    await site.context.markdown.close();
  }
  report.phases.push({ name: 'total', ms: performance.now() - started });
  return { report, routeCount: site.routes.length, outDir: paths.outDir };
}

/** Output files as the browser addresses them (under the base URL). */
function withBase(files: Set<string>, baseUrl: string): Set<string> {
  return baseUrl === '/' ? files : new Set([...files].map((f) => baseUrl.replace(/\/$/, '') + f));
}
