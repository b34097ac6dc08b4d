/** The swizzle tests' fixture site (tests/swizzle/fixtures/lantern-site), copied to a temporary folder per use. */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export async function copyLanternSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lantern-site-'));
  await cp(resolve(import.meta.dirname, 'fixtures/lantern-site'), dir, { recursive: true });
  return dir;
}
