/**
 * The pages plugin: every file under `src/pages/` becomes a route. `index.tsx` -> "/",
 * `pricing.tsx` -> "/pricing", `legal/privacy.mdx` -> "/legal/privacy"; any of
 * .js, .jsx, .ts, .tsx, .md, .mdx, as in Docusaurus. React pages render
 * themselves (their default export); Markdown pages render inside the theme's MDXPage.
 * Files and folders starting with "_", `*.test.*` files and `__tests__` folders are not pages.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { definePlugin } from '../../src/core/plugin-types.ts';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { markdownContentOptionsShape, pickMarkdownContentOptions } from '../../src/core/markdown/markdown-options.ts';

const optionsSchema = z.strictObject({ path: z.string().default('src/pages'), ...markdownContentOptionsShape });

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
  const options = validatePluginOptions('pages', optionsSchema, rawOptions);
  const pagesDir = join(context.siteDir, options.path);
  return {
    name: 'pages',
    async loadContent(): Promise<PageFile[]> {
      context.markdown?.addContentFolder({ folder: pagesDir, ...pickMarkdownContentOptions(options) });
      if (!existsSync(pagesDir)) return [];
      const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(pagesDir, join(e.parentPath, e.name)))
        .filter(isPageFile)
        .sort()
        .map((file) => ({ file: join(pagesDir, file), route: routeForPageFile(file) }));
    },
    async contentLoaded({ content, actions }) {
      for (const page of content) {
        if (/\.mdx?$/.test(page.file)) actions.addRoute({ path: page.route, component: '@theme/MDXPage', modules: { content: page.file }, sourceFile: page.file });
        else actions.addRoute({ path: page.route, component: page.file, sourceFile: page.file });
      }
    },
    watchPaths: () => [pagesDir],
  };
});
