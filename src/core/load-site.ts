/**
 * The stages shared by the build and the dev server, up to the generated modules:
 * config -> plugins -> content -> routes -> compiled Markdown -> route plan -> generated app modules.
 */
import { resolveSiteStorage } from './config/site-storage.ts';
import { isDefaultSiteStorage } from '../shared/site-storage.ts';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { SiteData } from '../shared/site-data.ts';
import { BuildReport } from './build-report.ts';
import type { SiteConfig } from './config/config-schema.ts';
import { configHeadTags } from './config/config-head-tags.ts';
import { CONFIG_FILE_NAME, findConfigFile, loadSiteConfig } from './config/load-config.ts';
import { generateAppModules, type GeneratedAppModules } from './codegen/generate-app-modules.ts';
import { writeSiteConfigModule } from './codegen/site-config-module.ts';
import { markdownSettingsOf } from './markdown/markdown-options.ts';
import { MarkdownStore, parseMarkdownModuleId, setActiveMarkdownStore, type MarkdownModuleId } from './markdown/markdown-store.ts';
import { createPlugins, loadSite, resolvePluginPath, type InitializedPlugin, type LoadedSite, type PluginEntry } from './plugin-host.ts';
import { collectInjectedHtml, htmlTagToString } from './plugins/html-tags.ts';
import type { InjectedHtml, LoadContext, RouteInfo } from './plugin-types.ts';
import { localizedSiteConfig, type LocaleOption } from './i18n/localized-site.ts';
import { localizationDirOf, resolveI18n } from './i18n/locale-configs.ts';
import { codeTranslationsOf, siteCodeTranslations } from './i18n/plugin-translations.ts';
import { checkMarkdownImports } from './markdown/check-markdown-imports.ts';
import { planRoutes, type SitePlan } from './route-plan.ts';
import type { SitePaths } from './site-paths.ts';
import { createThemePlugin } from '../theme/theme-plugin.ts';

export interface PreparedSite extends LoadedSite, GeneratedAppModules {
  /** Each route's application modules and payload contents. */
  plan: SitePlan;
  config: SiteConfig;
  context: LoadContext;
  siteData: SiteData;
  /** HTML every page gets: the config's head tags and scripts, and plugins' injectHtmlTags. */
  injectedHtml: InjectedHtml;
  /** Modules loaded on every page: plugins' getClientModules, then the config's clientModules (absolute paths). */
  clientModules: string[];
  /** Plugins' theme folders (getThemePath / getTypeScriptThemePath), resolved as `@theme/*` before the generator's. */
  themePaths: string[];
}

/** Modules named by routes that are Markdown files, each once. */
export function markdownModulesOf(site: { routes: readonly RouteInfo[] }): MarkdownModuleId[] {
  const ids = new Map<string, MarkdownModuleId>();
  for (const route of site.routes) {
    for (const module of Object.values(route.modules ?? {})) {
      const id = parseMarkdownModuleId(module);
      if (id) ids.set(module, id);
    }
  }
  return [...ids.values()];
}

/** Tags of every page: the config's own (headTags, stylesheets, scripts, noIndex), then plugins' in order. */
/** `themeConfig.prism.additionalLanguages` (the theme's config schema checked it). */
function additionalPrismLanguages(config: SiteConfig): string[] {
  return (config.themeConfig as { prism?: { additionalLanguages?: string[] } }).prism?.additionalLanguages ?? [];
}

function collectPageHtml(config: SiteConfig, site: LoadedSite): InjectedHtml {
  const own = configHeadTags(config).map((tag) => htmlTagToString(tag, 'site config'));
  const fromPlugins = collectInjectedHtml(
    site.plugins.map((plugin) => ({ pluginName: plugin.name, tags: plugin.injectHtmlTags?.({ content: site.contents.get(plugin) }) })),
  );
  return { ...fromPlugins, head: [...own, ...fromPlugins.head] };
}

/** The version in a folder's package.json (the site's for plugins; the generator's for an ssrTemplate's `version`). */
export function packageVersion(siteDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** Plugins' client modules (relative to each plugin's folder), then the config's (relative to the site). */
function clientModulesOf(config: SiteConfig, plugins: readonly InitializedPlugin[], siteDir: string): string[] {
  // Docusaurus's order: the theme's CSS (Infima first) comes before a site's own, which restyles it.
  return [
    ...plugins.flatMap((plugin) => (plugin.getClientModules?.() ?? []).map((path) => resolvePluginPath(plugin, path))),
    ...config.clientModules.map((path) => (isAbsolute(path) ? path : resolve(siteDir, path))),
  ];
}

/** Plugins' theme folders, in plugin order (a later plugin's components do not hide an earlier one's). */
function themePathsOf(plugins: readonly InitializedPlugin[]): string[] {
  return plugins.flatMap((plugin) =>
    [plugin.getThemePath?.(), plugin.getTypeScriptThemePath?.()].filter((path): path is string => !!path).map((path) => resolvePluginPath(plugin, path)),
  );
}

/** The site's config, load context and created plugins: what every command that loads the site starts from. */
export interface SitePlugins {
  /** The config as the plugins see it: its theme config as their validateThemeConfig returned it. */
  config: SiteConfig;
  context: LoadContext;
  plugins: InitializedPlugin[];
  markdown: MarkdownStore;
  report: BuildReport;
}

/**
 * Loads the config and creates the plugins, without loading content: prepareSite goes on from
 * here, and commands that only need the plugins (their `extendCli` commands, the folders they
 * watch) stop here.
 */
