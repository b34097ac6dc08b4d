/**
 * Site config keys Docusaurus 3 sites use that the generator used to refuse, built in a site folder
 * of their own: several `staticDirectories`, an `ssrTemplate`, a `webpack.jsLoader` function,
 * `markdown.hooks` given as functions, `future.experimental_faster`, and the `storage` namespace.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadSiteConfig } from '../../src/core/config/load-config.ts';
import { resolveSiteStorage } from '../../src/core/config/site-storage.ts';
import { buildSite, removeDir } from '../support/fixture-site.ts';
import { writeSite } from './write-site.ts';

const read = (dir: string, file: string) => readFileSync(join(dir, 'build', file), 'utf8');

const TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Custom template v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% if (it.noIndex) { %><!-- no index --><% } %>
  </body>
</html>
`;

describe('config keys Docusaurus sites use', () => {
  let site: string;
  const hookCalls: unknown[] = [];
  before(async () => {
    (globalThis as { __configOptionHookCalls?: unknown[] }).__configOptionHookCalls = hookCalls;
    site = await writeSite({
      'docusaurus.config.js': `
module.exports = {
  title: 'Config options',
  url: 'https://options.example.com',
  baseUrl: '/docs-site/',
  plugins: ['pages'],
  staticDirectories: ['static', 'public'],
  ssrTemplate: ${JSON.stringify(TEMPLATE)},
  webpack: {
    jsLoader: (isServer) => ({ loader: require.resolve('./loaders/mark-loader.js'), options: { side: isServer ? 'server' : 'client' } }),
  },
  future: { experimental_faster: { swcJsLoader: false, rspackBundler: false } },
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: (params) => {
        globalThis.__configOptionHookCalls.push(['link', params.sourceFilePath, params.url, params.node.type]);
        return '/docs-site/';
      },
      onBrokenMarkdownImages: (params) => {
        globalThis.__configOptionHookCalls.push(['image', params.sourceFilePath, params.url, params.node.type]);
        return '/docs-site/img/shared.svg';
      },
    },
  },
};
`,
      // A loader the site brings: it leaves the code as it is but for a marker, so its page shows it ran (per side).
      'loaders/mark-loader.js': `module.exports = function (source) { return source.replace('__LOADER_MARK__', 'compiled by the site loader (' + this.getOptions().side + ')'); };\n`,
      'src/pages/index.js': `import { createElement } from 'react';\nexport default function Home() { return createElement('p', { id: 'mark' }, '__LOADER_MARK__'); }\n`,
      'src/pages/hooks.md':
        '# Hooks\n\nA [missing page](./missing.md) and a missing image:\n\n![gone](./gone.png)\n\nStatic files: [from public](/docs-site/only-public.txt), ![logo](/img/only-public.svg)\n',
      'static/img/shared.svg': '<svg>static</svg>',
      'static/robots.txt': 'from static',
      'public/img/shared.svg': '<svg>public</svg>',
      'public/img/only-public.svg': '<svg>only public</svg>',
      'public/only-public.txt': 'only in public',
    });
    await buildSite(site);
  });
  after(() => removeDir(site));

  test('staticDirectories: every folder is copied to the output root; where two hold a path, the first listed wins', () => {
    assert.equal(read(site, 'robots.txt'), 'from static');
    assert.equal(read(site, 'only-public.txt'), 'only in public');
    assert.equal(read(site, 'img/only-public.svg'), '<svg>only public</svg>');
    assert.equal(read(site, 'img/shared.svg'), '<svg>static</svg>', 'static is listed first');
  });

  test('staticDirectories: a Markdown image and a link name files of any static folder (no broken image, no broken link)', () => {
    // An image found in no folder would have gone to the onBrokenMarkdownImages hook (see below).
    const html = read(site, 'hooks/index.html');
    assert.match(html, /<img src="[^"]*only-public[^"]*\.svg"/);
    assert.match(html, /href="\/docs-site\/only-public\.txt"/);
  });

  test('ssrTemplate: pages are written through the Eta template with Docusaurus variables, and hydrate from the same data', () => {
    const html = read(site, 'index.html');
    assert.match(html, /<meta name="generator" content="Custom template v[^"]*">/);
    assert.match(html, /<html lang="en" dir="ltr">/);
    assert.match(html, /<title>Config options<\/title>/, 'metaAttributes carry the page title');
    assert.match(html, /<div id="__docusaurus"><div id="__site">/, 'the app sits in the template element, in the element the client hydrates');
    assert.match(html, /<script id="__site-data" type="application\/json">/, 'the boot data comes with postBodyTags');
    const scripts = [...html.matchAll(/<script src="([^"]+)" defer><\/script>/g)].map((m) => m[1]);
    assert.ok(scripts.length > 0 && scripts.every((src) => src.startsWith('/docs-site/assets/')), `scripts under baseUrl once: ${scripts}`);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" \/>/g)].map((m) => m[1]);
    assert.ok(
      styles.every((href) => href.startsWith('/docs-site/assets/') && !href.startsWith('/docs-site/docs-site/')),
      `${styles}`,
    );
    assert.doesNotMatch(html, /no index/);
  });

  test("webpack.jsLoader: a function compiles the site's scripts with the loader it returns, per side", () => {
    const html = read(site, 'index.html');
    assert.match(html, /<p id="mark">compiled by the site loader \(server\)<\/p>/);
    const jsDir = join(site, 'build/assets/js');
    const clientCode = readdirSync(jsDir).map((file) => readFileSync(join(jsDir, file), 'utf8'));
    assert.ok(clientCode.some((code) => code.includes('compiled by the site loader (client)')));
  });

  test("markdown.hooks as functions: called with Docusaurus's params, their URL replaces the broken one, nothing is reported", () => {
    assert.deepEqual(hookCalls.toSorted(), [
      ['image', 'src/pages/hooks.md', './gone.png', 'image'],
      ['link', 'src/pages/hooks.md', './missing.md', 'link'],
    ]);
    const html = read(site, 'hooks/index.html');
    assert.match(html, /<a href="\/docs-site\/">missing page<\/a>/);
    assert.match(html, /src="\/docs-site\/img\/shared\.svg"/);
  });
});

describe('config keys accepted as Docusaurus takes them', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'config-accepted-'));
  });
  after(() => removeDir(dir));

  test('future.experimental_faster (Docusaurus 3.6-3.9) is accepted with the flags of future.faster', async () => {
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', future: { experimental_faster: true } };\n",
    );
    const config = await loadSiteConfig(dir);
    assert.equal(config.future.experimental_faster, true);
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', future: { experimental_faster: { swcJsLoader: 1 } } };\n",
    );
    await assert.rejects(loadSiteConfig(dir), /experimental_faster/);
  });

  test("storage: the namespace suffix is Docusaurus's (a string as given; true: 3 hex digits of the MD5 of url + baseUrl; unset: the v4 flag)", async () => {
    const base = { url: 'https://t.example', baseUrl: '/docs/', future: { v4: false } };
    assert.deepEqual(resolveSiteStorage({ ...base, storage: { type: 'localStorage' } }), { type: 'localStorage', namespace: '' });
    assert.deepEqual(resolveSiteStorage({ ...base, storage: { type: 'sessionStorage', namespace: 'abc' } }), { type: 'sessionStorage', namespace: '-abc' });
    const hash = createHash('md5').update('https://t.example/docs/').digest('hex').slice(0, 3);
    assert.deepEqual(resolveSiteStorage({ ...base, storage: { type: 'localStorage', namespace: true } }), { type: 'localStorage', namespace: `-${hash}` });
    assert.deepEqual(resolveSiteStorage({ ...base, future: { v4: true }, storage: { type: 'localStorage' } }).namespace, `-${hash}`);
    assert.deepEqual(resolveSiteStorage({ ...base, future: { v4: true }, storage: { type: 'localStorage', namespace: false } }).namespace, '');
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', storage: { type: 'sessionStorage', namespace: 'site' } };\n",
    );
    assert.deepEqual((await loadSiteConfig(dir)).storage, { type: 'sessionStorage', namespace: 'site' });
  });
});
