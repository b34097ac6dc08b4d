/**
 * The real site's API reference, as built: every package of both versions has its pages with a
 * known export's signature, every link of the reference's pages resolves to a built page (and
 * #anchor), packages missing from a line are listed as such, and the search index holds the
 * symbols under each version's facet.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { searchLocal } from '../../src/theme/search/local-search-client.ts';
import { serveBuild, type ServedSite } from '../support/fixture-site.ts';
import { realSiteOutDir } from '../support/real-site.ts';

let outDir = '';
before(async () => {
  outDir = await realSiteOutDir();
});

const htmlOf = (route: string) => readFile(join(outDir, route, 'index.html'), 'utf8');

/** The page's article as text: blocks and cells end with a space, other tags dropped, entities decoded, spaces collapsed. */
async function articleText(route: string): Promise<string> {
  const html = await htmlOf(route);
  const article = /<article class="api-article">([\s\S]*?)<\/article>/.exec(html)?.[1];
  assert.ok(article, `${route} has the reference's article`);
  return article
    .replace(/<\/(td|th|p|h\d|li|dt|dd|tr)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A known export of each package that has pages, with the start of its signature as the page shows it. */
const KNOWN_SIGNATURES: Array<{ route: string; signature: string }> = [
  { route: '/api/core/createActor', signature: 'createActor<TLogic extends AnyActorLogic>(logic: TLogic, ...options: ' },
  { route: '/api/graph/getShortestPaths', signature: 'getShortestPaths<TLogic extends AnyActorLogic>(logic: TLogic, options?: ' },
  { route: '/api/react/useMachine', signature: 'useMachine<TMachine extends AnyStateMachine>(machine: TMachine, ...__namedParameters: ConditionalRequired<' },
  { route: '/api/solid/useMachine', signature: 'useMachine<TMachine extends AnyStateMachine>(machine: TMachine, ...__namedParameters: ConditionalRequired<' },
  { route: '/api/svelte/useMachine', signature: 'useMachine<TMachine extends AnyStateMachine>(machine: TMachine, ...__namedParameters: ConditionalRequired<' },
  { route: '/api/vue/useMachine', signature: 'useMachine<TMachine extends AnyStateMachine>(machine: TMachine, ...__namedParameters: ConditionalRequired<' },
  { route: '/api/next/core/createActor', signature: 'createActor<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic> & ' },
  { route: '/api/next/test/createTestModel', signature: 'createTestModel<TMachine extends AnyStateMachine>(machine: TMachine, options?: ' },
];

describe('API reference pages', () => {
  test('each package of both versions shows a known export with its signature', async () => {
    // Compared without spaces: the signatures are laid out over lines.
    const bare = (text: string) => text.replace(/\s+/g, '');
    for (const { route, signature } of KNOWN_SIGNATURES) {
      const text = await articleText(route);
      assert.ok(bare(text).includes(bare(signature)), `${route} shows "${signature}"; it shows: ${text.slice(0, 600)}`);
    }
  });

  test("createMachine's signature is laid out over lines, highlighted, its types linked", async () => {
    const html = await htmlOf('/api/core/createMachine');
    const code = /<pre class="api-code"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1];
    assert.ok(code, 'the page has a signature block');
    const lines = code
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .split('\n');
    assert.ok(lines.length > 20, `a signature of many lines (${lines.length})`);
    assert.match(lines.slice(0, 3).join('\n'), /^createMachine<\n {2}TContext extends MachineContext,\n {2}TEvent extends AnyEventObject,$/);
    assert.ok(lines.filter((line) => line.length > 90).length <= 1, `lines of about 80 columns: ${lines.filter((line) => line.length > 90)}`);
    assert.match(code, /<span class="token [^"]*keyword">extends<\/span>/, "highlighted with the code blocks' token classes");
    assert.match(code, /<a href="\/api\/core\/MachineContext"><span class="token [^"]+">MachineContext<\/span><\/a>/, 'a type with a page links to it');
  });

  test('parameters and type parameters are tables with headers', async () => {
    const html = await htmlOf('/api/core/createMachine');
    for (const id of ['type-parameters', 'parameters']) {
      const table = new RegExp(
        `<h3 id="${id}">[^<]*</h3><div class="api-param-table-scroll"><table class="api-param-table" aria-labelledby="${id}">([\\s\\S]*?)</table>`,
      ).exec(html)?.[1];
      assert.ok(table, `a ${id} table labelled by its heading`);
      assert.match(table, /<thead><tr><th scope="col">Name<\/th><th scope="col">(Type|Constraint)<\/th><th scope="col">Description<\/th><\/tr><\/thead>/);
      assert.match(table, /<th scope="row">/);
    }
    const parameters = await articleText('/api/core/createMachine');
    assert.match(
      parameters,
      /Parameters Name Type Description config .* implementations ?optional InternalMachineImplementations</,
      'an optional parameter is marked',
    );
    assert.match(parameters, /TStateMeta MetaObject ?Default: any/, 'a default is shown');
  });

  test('the sidebar lists only the packages the version has', async () => {
    for (const route of ['/api', '/api/next', '/api/next/core/createMachine', '/api/core/createMachine']) {
      const html = await htmlOf(route);
      assert.doesNotMatch(html, /not in this version/, route);
    }
    const sidebar = /<nav class="api-sidebar"[\s\S]*?<\/nav>/.exec(await htmlOf('/api/next'))?.[0] ?? '';
    assert.match(sidebar, />xstate</);
    assert.doesNotMatch(sidebar, /@xstate\/react/, 'the next line has no @xstate/react');
  });

  test('a package page groups its exports by kind and links each one', async () => {
    const html = await htmlOf('/api/core');
    for (const id of ['functions', 'classes', 'interfaces', 'types', 'variables'])
      assert.match(html, new RegExp(`<h2 id="${id}"`), `/api/core has the ${id} group`);
    assert.match(html, /href="\/api\/core\/createActor"/);
  });

  test('the landing pages say which release each package documents, and which have none in that line', async () => {
    const current = await articleText('/api');
    assert.match(current, /xstate 5\.\d+\.\d+/);
    assert.match(current, /@xstate\/analytics not published in this line/);
    assert.match(current, /@xstate\/immer not published in this line/);
    const next = await articleText('/api/next');
    assert.match(next, /xstate 6\.0\.0-/);
    assert.match(next, /@xstate\/react not published in this line/);
    assert.ok(
      existsSync(join(outDir, 'api/options/index.html')) && existsSync(join(outDir, 'api/next/options/index.html')),
      'each version has an options page',
    );
    assert.ok(!existsSync(join(outDir, 'api/analytics')) && !existsSync(join(outDir, 'api/next/react')), 'no pages for packages a line does not have');
  });

  test('doc comments: examples highlighted at build time, deprecations flagged, no raw HTML from packages', async () => {
    const html = await htmlOf('/api/core/createActor');
    assert.match(html, /<h4>Example<\/h4>|<h2 id="examples">Example<\/h2>/);
    assert.match(html, /<span class="token keyword">import<\/span>/, 'the example is highlighted in the HTML');
    // `Interpreter` is the v4 name kept as a deprecated alias of Actor.
    const deprecated = await htmlOf('/api/core/Interpreter');
    assert.match(deprecated, /<div class="api-deprecated" role="note"><strong>Deprecated\.<\/strong>/);
    assert.match(
      await htmlOf('/api/core'),
      /href="\/api\/core\/Interpreter"><code>Interpreter<\/code><\/a><span class="api-badge api-badge--deprecated">deprecated<\/span>/,
    );
  });

  test('a symbol links to its source at the release tag', async () => {
    const html = await htmlOf('/api/core/createActor');
    assert.match(html, /href="https:\/\/github\.com\/statelyai\/xstate\/blob\/xstate%405\.\d+\.\d+\/packages\/core\/src\/createActor\.ts"/);
  });

  test('every link on the reference pages resolves to a built page and anchor', async () => {
    const pages: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(dir, entry.name));
        else if (entry.name === 'index.html') pages.push(join(dir, entry.name));
      }
    };
    await walk(join(outDir, 'api'));
    assert.ok(pages.length > 600, `the reference has its pages (${pages.length})`);
    const idsOf = new Map<string, Set<string>>();
    const ids = async (route: string) => {
      if (!idsOf.has(route)) {
        const html = await readFile(join(outDir, route, 'index.html'), 'utf8').catch(() => '');
        idsOf.set(route, new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])));
      }
      return idsOf.get(route)!;
    };
    const broken: string[] = [];
    let typeLinks = 0;
    for (const file of pages) {
      const html = await readFile(file, 'utf8');
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/api[^"]*)"/g)) {
        typeLinks++;
        const [path, anchor] = href.split('#');
        if (!existsSync(join(outDir, path, 'index.html'))) broken.push(`${file}: ${href}`);
        else if (anchor && !(await ids(path)).has(decodeURIComponent(anchor))) broken.push(`${file}: ${href} (no #${anchor})`);
      }
    }
    assert.ok(typeLinks > 5000, `the pages link between types (${typeLinks} links)`);
    assert.deepEqual(broken.slice(0, 20), []);
  });
});

describe('API reference search', () => {
  let site: ServedSite;
  before(async () => {
    site = await serveBuild(outDir);
  });
  after(() => site?.close());

  test('every version has its facet, and a symbol is found in each', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'search/manifest.json'), 'utf8')) as { shards: Record<string, { records: number }> };
    const symbolPages = (await readdir(join(outDir, 'api/core'))).length;
    assert.ok(manifest.shards['api-current'].records > symbolPages, 'a record (or more) per symbol of the current version');
    assert.ok(manifest.shards['api-next'].records > 0);
    for (const [tag, url] of [
      ['api-current', '/api/core/createActor'],
      ['api-next', '/api/next/core/createActor'],
    ]) {
      const { hits } = await searchLocal(`${site.url}/`, 'createActor', [tag]);
      assert.ok(
        hits.some((hit) => new URL(hit.url, site.url).pathname === url),
        `searching createActor in ${tag} finds ${url}: ${hits.slice(0, 5).map((hit) => hit.url)}`,
      );
    }
  });
});
