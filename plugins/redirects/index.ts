/**
 * Redirects from old paths: after the build, each `from` gets a small static page that sends the
 * reader to `to` (see redirect-page.ts). Options: a list of redirects, and `createRedirects`, which
 * derives more from the site's route paths. A `from` that is a page of the site is an error.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { definePlugin } from '../../src/core/plugin-types.ts';
import { SiteError } from '../../src/core/site-error.ts';
import { htmlFileForRoute, normalizeRoutePath, withBaseUrl } from '../../src/shared/route-path.ts';
import { redirectPageHtml } from './redirect-page.ts';

export interface Redirect {
  /** Old path (without the base URL), e.g. "/docs/sky". */
  from: string;
  /** New path (without the base URL) or an absolute URL. */
  to: string;
}

/** Receives every route path of the site (without the base URL), returns redirects to add. */
export type CreateRedirects = (routePaths: string[]) => Redirect[];

const redirectSchema = z.strictObject({
  from: z.union([z.string().startsWith('/'), z.array(z.string().startsWith('/')).min(1)]),
  to: z.string().min(1),
});

const optionsSchema = z.strictObject({
  redirects: z.array(redirectSchema).default([]),
  createRedirects: z.custom<CreateRedirects>((value) => typeof value === 'function', 'must be a function (routePaths) => [{ from, to }]').optional(),
});

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions('redirects', optionsSchema, rawOptions);
  const configured: Redirect[] = options.redirects.flatMap(({ from, to }) => (Array.isArray(from) ? from : [from]).map((f) => ({ from: f, to })));

  return {
    name: 'redirects',
    async postBuild({ outDir, routes }) {
      const routePaths = new Set(routes.map((route) => route.path));
      const redirects = [...configured, ...(options.createRedirects?.([...routePaths]) ?? [])];
      const written = new Map<string, string>();
      for (const redirect of redirects) {
        const from = normalizeRoutePath(redirect.from);
        if (routePaths.has(from)) {
          throw new SiteError(`redirect from "${from}" to "${redirect.to}": "${from}" is a page of the site; remove the redirect or the page`, join(context.siteDir, 'site.config.ts'));
        }
        const earlier = written.get(from);
        if (earlier !== undefined) {
          if (earlier !== redirect.to) context.report.warn(`redirects: "${from}" redirects to both "${earlier}" and "${redirect.to}"; the first is kept`);
          continue;
        }
        const external = EXTERNAL.test(redirect.to);
        const toPath = external ? redirect.to : withBaseUrl(context.baseUrl, redirect.to);
        if (!external && !routePaths.has(normalizeRoutePath(redirect.to.split(/[?#]/)[0]))) {
          context.report.warn(`redirects: "${from}" redirects to "${redirect.to}", which is not a page of the site`);
        }
        const file = join(outDir, htmlFileForRoute(from));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, redirectPageHtml(toPath, external ? redirect.to : new URL(toPath, context.siteConfig.url).href));
        written.set(from, redirect.to);
      }
    },
  };
});
