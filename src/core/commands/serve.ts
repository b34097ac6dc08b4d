/**
 * `serve [siteDir]`: serves the build output as a static host would, as Docusaurus's
 * `serve(siteDir, cliOptions)`: `--dir` (the output, relative to the site; default `build`),
 * `--build` (build first), `--port`, `--host`, `--config`.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SitePaths } from '../site-paths.ts';
import { build } from './build.ts';
import { type SiteCommandOptions, siteCommandPaths } from './command-site.ts';
import { DEFAULT_HOST, portOption } from './start.ts';

export interface ServeCliOptions extends SiteCommandOptions {
  /** The folder to serve, relative to the site (Docusaurus's name for it; `--out-dir` is ours). */
  dir?: string;
  port?: string | number;
  host?: string;
  build?: boolean;
  /** We never open a browser; `--no-open` is accepted. */
  open?: boolean;
}

/**
 * The site's trailingSlash: it decides which form of a page's URL redirects to the other, as on a
 * host set up for it. Serving needs no config, so one that cannot be read (none, or a folder the
 * server's user may not write beside it) leaves both forms served, with a warning.
 */
async function siteTrailingSlash(paths: SitePaths): Promise<boolean | undefined> {
  const { findConfigFile, loadSiteConfig } = await import('../config/load-config.ts');
  if (!findConfigFile(paths.siteDir)) return undefined;
  try {
    return (await loadSiteConfig(paths.siteDir)).trailingSlash;
  } catch (error) {
    console.warn(`[warning] serve: the site config could not be read (${(error as Error).message}); both forms of page URLs are served, without redirects`);
    return undefined;
  }
}

export async function serve(siteDir = '.', cliOptions: ServeCliOptions = {}): Promise<Server> {
  const outDir = cliOptions.dir ?? cliOptions.outDir;
  const paths = siteCommandPaths(siteDir, { ...cliOptions, outDir });
  if (cliOptions.build) await build(paths.siteDir, { ...cliOptions, outDir: paths.outDir });
  const { serveStatic } = await import('../serve.ts');
  const host = cliOptions.host ?? DEFAULT_HOST;
  const server = await serveStatic({ dir: paths.outDir, port: portOption(cliOptions.port), host, trailingSlash: await siteTrailingSlash(paths) });
  // The port it got (the one asked for, or the system's choice for 0).
  console.log(`Serving ${paths.outDir} at http://${host}:${(server.address() as AddressInfo).port}/`);
  return server;
}
