/**
 * The real site's server bundle holds no code the server never runs: the search modal (DocSearch,
 * Base UI, Algolia) and the mobile drawer load only on a reader's action, so their imports are
 * left out of the server build (load-on-demand.ts), while the client bundle still has them.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { realSiteOutDir } from '../support/real-site.ts';

/** The source files of a bundle folder, from its source maps. */
function bundledSources(dir: string): string[] {
  const maps = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
  return maps.flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { sources: string[] }).sources);
}

test('the server bundle leaves out the search modal and the drawer, which never render on the server', async () => {
  const out = await realSiteOutDir();
  const sources = bundledSources(join(dirname(out), 'work/.cache/server-bundle'));
  assert.ok(sources.length > 50, `only ${sources.length} modules found in the server bundle's source maps`);
  assert.ok(
    sources.some((source) => source.includes('src/theme/SearchBar.tsx')),
    'the search button itself renders on the server and should be in its bundle',
  );
  const clientOnly = sources.filter((source) =>
    /node_modules\/(@docsearch|@base-ui|@algolia)\/|src\/theme\/(search\/SearchModal|NavbarMobileDrawer)\.tsx/.test(source),
  );
  assert.deepEqual(clientOnly, [], 'modules only the browser loads on demand should not be in the server bundle');
  const clientScripts = readdirSync(join(out, 'assets/js')).map((file) => readFileSync(join(out, 'assets/js', file), 'utf8'));
  assert.ok(
    clientScripts.some((code) => code.includes('DocSearch-Modal')),
    'the client bundle should still hold the DocSearch modal',
  );
});
