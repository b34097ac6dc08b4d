/**
 * A config's `import x from 'pkg'` gets the package's default export, as Docusaurus's loader (jiti)
 * gives it, also when the package is ES-only (Node's require() of it returns its namespace) and the
 * config is an ES module (.mjs), which esbuild compiles in Node's interop mode.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadSiteConfig } from '../../src/core/config/load-config.ts';

const folders: string[] = [];
after(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A site whose node_modules holds an ES-only package and a CommonJS one, and a config of the given name. */
async function siteWith(configName: string): Promise<string> {
  const siteDir = await mkdtemp(join(tmpdir(), 'config-es-imports-'));
  folders.push(siteDir);
  const esOnly = join(siteDir, 'node_modules/remark-es-only');
  await mkdir(esOnly, { recursive: true });
  await writeFile(join(esOnly, 'package.json'), JSON.stringify({ name: 'remark-es-only', type: 'module', exports: './index.js' }));
  await writeFile(join(esOnly, 'index.js'), 'export default function remarkEsOnly() {}\nexport const flavour = "es";\n');
  const commonJs = join(siteDir, 'node_modules/plain-cjs');
  await mkdir(commonJs, { recursive: true });
  await writeFile(join(commonJs, 'package.json'), JSON.stringify({ name: 'plain-cjs', main: 'index.js' }));
  await writeFile(join(commonJs, 'index.js'), 'module.exports = function plainCjs() {};\nmodule.exports.flavour = "cjs";\n');
  await writeFile(
    join(siteDir, configName),
    `import remarkEsOnly, { flavour } from 'remark-es-only';
import plainCjs from 'plain-cjs';
export default {
  title: 'Interop',
  url: 'https://example.org',
  customFields: { esDefault: typeof remarkEsOnly, esName: remarkEsOnly.name, flavour, cjsDefault: typeof plainCjs, cjsFlavour: plainCjs.flavour },
};
`,
  );
  return siteDir;
}

for (const configName of ['docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.ts']) {
  test(`${configName}: the default import of an ES-only package is its default export; a CommonJS package's is module.exports`, async () => {
    const config = await loadSiteConfig(await siteWith(configName));
    assert.deepEqual(config.customFields, { esDefault: 'function', esName: 'remarkEsOnly', flavour: 'es', cjsDefault: 'function', cjsFlavour: 'cjs' });
  });
}
