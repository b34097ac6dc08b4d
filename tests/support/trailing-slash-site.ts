/** The trailing-slash fixture built with a given `trailingSlash` (its config says `trailingSlash: undefined`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, copyFixture } from './fixture-site.ts';

export async function buildTrailingSlashSite(trailingSlash: boolean | undefined): Promise<string> {
  const dir = await copyFixture('trailing-slash');
  const config = join(dir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('trailingSlash: undefined', `trailingSlash: ${trailingSlash}`));
  await buildSite(dir);
  return dir;
}
