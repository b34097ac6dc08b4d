/** The trailing-slash fixture built with a given `trailingSlash` (its config says `trailingSlash: undefined`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { buildSite, copyFixture, removeDir, serveBuild, type ServedSite } from './fixture-site.ts';

export async function buildTrailingSlashSite(trailingSlash: boolean | undefined): Promise<string> {
  const dir = await copyFixture('trailing-slash');
  const config = join(dir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('trailingSlash: undefined', `trailingSlash: ${trailingSlash}`));
  await buildSite(dir);
  return dir;
}

/** The fixture's folder and its build served as a host set up for the setting would serve it, while the suite runs. */
export interface ServedTrailingSlashSite {
  dir: string;
  site: ServedSite;
}

/**
 * Registers the suite's hooks: builds the fixture with `trailingSlash` and serves it before the
 * tests, stops serving and removes it after. The returned object is filled in by the first hook.
 */
export function serveTrailingSlashSiteDuringSuite(trailingSlash: boolean | undefined): ServedTrailingSlashSite {
  const served = { dir: '', site: undefined } as unknown as ServedTrailingSlashSite;
  before(async () => {
    served.dir = await buildTrailingSlashSite(trailingSlash);
    served.site = await serveBuild(join(served.dir, 'build'), { trailingSlash });
  });
  after(async () => {
    await served.site?.close();
    await removeDir(served.dir);
  });
  return served;
}
