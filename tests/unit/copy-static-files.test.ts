/**
 * `static/` into the output: links are replaced by what they point to inside the site, and a
 * link out of the site (or to nothing, or to a folder holding it) is an error naming it.
 */
import assert from 'node:assert/strict';
import { lstat, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { copyStaticFiles } from '../../src/core/copy-static-files.ts';
import { removeDir } from '../support/fixture-site.ts';

let siteDir: string;
let staticDir: string;
let outDir: string;

beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'static-links-'));
  staticDir = join(siteDir, 'static');
  outDir = join(siteDir, 'out');
  await mkdir(join(staticDir, 'img'), { recursive: true });
  await mkdir(join(siteDir, 'shared/fonts'), { recursive: true });
  await writeFile(join(staticDir, 'img/logo.svg'), '<svg>logo</svg>');
  await writeFile(join(siteDir, 'shared/fonts/a.woff2'), 'font');
  await writeFile(join(siteDir, 'shared/notes.txt'), 'notes');
});
afterEach(() => removeDir(siteDir));

test('links to files and folders inside the site are copied as their content', async () => {
  await symlink('img/logo.svg', join(staticDir, 'logo.svg'));
  await symlink('../shared', join(staticDir, 'shared'));
  await symlink(join(siteDir, 'shared/notes.txt'), join(staticDir, 'notes.txt'));
  await copyStaticFiles(staticDir, outDir, siteDir);
  for (const [path, content] of [
    ['img/logo.svg', '<svg>logo</svg>'],
    ['logo.svg', '<svg>logo</svg>'],
    ['shared/fonts/a.woff2', 'font'],
    ['notes.txt', 'notes'],
  ]) {
    assert.equal((await lstat(join(outDir, path))).isSymbolicLink(), false, `${path} is a file, not a link`);
    assert.equal(await readFile(join(outDir, path), 'utf8'), content, path);
  }
  assert.equal((await lstat(join(outDir, 'shared'))).isDirectory(), true);
});

test('a link out of the site is refused, naming the link and its target', async () => {
  await symlink('/etc', join(staticDir, 'outside'));
  await assert.rejects(copyStaticFiles(staticDir, outDir, siteDir), (error: Error) => {
    assert.equal(error.name, 'SiteError');
    assert.match(String(error), /static\/outside: symbolic link to \/etc .*outside the site folder/);
    return true;
  });
});

test('a relative link climbing out of the site, a broken link and a loop are refused too', async () => {
  await symlink('../../../../../../../../etc/hostname', join(staticDir, 'host.txt'));
  await assert.rejects(copyStaticFiles(staticDir, outDir, siteDir), /static\/host\.txt: symbolic link to \.\.\/.*etc\/hostname .*outside the site folder/);
  await removeDir(join(staticDir, 'host.txt'));
  await symlink('missing.txt', join(staticDir, 'broken.txt'));
  await assert.rejects(copyStaticFiles(staticDir, outDir, siteDir), /static\/broken\.txt: symbolic link to missing\.txt, which does not exist/);
  await removeDir(join(staticDir, 'broken.txt'));
  await symlink('..', join(staticDir, 'img/up'));
  await assert.rejects(copyStaticFiles(staticDir, outDir, siteDir), /static\/img\/up: symbolic link to \.\., a folder that contains it/);
});
