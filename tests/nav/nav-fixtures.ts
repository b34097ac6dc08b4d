/** The NAV tests' fixture sites (tests/nav/fixtures/), copied to a temporary folder and built there. */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite } from '../support/fixture-site.ts';

const NAV_FIXTURES = resolve(import.meta.dirname, 'fixtures');

/** A fresh copy of a fixture under tests/nav/fixtures/, built; returns its folder. */
export async function builtNavFixture(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `nav-${name}-`));
  await cp(join(NAV_FIXTURES, name), dir, { recursive: true });
  await buildSite(dir);
  return dir;
}
