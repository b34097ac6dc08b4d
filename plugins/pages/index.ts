/**
 * The pages plugin: every file under `src/pages/` becomes a route. `index.tsx` -> "/",
 * `pricing.tsx` -> "/pricing", `legal/privacy.mdx` -> "/legal/privacy". React pages render
 * themselves (their default export); Markdown pages render inside the theme's MDXPage.
 * Files and folders starting with "_" are not pages.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { definePlugin } from '../../src/core/plugin-types.ts';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { markdownContentOptionsShape, pickMarkdownContentOptions } from '../../src/core/markdown/markdown-options.ts';

const optionsSchema = z.strictObject({ path: z.string().default('src/pages'), ...markdownContentOptionsShape });

const PAGE_FILE = /\.(tsx|jsx|mdx|md)$/;

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
        .filter((e) => e.isFile() && PAGE_FILE.test(e.name))
        .map((e) => relative(pagesDir, join(e.parentPath, e.name)))
        .filter((file) => !file.split(sep).some((part) => part.startsWith('_')))
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
