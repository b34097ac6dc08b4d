/** Builds fixture sites (once per test process) and serves their output on a free port. */
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type BuildResult } from '../../src/core/build.ts';
import { serveStatic } from '../../src/core/serve.ts';
import { sitePaths } from '../../src/core/site-paths.ts';

export const fixturesDir = resolve(import.meta.dirname, '../fixtures');
export const repoRoot = resolve(import.meta.dirname, '../..');

/** Copies a fixture to a temporary folder (tests may change files) and returns its path. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `fixture-${name}-`));
  await cp(join(fixturesDir, name), dir, { recursive: true, filter: (src) => !/[\\/](build|\.cache|\.generated)$/.test(src) });
  return dir;
}

/** A fixture copy whose config imports packages (remark plugins), as a real site's would from its own node_modules. */
export async function copyFixtureWithPackages(name: string): Promise<string> {
  const dir = await copyFixture(name);
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export function buildSite(siteDir: string): Promise<BuildResult> {
  return build(sitePaths(siteDir));
}

export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

export async function serveBuild(outDir: string, options: { trailingSlash?: boolean } = {}): Promise<ServedSite> {
  const server = await serveStatic({ dir: outDir, port: 0, host: '127.0.0.1', ...options });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** The content outline (facts about the site's pages), kept in `shared/` beside the repository. */
export const contentOutlineDir = process.env.CONTENT_OUTLINE_DIR ?? resolve(repoRoot, '../shared/content-outline');
