/**
 * robots.txt in a real build of a small site: generated beside the sitemap, then, once the site
 * has its own static/robots.txt, that file published as it is (the static copy and the sitemap
 * plugin's postBuild do not fight over it, on a fresh or an incremental build).
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildSite, removeDir } from '../support/fixture-site.ts';

const siteDir = await mkdtemp(join(tmpdir(), 'robots-site-'));
after(() => removeDir(siteDir));

test("generated robots.txt, then the site's own static/robots.txt kept as it is", async () => {
  await mkdir(join(siteDir, 'src/pages'), { recursive: true });
  await writeFile(
    join(siteDir, 'site.config.ts'),
    "export default { title: 'Robots', url: 'https://robots.example.com', baseUrl: '/base/', plugins: ['pages', 'sitemap'] };\n",
  );
  await writeFile(join(siteDir, 'src/pages/index.md'), '# Home\n');
  await buildSite(siteDir);
  const out = join(siteDir, 'build');
  assert.equal(await readFile(join(out, 'robots.txt'), 'utf8'), 'User-agent: *\nAllow: /\n\nSitemap: https://robots.example.com/base/sitemap.xml\n');
  assert.match(await readFile(join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/robots.example.com\/base\/?<\/loc>/);

  const own = 'User-agent: *\nDisallow: /base/drafts/\n';
  await mkdir(join(siteDir, 'static'));
  await writeFile(join(siteDir, 'static/robots.txt'), own);
  await buildSite(siteDir);
  assert.equal(await readFile(join(out, 'robots.txt'), 'utf8'), own);
});
