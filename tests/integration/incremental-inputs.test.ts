/**
 * What an incremental build reuses depends on the real inputs, so that no change yields stale
 * output: a theme component, the site's config, a plugin's code (a helper its configureWebpack
 * uses, not the function's own text), a data file a plugin reads; and the generator's own code,
 * wherever it lies (a file in a new folder counts).
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { sourcesHash } from '../../src/core/incremental/generator-code.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir: string;
const page = (route: string) => readFile(join(siteDir, 'build', route.slice(1), 'index.html'), 'utf8');
const edit = async (file: string, change: (text: string) => string) => writeFile(join(siteDir, file), change(await readFile(join(siteDir, file), 'utf8')));

before(async () => {
  siteDir = await copyFixture('integrity-site');
  // The catalog plugin picks the heading component through the bundler configuration, by a name a helper module gives.
  await writeFile(join(siteDir, 'plugins/catalog/heading.ts'), "export const HEADING_MODULE = 'HeadingPlain.tsx';\n");
  await writeFile(join(siteDir, 'src/components/HeadingPlain.tsx'), 'export default function Heading() {\n  return <h1>Catalog</h1>;\n}\n');
  await writeFile(join(siteDir, 'src/components/HeadingFancy.tsx'), 'export default function Heading() {\n  return <h1>The fancy catalog</h1>;\n}\n');
  await edit('plugins/catalog/index.ts', (text) =>
    text
      .replace("import { join } from 'node:path';", "import { join } from 'node:path';\nimport { HEADING_MODULE } from './heading.ts';")
      .replace(
        '    async contentLoaded(',
        "    configureWebpack() {\n      return { resolve: { alias: { '@catalog/heading': join(context.siteDir, 'src/components', HEADING_MODULE) } } };\n    },\n    async contentLoaded(",
      ),
  );
  await edit('src/components/CatalogPage.tsx', (text) =>
    text
      .replace(
        "import Layout from '@theme/Layout';",
        "import Layout from '@theme/Layout';\n// @ts-expect-error: an alias the catalog plugin adds\nimport Heading from '@catalog/heading';",
      )
      .replace('<h1>Catalog</h1>', '<Heading />'),
  );
  await mkdir(join(siteDir, 'src/theme'), { recursive: true });
  await writeFile(join(siteDir, 'src/theme/Footer.tsx'), 'export default function Footer() {\n  return <footer>Footer one</footer>;\n}\n');
  await buildSite(siteDir);
  assert.match(await page('/catalog'), /<h1>Catalog<\/h1>/);
});
after(() => removeDir(siteDir));

test('a helper module of a plugin that configures the bundler: the bundle is made again', async () => {
  await writeFile(join(siteDir, 'plugins/catalog/heading.ts'), "export const HEADING_MODULE = 'HeadingFancy.tsx';\n");
  await buildSite(siteDir);
  assert.match(await page('/catalog'), /<h1>The fancy catalog<\/h1>/);
});

test('a theme component the site overrides', async () => {
  await writeFile(join(siteDir, 'src/theme/Footer.tsx'), 'export default function Footer() {\n  return <footer>Footer two</footer>;\n}\n');
  await buildSite(siteDir);
  assert.match(await page('/docs/intro'), /Footer two/);
});

test("the site's config", async () => {
  await edit('site.config.ts', (text) => text.replace("title: 'Integrity', items", "title: 'Integrity renamed', items"));
  await buildSite(siteDir);
  assert.match(await page('/blog'), /Integrity renamed/);
});

test('a data file a plugin reads', async () => {
  await writeFile(join(siteDir, 'data/catalog.json'), '[{ "name": "Kettle", "price": 7 }]\n');
  await buildSite(siteDir);
  const html = await page('/catalog');
  assert.match(html, /Kettle/);
  assert.doesNotMatch(html, /Lantern/);
});

test("the generator's code: a file added in a new folder changes its hash", async () => {
  // Run from sources, every source file of the generator counts (from the command line, the code
  // each entry point bundles, which a new imported file changes: see generator-code.ts).
  const generator = await mkdtemp(join(tmpdir(), 'generator-'));
  try {
    await mkdir(join(generator, 'src/core'), { recursive: true });
    await writeFile(join(generator, 'src/core/build.ts'), 'export const build = 1;\n');
    await writeFile(join(generator, 'package-lock.json'), '{}\n');
    const before = await sourcesHash(generator);
    await mkdir(join(generator, 'src/brand-new-folder'), { recursive: true });
    await writeFile(join(generator, 'src/brand-new-folder/helper.ts'), 'export const helper = 2;\n');
    assert.notEqual(await sourcesHash(generator), before);
  } finally {
    await removeDir(generator);
  }
});
