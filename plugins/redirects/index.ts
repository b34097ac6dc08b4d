/**
 * `@docusaurus/plugin-client-redirects`: after the build, each old path gets a small static page
 * that sends the reader to the new one (see redirect-page.ts). Docusaurus's options: `redirects`
 * ({ from, to } pairs), `createRedirects(existingPath)` (returns the old paths that lead to an
 * existing page), `fromExtensions` (`/a.html` -> `/a`) and `toExtensions` (`/a` -> `/a.html`).
 * A configured `from` that is a page of the site is an error; derived ones are skipped.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { applyTrailingSlash, validatePluginOptions, definePlugin, SiteError, htmlFileForRoute, normalizeRoutePath, withBaseUrl } from '../../src/core/index.ts';
import { redirectPageHtml } from './redirect-page.ts';

export interface Redirect {
  /** Old path (without the base URL), e.g. "/docs/sky". */
  from: string;
  /** New path (without the base URL) or an absolute URL. */
  to: string;
}

/** Docusaurus's: receives one route path of the site (without the base URL), returns the old paths redirecting to it. */
export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

const redirectSchema = z.strictObject({
  from: z.union([z.string().startsWith('/'), z.array(z.string().startsWith('/')).min(1)]),
  to: z.string().min(1),
});

const extension = z.string().regex(/^\w+$/, 'an extension without the dot, e.g. "html"');

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  redirects: z.array(redirectSchema).default([]),
  createRedirects: z
    .custom<CreateRedirects>((value) => typeof value === 'function', 'must be a function (existingPath) => oldPath | oldPath[] | undefined')
    .optional(),
  fromExtensions: z.array(extension).default([]),
  toExtensions: z.array(extension).default([]),
});

export const REDIRECTS_PLUGIN_NAME = 'docusaurus-plugin-client-redirects';

/** Redirects derived from the site's paths: createRedirects, fromExtensions, toExtensions. */
function derivedRedirects(routePaths: string[], options: z.output<typeof optionsSchema>): Redirect[] {
  const redirects: Redirect[] = [];
  for (const path of routePaths) {
    const created = options.createRedirects?.(path);
    for (const from of created === null || created === undefined ? [] : Array.isArray(created) ? created : [created]) redirects.push({ from, to: path });
    if (path !== '/') for (const ext of options.fromExtensions) redirects.push({ from: `${path}.${ext}`, to: path });
    for (const ext of options.toExtensions) if (path.endsWith(`.${ext}`)) redirects.push({ from: path.slice(0, -ext.length - 1), to: path });
  }
  return redirects;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(REDIRECTS_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const configured: Redirect[] = options.redirects.flatMap(({ from, to }) => (Array.isArray(from) ? from : [from]).map((f) => ({ from: f, to })));

  return {
    name: REDIRECTS_PLUGIN_NAME,
    async postBuild({ outDir, routes }) {
      const routePaths = new Set(routes.map((route) => route.path));
      const derived = derivedRedirects([...routePaths], options).filter((redirect) => !routePaths.has(normalizeRoutePath(redirect.from)));
      const written = new Map<string, string>();
      for (const redirect of [...configured, ...derived]) {
        const from = normalizeRoutePath(redirect.from);
        if (routePaths.has(from)) {
          throw new SiteError(
            `redirect from "${from}" to "${redirect.to}": "${from}" is a page of the site; remove the redirect or the page`,
            context.siteConfigPath,
          );
        }
        const earlier = written.get(from);
        if (earlier !== undefined) {
          if (earlier !== redirect.to) context.report.warn(`redirects: "${from}" redirects to both "${earlier}" and "${redirect.to}"; the first is kept`);
          continue;
        }
        const external = EXTERNAL.test(redirect.to);
        const toPath = external
          ? redirect.to
          : applyTrailingSlash(withBaseUrl(context.baseUrl, redirect.to), context.siteConfig.trailingSlash, context.baseUrl);
        if (!external && !routePaths.has(normalizeRoutePath(redirect.to.split(/[?#]/)[0]))) {
          context.report.warn(`redirects: "${from}" redirects to "${redirect.to}", which is not a page of the site`);
        }
        const file = join(outDir, htmlFileForRoute(from, context.siteConfig.trailingSlash));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, redirectPageHtml(toPath, external ? redirect.to : new URL(toPath, context.siteConfig.url).href));
        written.set(from, redirect.to);
      }
    },
  };
});
