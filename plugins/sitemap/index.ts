/**
 * Writes sitemap.xml after the build: the absolute URL (site url + base URL + path) of every
 * route, except those marked noIndex (unlisted docs, tag pages, ...). Redirect pages are not routes.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { definePlugin } from '../../src/core/plugin-types.ts';
import { sitemapXml } from './sitemap-xml.ts';

const optionsSchema = z.strictObject({
  filename: z.string().regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml').default('sitemap.xml'),
});

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions('sitemap', optionsSchema, rawOptions);
  return {
    name: 'sitemap',
    async postBuild({ outDir, routes }) {
      const urls = routes
        .filter((route) => !route.noIndex)
        .map((route) => new URL(route.permalink, context.siteConfig.url).href)
        .sort();
      await writeFile(join(outDir, options.filename), sitemapXml([...new Set(urls)]));
    },
  };
});
