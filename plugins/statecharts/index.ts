/**
 * The statecharts plugin: diagrams of the machines in a site's code blocks, drawn at build time
 * (remark-statecharts.ts). It knows nothing of one library's version: its
 * options say which package a content folder's `xstate` import stands for. The site gives the
 * same options to this plugin, which checks them and names the work folder's cache for the
 * Markdown workers, and to the remark step of each content plugin whose blocks it draws.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { STATECHARTS_CACHE_ENV } from './diagram-cache.ts';
import { statechartsOptionsSchema } from './options.ts';

/** What the plugin uses of Docusaurus's LoadContext (the generator adds `cacheDir`, its work folder's cache; else the site's own). */
interface StatechartsContext {
  siteDir: string;
  cacheDir?: string;
}

export const STATECHARTS_PLUGIN_NAME = 'statecharts';

/**
 * A Docusaurus plugin, written against its contract alone (no import of the generator): a site
 * loads it as one of its own plugins.
 */
export default function statechartsPlugin(context: StatechartsContext, rawOptions: unknown) {
  const parsed = statechartsOptionsSchema.safeParse(rawOptions ?? {});
  if (!parsed.success) throw new Error(`${STATECHARTS_PLUGIN_NAME} plugin options: ${z.prettifyError(parsed.error)}`);
  // Read by the remark step in the Markdown worker threads, which inherit the environment when they start.
  process.env[STATECHARTS_CACHE_ENV] = join(context.cacheDir ?? join(context.siteDir, '.cache'), 'statecharts');
  return { name: STATECHARTS_PLUGIN_NAME };
}
