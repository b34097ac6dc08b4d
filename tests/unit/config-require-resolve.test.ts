/** A config's relative `require.resolve('./x.js')` finds `./x.ts` when only that exists, as Docusaurus's loader (jiti) does. */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { importConfigModule } from '../../src/core/config/load-config-module.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'config-resolve-'));
  await writeFile(join(dir, 'sidebars.ts'), 'export default { docs: [] };\n');
  await writeFile(join(dir, 'plugin.js'), 'module.exports = () => ({ name: "p" });\n');
});
after(() => rm(dir, { recursive: true, force: true }));

test("require.resolve('./sidebars.js') finds sidebars.ts; an existing .js file and a missing file resolve as Node resolves them", async () => {
  const file = join(dir, 'docusaurus.config.ts');
  await writeFile(
    file,
    [
      "const config = { sidebarPath: require.resolve('./sidebars.js'), plugin: require.resolve('./plugin.js') };",
      "let missing: string | undefined; try { require.resolve('./nowhere.js'); } catch (error) { missing = (error as { code?: string }).code; }",
      'export default { ...config, missing };',
      '',
    ].join('\n'),
  );
  const loaded = (await importConfigModule(file)).default as { default: Record<string, string> };
  const config = loaded.default;
  assert.equal(config.sidebarPath, join(dir, 'sidebars.ts'));
  assert.equal(config.plugin, join(dir, 'plugin.js'));
  assert.equal(config.missing, 'MODULE_NOT_FOUND');
});

test('two loads of one config at once both succeed (each compiles to a file of its own)', async () => {
  const file = join(dir, 'twice.config.js');
  await writeFile(file, 'module.exports = { title: "Twice" };\n');
  const loads = await Promise.all([importConfigModule(file), importConfigModule(file), importConfigModule(file)]);
  for (const loaded of loads) assert.deepEqual(loaded.default, { title: 'Twice' });
});