export async function loadSitePlugins(
  paths: SitePaths,
  options: { isProduction: boolean; report?: BuildReport; store?: MarkdownStore; locale?: LocaleOption },
): Promise<SitePlugins> {
  const report = options.report ?? new BuildReport();
  // As Docusaurus's build and start commands: plugins test it (analytics plugins stay off in development).
  process.env.NODE_ENV = options.isProduction ? 'production' : 'development';
  // As Docusaurus's build (each locale) and `start --locale`: a config may read the locale it is loaded for.
  if (options.locale) process.env.DOCUSAURUS_CURRENT_LOCALE = options.locale.locale;
  const siteConfig = await loadSiteConfig(paths.siteDir);
  const i18n = resolveI18n(siteConfig, paths.siteDir, options.locale?.locale ?? siteConfig.i18n.defaultLocale, options.locale?.oneLocaleOnly);
  // The locale's own URL, base URL and (translated by the plugins) theme config; the site's config itself for an untranslated default locale.
  const config = localizedSiteConfig(siteConfig, i18n);
  const localizationDir = localizationDirOf(i18n, paths.siteDir);
  const siteStorage = resolveSiteStorage(config);
  const markdown = options.store ?? new MarkdownStore(join(paths.cacheDir, 'markdown'), !options.isProduction, report);
  // Before the plugins load: they register their content folders with it.
  markdown.configure(markdownSettingsOf(config, paths.siteDir), config.baseUrl, config);
  setActiveMarkdownStore(markdown);
  const configContext: LoadContext = {
    siteDir: paths.siteDir,
    generatedFilesDir: paths.generatedDir,
    siteConfig: config,
    siteConfigPath: findConfigFile(paths.siteDir) ?? join(paths.siteDir, CONFIG_FILE_NAME),
    outDir: paths.outDir,
    baseUrl: config.baseUrl,
    i18n,
    localizationDir,
    codeTranslations: await siteCodeTranslations(localizationDir),
    siteVersion: packageVersion(paths.siteDir),
    siteStorage,
    generatorDir: paths.generatorDir,
    generatedDir: paths.generatedDir,
    cacheDir: paths.cacheDir,
    isProduction: options.isProduction,
    markdown,
    report,
  };
  // The context the plugins were given: the rest of the build reads the config as they see it (its theme config validated by them).
  const { plugins, context } = await report.phase('load plugins', () => createPlugins(configContext, config.plugins as PluginEntry[], [createThemePlugin]));
  return { config: context.siteConfig, context, plugins, markdown, report };
}

export async function prepareSite(
  paths: SitePaths,
  options: { isProduction: boolean; report?: BuildReport; store?: MarkdownStore; locale?: LocaleOption },
): Promise<PreparedSite> {
  const { config, context, plugins, markdown, report } = await loadSitePlugins(paths, options);
  // A build compiles every page up front, in parallel, each plugin's pages as soon as it has added
  // them (while slower plugins, like the API reference's TypeDoc, still load); the dev server
  // compiles a page when it is first asked for.
  const earlyCompiles: Array<Promise<unknown>> = [];
  const compileEarly = (routes: readonly RouteInfo[]) => {
    const compiling = markdown.compileAll(markdownModulesOf({ routes }));
    compiling.catch(() => {}); // reported by the 'compile markdown' step below, which awaits it
    earlyCompiles.push(compiling);
  };
  const site = await report.phase('load content', () => loadSite(context, plugins, options.isProduction ? compileEarly : undefined));
  if (options.isProduction)
    await report.phase('compile markdown', async () => {
      await Promise.all(earlyCompiles);
      await markdown.compileAll(markdownModulesOf(site));
    });
  const plan = planRoutes(site.routes, (id) => markdown.knownImports(id), context);
  // A build knows every page's imports now (the dev server learns them page by page).
  if (options.isProduction) checkMarkdownImports(plan, paths.siteDir, (id) => markdown.knownImports(id));
  const clientModules = clientModulesOf(config, plugins, paths.siteDir);
  // Another locale of a build renders with the first locale's bundle: the build generates its modules (i18n/build-locales.ts).
  const [generated, codeTranslations] = await Promise.all([
    options.locale?.sharesBundle
      ? { clientEntries: new Map<string, string>(), serverModulesFile: '', clientModulesFile: '' }
      : generateAppModules(paths.generatedDir, plan.appModules.values(), clientModules, additionalPrismLanguages(config)),
    codeTranslationsOf(plugins, context.codeTranslations, context.i18n.currentLocale),
    // After the plugins loaded, so it holds what their validateThemeConfig added, as in Docusaurus.
    options.locale?.sharesBundle ? undefined : writeSiteConfigModule(paths.generatedDir, config),
  ]);
  const siteData: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    i18n: context.i18n,
    // Left out when there are none (an untranslated site): pages carry no strings they do not use.
    ...(Object.keys(codeTranslations).length ? { codeTranslations } : {}),
    titleDelimiter: config.titleDelimiter,
    themeConfig: config.themeConfig as Record<string, unknown>,
    globalData: site.globalData,
    isProduction: options.isProduction,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    ...(config.future.experimental_router === 'hash' ? { router: 'hash' as const } : {}),
    ...(isDefaultSiteStorage(context.siteStorage) ? {} : { storage: context.siteStorage }),
  };
  return {
    ...site,
    ...generated,
    plan,
    config,
    context,
    siteData,
    injectedHtml: collectPageHtml(config, site),
    clientModules,
    themePaths: themePathsOf(plugins),
  };
}

/** The site with another plan (the dev server learns what Markdown imports as it compiles), its modules generated. */
export async function adoptPlan(site: PreparedSite, plan: SitePlan): Promise<PreparedSite> {
  const generated = await generateAppModules(site.context.generatedDir, plan.appModules.values(), site.clientModules, additionalPrismLanguages(site.config));
  return { ...site, ...generated, plan };
}
