/**
 * The pages plugin: every file under `src/pages/` becomes a route. `index.tsx` -> "/",
 * `pricing.tsx` -> "/pricing", `legal/privacy.mdx` -> "/legal/privacy"; any of
 * .js, .jsx, .ts, .tsx, .md, .mdx, as in Docusaurus. React pages render
 * themselves (their default export); Markdown pages render inside the theme's MDXPage (or the
 * `mdxPageComponent` given), with an edit link (`editUrl`) and their last update from git
 * (`showLastUpdateTime` / `showLastUpdateAuthor`) when asked for, as in Docusaurus. Files and folders starting with "_", `*.test.*` files and `__tests__` folders are not pages.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { glob } from 'tinyglobby';
import { z } from 'zod';
import {
  definePlugin,
  markdownPluginOptions,
  pickMarkdownContentOptions,
  normalizeRoutePath,
  readLastUpdates,
  siteConfigModulePath,
  validatePluginOptions,
  withBaseUrl,
  type LastUpdate,
  localizedContentDir,
  contentFileSource,
  editUrlOfFile,
  sitePathOf,
} from '../../src/core/index.ts';
import type { MdxPageMetadata, PagesEditUrlFunction } from './mdx-page-metadata.ts';

export const PAGES_PLUGIN_NAME = 'docusaurus-plugin-content-pages';

/** Docusaurus's options of `@docusaurus/plugin-content-pages`. */
const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  path: z.string().default('src/pages'),
  /** Where the pages live on the site ("" or "/": at the root). */
  routeBasePath: z.string().default('/'),
  include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  mdxPageComponent: z.string().default('@theme/MDXPage'),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /** Base of "Edit this page" links (the page's path under the site is appended), or a function of the page. */
  editUrl: z
    .union([
      z.string(),
      z.custom<PagesEditUrlFunction>((value) => typeof value === 'function', 'a string or a function ({ pagesDirPath, pagesPath, permalink, locale }) => url'),
    ])
    .optional(),
  /** In a translated locale, edit links of translated pages point at the translation (i18n/<locale>/...). */
  editLocalizedFiles: z.boolean().default(false),
  ...markdownPluginOptions,
});

/** Docusaurus's page extensions. */
const PAGE_FILE = /\.(tsx|ts|jsx|js|mdx|md)$/;

/** Not pages, as in Docusaurus: `_`-prefixed files and folders, tests, type declarations. */
export function isPageFile(relativeFile: string): boolean {
  const parts = relativeFile.split(sep);
  const name = parts.at(-1)!;
  if (!PAGE_FILE.test(name) || name.endsWith('.d.ts')) return false;
  if (parts.some((part) => part.startsWith('_') || part === '__tests__')) return false;
  return !/\.test\.[jt]sx?$/.test(name);
}

export interface PageFile {
  file: string;
  route: string;
}

interface PagesContent {
  pages: PageFile[];
  /** By absolute file path; empty unless showLastUpdateTime or showLastUpdateAuthor. */
  lastUpdates: Map<string, LastUpdate>;
}

export function routeForPageFile(relativeFile: string): string {
  const withoutExtension = relativeFile.split(sep).join('/').replace(PAGE_FILE, '');
  const route = '/' + withoutExtension.replace(/(^|\/)index$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(PAGES_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const pagesDir = join(context.siteDir, options.path);

  // A translated locale's pages, where translated (Docusaurus: i18n/<locale>/docusaurus-plugin-content-pages).
  const pagesFolders = { contentDir: pagesDir, localizedDir: localizedContentDir(context, { name: PAGES_PLUGIN_NAME, id: options.id }) };
  /** A Markdown page's edit URL as Docusaurus makes it. */
  const editUrlOf = (page: PageFile): string | undefined => {
    const { editUrl } = options;
    if (!editUrl) return undefined;
    const source = contentFileSource(page.file, pagesFolders);
    if (typeof editUrl === 'string') return editUrlOfFile(editUrl, context.siteDir, source, pagesFolders, options.editLocalizedFiles);
    return editUrl({
      pagesDirPath: sitePathOf(context.siteDir, source.folder),
      pagesPath: source.pathInFolder,
      permalink: withBaseUrl(context.baseUrl, page.route),
      locale: context.i18n.currentLocale,
    });
  };
  const mdxPageMetadata = (page: PageFile, lastUpdates: Map<string, LastUpdate>): MdxPageMetadata | undefined => {
    const lastUpdate = lastUpdates.get(page.file);
    const metadata: MdxPageMetadata = {
      editUrl: editUrlOf(page),
      lastUpdatedAt: options.showLastUpdateTime ? lastUpdate?.timestamp : undefined,
      lastUpdatedBy: options.showLastUpdateAuthor ? lastUpdate?.author : undefined,
    };
    return Object.values(metadata).some((value) => value !== undefined) ? metadata : undefined;
  };

  return {
    name: PAGES_PLUGIN_NAME,
    // @theme/MDXPage reads `content.default` (a module namespace).
    moduleProps: 'namespace',
    async loadContent(): Promise<PagesContent> {
      const { localizedDir } = pagesFolders;
      for (const folder of localizedDir ? [localizedDir, pagesDir] : [pagesDir])
        context.markdown?.addContentFolder({ folder, ...pickMarkdownContentOptions(options) });
      const sourceOf = (file: string) => (localizedDir && existsSync(join(localizedDir, file)) ? join(localizedDir, file) : join(pagesDir, file));
      if (!existsSync(pagesDir)) return { pages: [], lastUpdates: new Map() };
      const wantsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
      const [files, lastUpdates] = await Promise.all([
        glob(options.include, { cwd: pagesDir, ignore: [...options.exclude, '**/node_modules/**'], onlyFiles: true }),
        wantsLastUpdate ? readLastUpdates([pagesDir]) : new Map<string, LastUpdate>(),
      ]);
      const pages = files
        .map((file) => file.split('/').join(sep))
        .filter(isPageFile)
        .sort()
        .map((file) => ({ file: sourceOf(file), route: normalizeRoutePath(`${options.routeBasePath}/${routeForPageFile(file)}`) }));
      return { pages, lastUpdates };
    },
    async contentLoaded({ content, actions }) {
      for (const page of content.pages) {
        if (!/\.mdx?$/.test(page.file)) {
          // As Docusaurus: a React page gets the site's config as `props.config` (a class component reads `this.props.config`).
          actions.addRoute({
            path: page.route,
            component: page.file,
            modules: { config: siteConfigModulePath(context.generatedFilesDir) },
            moduleProps: 'default',
            sourceFile: page.file,
          });
          continue;
        }
        const metadata = mdxPageMetadata(page, content.lastUpdates);
        actions.addRoute({
          path: page.route,
          component: options.mdxPageComponent,
          // The metadata module only when there is something in it: pages without these options are built as before.
          modules: { content: page.file, ...(metadata ? { metadata: await actions.createData(page.route, metadata) } : {}) },
          sourceFile: page.file,
        });
      }
    },
    getPathsToWatch: () => [pagesDir],
  };
});
