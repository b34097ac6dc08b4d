/**
 * A build's locales, each prepared as a site of its own (its config, plugins, translated content,
 * routes under its base URL, compiled Markdown, route plan), one after the other in one process:
 * the first locale's Markdown worker threads compile every locale's pages, and its bundle renders
 * them all (a locale is data, not a bundle). So the first locale's generated modules are those of
 * every locale's routes together: a translated page may import what the default one does not.
 *
 * Each locale other than the default keeps its caches (page and payload records, plugins' output
 * caches) in a folder of its own, so building one locale never replaces another's records.
 */
import { join } from 'node:path';
import type { BuildReport } from '../build-report.ts';
import { findConfigFile, loadSiteConfig } from '../config/load-config.ts';
import { adoptPlan, prepareSite, type PreparedSite } from '../load-site.ts';
import { MarkdownStore, setActiveMarkdownStore } from '../markdown/markdown-store.ts';
import type { AppModule } from '../route-plan.ts';
import type { SitePaths } from '../site-paths.ts';
import { SiteError } from '../site-error.ts';
import { localeOutputFolder, localesToBuild, resolveI18n } from './locale-configs.ts';

export interface LocaleSite {
  locale: string;
  site: PreparedSite;
  /** The site's paths for this locale: its output folder and its caches. */
  paths: SitePaths;
  /** Its folder inside the output ('' for the default locale, "fr" for "/fr/"). */
  folder: string;
}

export interface PreparedLocales {
  /** In build order (the default locale first); the first one's bundle serves every one. */
  locales: LocaleSite[];
  /** The site's own base URL: where the output folder is served. */
  baseUrl: string;
}

/** @param asked `--locale` (none: every locale of the config) */
export async function prepareLocales(
  paths: SitePaths,
  options: { report: BuildReport; store: MarkdownStore; asked?: readonly string[] },
): Promise<PreparedLocales> {
  const config = await loadSiteConfig(paths.siteDir);
  const names = localesToBuild(config, options.asked);
  const oneLocaleOnly = options.asked?.length === 1;
  const folders = names.map((locale) => localeOutputFolder(resolveI18n(config, paths.siteDir, locale, oneLocaleOnly), config.baseUrl));
  // Two locales at one base URL (a locale on its own domain at "/") would write over each other.
  const clash = folders.findIndex((folder, index) => folders.indexOf(folder) !== index);
  if (clash >= 0)
    throw new SiteError(
      `i18n: locales "${names[folders.indexOf(folders[clash])]}" and "${names[clash]}" would both be built into ${folders[clash] ? `the output's "${folders[clash]}/"` : "the output's root"} (the same base URL); build such a locale on its own, with --locale ${names[clash]}`,
      findConfigFile(paths.siteDir),
    );
  const locales: LocaleSite[] = [];
  for (const [index, locale] of names.entries()) {
    const folder = folders[index];
    const localePaths: SitePaths = {
      ...paths,
      outDir: join(paths.outDir, folder),
      cacheDir: locale === config.i18n.defaultLocale ? paths.cacheDir : join(paths.cacheDir, 'locales', locale),
    };
    let store = options.store;
    if (index > 0) {
      store = new MarkdownStore(join(paths.cacheDir, 'markdown'), false, options.report);
      store.compileCount = options.store.compileCount;
      store.shareWorkersOf(options.store, locale);
    }
    const site = await prepareSite(localePaths, {
      isProduction: true,
      report: options.report,
      store,
      locale: { locale, oneLocaleOnly, sharesBundle: index > 0 },
    });
    locales.push({ locale, site, paths: localePaths, folder });
  }
  if (locales.length > 1) {
    // The bundler's Markdown loader (Markdown that code imports) resolves links as the first locale's pages do.
    setActiveMarkdownStore(options.store);
    locales[0].site = await withEveryLocalesModules(locales);
  }
  return { locales, baseUrl: config.baseUrl };
}

/** The first locale's site with the application modules of every locale's routes generated (the one bundle renders them all). */
async function withEveryLocalesModules(locales: readonly LocaleSite[]): Promise<PreparedSite> {
  const first = locales[0].site;
  const appModules = new Map<string, AppModule>(first.plan.appModules);
  for (const { site } of locales.slice(1)) for (const [id, module] of site.plan.appModules) if (!appModules.has(id)) appModules.set(id, module);
  if (appModules.size === first.plan.appModules.size) return first;
  return adoptPlan(first, { ...first.plan, appModules });
}
