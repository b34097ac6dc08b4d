/**
 * The stages shared by the build and the dev server, up to the generated modules:
 * config -> plugins -> content -> routes -> compiled Markdown -> route plan -> generated app modules.
 */
import { resolve } from 'node:path';
import type { SiteData } from '../shared/site-data.ts';
import { BuildReport } from './build-report.ts';
import type { SiteConfig } from './config/config-schema.ts';
import { configHeadTags } from './config/config-head-tags.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { generateAppModules, type GeneratedAppModules } from './codegen/generate-app-modules.ts';
import { MarkdownStore, parseMarkdownModuleId, setActiveMarkdownStore, type MarkdownModuleId } from './markdown/markdown-store.ts';
import { createPlugins, loadSite, type LoadedSite } from './plugin-host.ts';
import type { HeadTag, LoadContext } from './plugin-types.ts';
import { checkMarkdownImports } from './markdown/check-markdown-imports.ts';
import { planRoutes, type SitePlan } from './route-plan.ts';
import type { SitePaths } from './site-paths.ts';
import { join } from 'node:path';
import { createThemePlugin } from '../theme/theme-plugin.ts';

export interface PreparedSite extends LoadedSite, GeneratedAppModules {
  /** Each route's application modules and payload contents. */
  plan: SitePlan;
  config: SiteConfig;
  context: LoadContext;
  siteData: SiteData;
  headTags: HeadTag[];
}

/** Modules named by routes that are Markdown files, each once. */
export function markdownModulesOf(site: LoadedSite): MarkdownModuleId[] {
  const ids = new Map<string, MarkdownModuleId>();
  for (const route of site.routes) {
    for (const module of Object.values(route.modules ?? {})) {
      const id = parseMarkdownModuleId(module);
      if (id) ids.set(module, id);
    }
  }
  return [...ids.values()];
}

/** Head tags of every page: the config's own (headTags, stylesheets, scripts, noIndex), then plugins'. */
function collectHeadTags(config: SiteConfig, site: LoadedSite): HeadTag[] {
  return [...configHeadTags(config), ...site.plugins.flatMap((p) => p.headTags?.() ?? [])];
}

export async function prepareSite(paths: SitePaths, options: { isProduction: boolean; report?: BuildReport; store?: MarkdownStore }): Promise<PreparedSite> {
  const report = options.report ?? new BuildReport();
  const config = await loadSiteConfig(paths.siteDir);
  const markdown = options.store ?? new MarkdownStore(join(paths.cacheDir, 'markdown'), !options.isProduction, report);
  setActiveMarkdownStore(markdown);
  const context: LoadContext = {
    siteDir: paths.siteDir,
    generatorDir: paths.generatorDir,
    generatedDir: paths.generatedDir,
    cacheDir: paths.cacheDir,
    siteConfig: config,
    baseUrl: config.baseUrl,
    isProduction: options.isProduction,
    markdown,
    report,
  };
  const plugins = await report.phase('load plugins', () => createPlugins(context, [createThemePlugin(config)]));
  const site = await report.phase('load content', () => loadSite(context, plugins));
  // A build compiles every page up front, in parallel; the dev server compiles a page when it is first asked for.
  if (options.isProduction) await report.phase('compile markdown', () => markdown.compileAll(markdownModulesOf(site)));
  const plan = planRoutes(site.routes, (id) => markdown.knownImports(id), context);
  // A build knows every page's imports now (the dev server learns them page by page).
  if (options.isProduction) checkMarkdownImports(plan, paths.siteDir, (id) => markdown.knownImports(id));
  const generated = await generateAppModules(paths.generatedDir, plan.appModules.values(), config.clientModules.map((m) => resolve(paths.siteDir, m)));
  const siteData: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, localeConfigs: config.i18n.localeConfigs },
    titleDelimiter: config.titleDelimiter,
    themeConfig: config.themeConfig as Record<string, unknown>,
    globalData: site.globalData,
    isProduction: options.isProduction,
  };
  return { ...site, ...generated, plan, config, context, siteData, headTags: collectHeadTags(config, site) };
}

/** The site with another plan (the dev server learns what Markdown imports as it compiles), its modules generated. */
export async function adoptPlan(site: PreparedSite, plan: SitePlan): Promise<PreparedSite> {
  const generated = await generateAppModules(site.context.generatedDir, plan.appModules.values(), site.config.clientModules.map((m) => resolve(site.context.siteDir, m)));
  return { ...site, ...generated, plan };
}
