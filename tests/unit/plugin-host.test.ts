/** The plugin host and the pieces of Docusaurus's plugin contract it maps onto this generator. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { RuleSetRule } from 'webpack';
import { BuildReport } from '../../src/core/build-report.ts';
import { clientConfig } from '../../src/core/bundler/webpack-config.ts';
import { createPlugins, loadSite } from '../../src/core/plugin-host.ts';
import type { LoadContext, Plugin } from '../../src/core/plugin-types.ts';
import { builtInPluginFolder } from '../../src/core/plugins/builtin-plugins.ts';
import { flattenModules } from '../../src/core/plugins/flatten-routes.ts';
import { htmlTagToString } from '../../src/core/plugins/html-tags.ts';
import { generatorDir } from '../../src/core/site-paths.ts';
import { tempLoadContext, type TempLoadContext } from '../support/temp-load-context.ts';
import { resolveRoutePayload } from '../../src/shared/route-payload.ts';

let workDir: string;
let context: LoadContext;
let temp: TempLoadContext;

before(async () => {
  temp = await tempLoadContext('plugin-host-', { onDuplicateRoutes: 'throw' });
  context = temp.context;
  workDir = context.siteDir;
});
after(() => temp.remove());

const counter = (context: LoadContext, options: { id?: string; count: number }): Plugin => ({
  name: 'counter',
  loadContent: () => options.count,
  contentLoaded({ content, actions }) {
    actions.setGlobalData({ count: content });
  },
});

test('two instances of one plugin, told apart by id, keep their own global data', async () => {
  const { plugins } = await createPlugins(context, [
    [counter, { count: 1 }],
    [counter, { id: 'second', count: 2 }],
  ]);
  const site = await loadSite(context, plugins);
  assert.deepEqual(site.globalData, { counter: { default: { count: 1 }, second: { count: 2 } } });
});

test('as in Docusaurus 3, a plugin adds its routes as soon as its own content is loaded; the table keeps plugin order', async () => {
  const events: string[] = [];
  let finishSlowLoad!: () => void;
  const slowLoaded = new Promise<void>((resolve) => {
    finishSlowLoad = resolve;
  });
  const pagePlugin = (name: string, load: () => Promise<void>): Plugin => ({
    name,
    async loadContent() {
      await load();
      events.push(`${name} loaded`);
    },
    contentLoaded({ actions }) {
      events.push(`${name} added routes`);
      actions.addRoute({ path: `/${name}`, component: '@theme/NotFound' });
      actions.setGlobalData({ name });
    },
  });
  // The slow plugin's content waits until the quick one's routes have been heard of.
  const { plugins } = await createPlugins(context, [() => pagePlugin('slow', () => slowLoaded), () => pagePlugin('quick', async () => {})]);
  const heard: string[][] = [];
  const site = await loadSite(context, plugins, (routes) => {
    heard.push(routes.map((route) => route.path));
    if (routes.some((route) => route.path === '/quick')) finishSlowLoad();
  });
  assert.deepEqual(events, ['quick loaded', 'quick added routes', 'slow loaded', 'slow added routes'], 'the quick plugin did not wait for the slow one');
  assert.deepEqual(heard, [['/quick'], ['/slow']], "each plugin's routes are announced when it is done");
  assert.deepEqual(
    site.routes.map((route) => route.path),
    ['/slow', '/quick'],
    'routes are in plugin order, not in the order plugins finished',
  );
  assert.deepEqual(Object.keys(site.globalData), ['slow', 'quick'], 'global data is in plugin order too');
});

test('a second instance without its own id is an error naming both entries', async () => {
  await assert.rejects(createPlugins(context, [[counter, { count: 1 }], 'pages', [counter, { count: 2 }]]), (error: Error) => {
    assert.match(error.message, /plugins\[0\] \(function counter\) and plugins\[2\] \(function counter\) are both plugin "counter" with id "default"/);
    return true;
  });
});

test('createData files are kept per plugin and id; Docusaurus routes are flattened', async () => {
  const plugin = (): Plugin => ({
    name: 'routes',
    async contentLoaded({ actions }) {
      const data = await actions.createData('data.json', { a: 1 });
      assert.ok(data.startsWith(join(context.generatedFilesDir, 'data', 'routes', 'default') + '/'), data);
      actions.addRoute({
        path: '/parent',
        component: '@theme/Parent',
        routes: [
          {
            path: '/parent/child',
            component: '@theme/Child',
            modules: { data, list: [{ __import: true, path: '@site/blog/post.md', query: { truncated: true } }] },
          },
        ],
      } as never);
    },
  });
  const site = await loadSite(context, (await createPlugins(context, [plugin])).plugins);
  assert.deepEqual(
    site.routes.map((route) => route.path),
    ['/parent/child'],
  );
  assert.equal(site.routes[0].modules!['list.0'], `${join(workDir, 'blog/post.md')}?excerpt`);
  assert.equal(site.routes[0].moduleProps, 'default');
});

test('a Docusaurus route component gets default exports, nested back from dotted names', () => {
  const Content = () => null;
  const record = resolveRoutePayload(
    { path: '/a', component: 'c', moduleProps: 'default', modules: { 'blog.items.0.content': { app: 'md' }, 'blog.title': { data: 'Blog' } } },
    {
      runtime: {} as never,
      appModule: (id) => (id === 'c' ? { default: () => null } : { default: Content, frontMatter: { title: 'T' } }),
      loadLazy: async () => ({}),
    },
  );
  const blog = (record.modules as unknown as { blog: { items: Array<{ content: typeof Content & { frontMatter: unknown } }>; title: string } }).blog;
  assert.equal(blog.title, 'Blog');
  assert.equal(blog.items[0].content, Content);
  assert.deepEqual(blog.items[0].content.frontMatter, { title: 'T' });
});

test('module paths: nested objects and arrays, __import descriptors, @site paths', () => {
  assert.deepEqual(flattenModules({ a: '/x.json', b: { c: ['/y.json', { d: '@site/z.md' }] } }, '/site'), {
    a: '/x.json',
    'b.c.0': '/y.json',
    'b.c.1.d': '/site/z.md',
  });
});

test('injected tags: strings as they are, objects with boolean attributes and void elements', () => {
  assert.equal(htmlTagToString('<b>x</b>', 'p'), '<b>x</b>');
  assert.equal(htmlTagToString({ tagName: 'meta', attributes: { name: 'a"b', content: 'c' } }, 'p'), '<meta name="a&quot;b" content="c">');
  assert.equal(htmlTagToString({ tagName: 'script', attributes: { async: true, defer: false }, innerHTML: 'go()' }, 'p'), '<script async>go()</script>');
  assert.throws(() => htmlTagToString({ tagName: 'not a tag' }, 'p'), /plugin "p": injectHtmlTags returned a tag without a valid tagName/);
});

test('configureWebpack results merge with webpack-merge, honouring mergeStrategy', () => {
  const rule = { test: /\.special$/, use: 'special-loader' };
  const plugin: Plugin = {
    name: 'merging',
    configureWebpack: () => ({ module: { rules: [rule] }, resolve: { alias: { extra: '/extra' } }, mergeStrategy: { 'module.rules': 'prepend' } }),
  };
  const config = clientConfig({
    context,
    plugins: [plugin],
    clientEntries: new Map(),
    serverModulesFile: '/s.js',
    clientModulesFile: '/c.js',
    outDir: '/out',
    serverOutDir: '/server',
  });
  const rules = config.module!.rules as RuleSetRule[];
  assert.equal(rules[0], rule, 'prepended');
  assert.ok(rules.length > 1, 'our rules stay');
  const alias = config.resolve!.alias as Record<string, unknown>;
  assert.equal(alias.extra, '/extra');
  assert.ok(alias['@site'], 'our own aliases stay');
  // Without a configurePostCss plugin, CSS does not go through PostCSS.
  assert.ok(!JSON.stringify(rules).includes('postcss-loader'));
});

test('built-ins answer to their Docusaurus names', () => {
  for (const [name, folder] of [
    ['@docusaurus/plugin-content-docs', 'docs'],
    ['docusaurus-plugin-content-blog', 'blog'],
    ['content-pages', 'pages'],
    ['@docusaurus/plugin-client-redirects', 'redirects'],
    ['@docusaurus/plugin-sitemap', 'sitemap'],
    ['@docusaurus/plugin-google-gtag', 'gtag'],
    ['@docusaurus/plugin-google-tag-manager', 'google-tag-manager'],
    ['@docusaurus/plugin-ideal-image', 'ideal-image'],
    ['@docusaurus/theme-mermaid', 'theme-mermaid'],
    ['@docusaurus/theme-classic', 'theme-classic'],
    ['docs', 'docs'],
  ]) {
    assert.equal(builtInPluginFolder(name), folder, name);
  }
});

test('createData writes a data module once: a load that makes the same data leaves its file alone, other data gets a file of its own', async () => {
  const files: string[] = [];
  const plugin = (value: number) => (): Plugin => ({
    name: 'data-once',
    async contentLoaded({ actions }) {
      files.push(await actions.createData('page.json', { value }));
    },
  });
  await loadSite(context, (await createPlugins(context, [plugin(1)])).plugins);
  const written = statSync(files[0]).mtimeMs;
  // Its name holds a hash of its text: the same data is the same file, found in the folder and not written again.
  await new Promise((done) => setTimeout(done, 20));
  await loadSite(context, (await createPlugins(context, [plugin(1)])).plugins);
  assert.equal(files[1], files[0]);
  assert.equal(statSync(files[1]).mtimeMs, written);
  await loadSite(context, (await createPlugins(context, [plugin(2)])).plugins);
  assert.notEqual(files[2], files[0]);
  assert.deepEqual(JSON.parse(readFileSync(files[2], 'utf8')), { value: 2 });
});

test('every plugin folder of the generator is a built-in by its folder name', () => {
  // A folder left out loads as a site's own plugin: compiled from source on every build, outside the bundle.
  const pluginsDir = join(import.meta.dirname, '../../plugins');
  const folders = readdirSync(pluginsDir).filter((folder) => existsSync(join(pluginsDir, folder, 'index.ts')));
  assert.ok(folders.length > 10);
  for (const folder of folders) assert.equal(builtInPluginFolder(folder), folder, folder);
});

test('an unknown option of a built-in is refused by plugin and key, a plugin not built in by name', async () => {
  await assert.rejects(
    createPlugins(context, [['@docusaurus/plugin-sitemap', { lastmodd: 'date' }]]),
    /unknown key "plugins\.docusaurus-plugin-sitemap\.lastmodd".*not supported/,
  );
  await assert.rejects(createPlugins(context, ['@docusaurus/plugin-pwa']), /"@docusaurus\/plugin-pwa" is not supported/);
});

test('gtag, tag manager, theme-classic and ideal-image give their tags, styles and component', async () => {
  const report = new BuildReport();
  const { plugins } = await createPlugins({ ...context, report }, [
    ['@docusaurus/plugin-google-gtag', { trackingID: 'G-TEST1', anonymizeIP: true }],
    ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-TEST1' }],
    ['@docusaurus/theme-classic', { customCss: ['./src/css/custom.css'] }],
    ['@docusaurus/plugin-ideal-image', { quality: 70 }],
  ]);
  const tags = JSON.stringify(plugins.map((plugin) => plugin.injectHtmlTags?.({ content: undefined })));
  assert.match(tags, /googletagmanager\.com\/gtag\/js\?id=G-TEST1/);
  assert.match(tags, /gtag\('config', \\"G-TEST1\\", \{ 'anonymize_ip': true \}\)/);
  assert.match(tags, /ns\.html\?id=GTM-TEST1/);
  assert.deepEqual(plugins[2].getClientModules!(), [join(workDir, 'src/css/custom.css')]);
  assert.equal(plugins[3].getThemePath!(), join(generatorDir, 'plugins/ideal-image/theme'));
  assert.ok(report.warnings.some((warning) => /ideal-image: quality have no effect/.test(warning)));
});

test('a plugin compiled as Docusaurus packages are (exports.default, exports.validateOptions) runs; its relative paths are its own folder', async () => {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const dir = join(workDir, 'node_modules/compiled-plugin/lib');
  await mkdir(dir, { recursive: true });
  await writeFile(join(workDir, 'node_modules/compiled-plugin/package.json'), JSON.stringify({ name: 'compiled-plugin', main: 'lib/index.js' }));
  await writeFile(
    join(dir, 'index.js'),
    `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validateOptions = void 0;
exports.default = function compiledPlugin(context, options) {
  return { name: 'compiled-plugin', getClientModules: () => ['./client'], getThemePath: () => '../theme', contentLoaded({ actions }) { actions.setGlobalData(options); } };
};
const validateOptions = ({ validate, options }) => validate({ validate: (value) => ({ value: { ...value, checked: true } }) }, options);
Object.defineProperty(exports, "validateOptions", { enumerable: true, get: function () { return validateOptions; } });
`,
  );
  const {
    plugins: [plugin],
  } = await createPlugins(context, [['compiled-plugin', { level: 2 }]]);
  const site = await loadSite(context, [plugin]);
  assert.deepEqual(site.globalData['compiled-plugin'].default, { level: 2, checked: true, id: 'default' });
  const { resolvePluginPath } = await import('../../src/core/plugin-host.ts');
  assert.equal(resolvePluginPath(plugin, plugin.getClientModules!()[0]), join(dir, 'client'));
  assert.equal(resolvePluginPath(plugin, plugin.getThemePath!()), join(workDir, 'node_modules/compiled-plugin/theme'));
});

test('nested routes: each leaf is a route carrying its ancestors, outermost first, with their modules and props', async () => {
  const nesting: Plugin = {
    name: 'nesting',
    async contentLoaded({ actions }) {
      const data = await actions.createData('outer.json', '{"level":"outer"}');
      actions.addRoute({
        path: '/guide',
        exact: false,
        component: '@site/Outer.js',
        modules: { data },
        props: { label: 'Outer label' },
        routes: [
          {
            path: '/guide/part',
            component: '@site/Middle.js',
            strict: true,
            props: { depth: 2 },
            routes: [{ path: '/guide/part/leaf', exact: true, component: '@site/Leaf.js' }],
          },
          { path: '/guide/other', exact: true, component: '@site/Leaf.js' },
        ],
      });
    },
  };
  const site = await loadSite(context, (await createPlugins(context, [() => nesting])).plugins);
  const byPath = new Map(site.routes.map((route) => [route.permalink, route]));
  assert.deepEqual([...byPath.keys()].sort(), ['/guide/other', '/guide/part/leaf'], 'parents are not pages of their own');
  const leaf = byPath.get('/guide/part/leaf')!;
  assert.deepEqual(
    leaf.parents?.map((parent) => [parent.permalink, parent.component, parent.exact, parent.strict, Object.keys(parent.modules).sort()]),
    [
      ['/guide', join(workDir, 'Outer.js'), false, undefined, ['data', 'label']],
      ['/guide/part', join(workDir, 'Middle.js'), undefined, true, ['depth']],
    ],
  );
  assert.equal(byPath.get('/guide/other')!.parents?.length, 1);
  assert.equal(leaf.component, join(workDir, 'Leaf.js'));
});

test("validateThemeConfig's result reaches every plugin and the returned config; the caller's config and the plugin's object are left as they were", async () => {
  const seen: unknown[] = [];
  // Frozen: a host that wrote the id onto the plugin's own object would throw here.
  const reader = (context: LoadContext): Plugin => Object.freeze({ name: 'reader', loadContent: () => seen.push(context.siteConfig.themeConfig) });
  const themed = Object.assign((context: LoadContext) => Object.freeze({ name: 'themed', loadContent: () => seen.push(context.siteConfig.themeConfig) }), {
    validateThemeConfig: ({ themeConfig }: { themeConfig: Record<string, unknown> }) => ({ ...themeConfig, themed: { on: true } }),
  });
  const callerThemeConfig = context.siteConfig.themeConfig;
  const created = await createPlugins(context, [reader, [themed, { id: 'one' }]]);
  assert.equal(context.siteConfig.themeConfig, callerThemeConfig, "the caller's config keeps its theme config");
  assert.deepEqual(context.siteConfig.themeConfig, {});
  assert.deepEqual(created.context.siteConfig.themeConfig, { themed: { on: true } }, 'the returned config holds what validateThemeConfig returned');
  assert.deepEqual(
    created.plugins.map((plugin) => [plugin.name, plugin.id]),
    [
      ['reader', 'default'],
      ['themed', 'one'],
    ],
  );
  await loadSite(created.context, created.plugins);
  assert.deepEqual(
    seen,
    [{ themed: { on: true } }, { themed: { on: true } }],
    'a plugin created before the one that validates sees the validated theme config too',
  );
});
