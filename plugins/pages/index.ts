/**
 * The pages plugin: every file under `src/pages/` becomes a route. `index.tsx` -> "/",
 * `pricing.tsx` -> "/pricing", `legal/privacy.mdx` -> "/legal/privacy"; any of
 * .js, .jsx, .ts, .tsx, .md, .mdx, as in Docusaurus. React pages render
 * themselves (their default export); Markdown pages render inside the theme's MDXPage.
 * Files and folders starting with "_", `*.test.*` files and `__tests__` folders are not pages.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { glob } from 'tinyglobby';
import { z } from 'zod';
import { definePlugin, markdownPluginOptions, pickMarkdownContentOptions, normalizeRoutePath, validatePluginOptions } from '../../src/core/index.ts';

export const PAGES_PLUGIN_NAME = 'docusaurus-plugin-content-pages';

/** Docusaurus's options of `@docusaurus/plugin-content-pages`. */
const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  path: z.string().default('src/pages'),
  /** Where the pages live on the site ("" or "/": at the root). */
  routeBasePath: z.string().default('/'),
  include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  mdxPageComponent: z.literal('@theme/MDXPage', { error: 'not supported by this generator: swizzle @theme/MDXPage instead' }).optional(),
  showLastUpdateTime: z.literal(false, { error: 'not supported by this generator for pages' }).optional(),
  showLastUpdateAuthor: z.literal(false, { error: 'not supported by this generator for pages' }).optional(),
  editUrl: z.undefined({ error: 'not supported by this generator for pages' }).optional(),
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

export function routeForPageFile(relativeFile: string): string {
  const withoutExtension = relativeFile.split(sep).join('/').replace(PAGE_FILE, '');
  const route = '/' + withoutExtension.replace(/(^|\/)index$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(PAGES_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const pagesDir = join(context.siteDir, options.path);
  return {
    name: PAGES_PLUGIN_NAME,
    // @theme/MDXPage reads `content.default` (a module namespace).
    moduleProps: 'namespace',
    async loadContent(): Promise<PageFile[]> {
      context.markdown?.addContentFolder({ folder: pagesDir, ...pickMarkdownContentOptions(options) });
      if (!existsSync(pagesDir)) return [];
      const files = await glob(options.include, { cwd: pagesDir, ignore: [...options.exclude, '**/node_modules/**'], onlyFiles: true });
      return files
        .map((file) => file.split('/').join(sep))
        .filter(isPageFile)
        .sort()
        .map((file) => ({ file: join(pagesDir, file), route: normalizeRoutePath(`${options.routeBasePath}/${routeForPageFile(file)}`) }));
    },
    async contentLoaded({ content, actions }) {
      for (const page of content) {
        if (/\.mdx?$/.test(page.file))
          actions.addRoute({ path: page.route, component: '@theme/MDXPage', modules: { content: page.file }, sourceFile: page.file });
        else actions.addRoute({ path: page.route, component: page.file, sourceFile: page.file });
      }
    },
    getPathsToWatch: () => [pagesDir],
  };
});
