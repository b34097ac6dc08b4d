/**
 * A plugin's `pageExtractor` runs on each page's HTML in the prerender workers, and postBuild gets
 * its results: every page's on a first build, only the re-rendered page's after an edit (a page
 * copied from the last output comes with none).
 */
import assert from 'node:assert/strict';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir: string;
const extracted = async () => JSON.parse(await readFile(join(siteDir, 'extracted.json'), 'utf8')) as Record<string, { title: string; plugin: string } | null>;

const PLUGIN = `import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
export default (context) => ({
  name: 'title-extractor',
  pageExtractor: join(context.siteDir, 'plugins/title-extractor/extract.mjs'),
  async postBuild({ pages }) {
    const byPage = Object.fromEntries(pages.map((page) => [page.route.permalink, page.extracted ?? null]));
    await writeFile(join(context.siteDir, 'extracted.json'), JSON.stringify(byPage));
  },
});
`;
const EXTRACTOR = `export default (html, page) => ({ title: /<title[^>]*>([^<]*)<\\/title>/.exec(html)?.[1], plugin: page.plugin });
`;

before(async () => {
  siteDir = await copyFixture('basic');
  await mkdir(join(siteDir, 'plugins/title-extractor'), { recursive: true });
  await writeFile(join(siteDir, 'plugins/title-extractor/index.mjs'), PLUGIN);
  await writeFile(join(siteDir, 'plugins/title-extractor/extract.mjs'), EXTRACTOR);
  const config = join(siteDir, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("plugins: ['pages']", "plugins: ['pages', './plugins/title-extractor/index.mjs']"));
});
after(() => removeDir(siteDir));

test('a first build gives postBuild every route page with what the extractor took from its HTML', async () => {
  await buildSite(siteDir);
  const byPage = await extracted();
  assert.ok(Object.keys(byPage).length >= 3, Object.keys(byPage).join(', '));
  assert.deepEqual(byPage['/about'], { title: 'About | Fixture site', plugin: 'docusaurus-plugin-content-pages' });
  for (const [permalink, value] of Object.entries(byPage)) assert.ok(value?.title?.includes('Fixture site'), `${permalink}: ${JSON.stringify(value)}`);
});

test('after an edit, only the page rendered again comes with extracted data', async () => {
  await appendFile(join(siteDir, 'src/pages/about.mdx'), '\nA line added after the first build.\n');
  await buildSite(siteDir);
  const byPage = await extracted();
  assert.deepEqual(
    Object.entries(byPage)
      .filter(([, value]) => value !== null)
      .map(([permalink]) => permalink),
    ['/about'],
  );
});
