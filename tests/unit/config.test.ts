/**
 * The site config in Docusaurus 3's shape: per family of keys, Docusaurus's default when left out,
 * the value honoured when given, or a refusal naming the key; presets expanded into plugins.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateSiteConfig } from '../../src/core/config/load-config.ts';
import { configHeadTags } from '../../src/core/config/config-head-tags.ts';
import { SiteError } from '../../src/core/site-error.ts';

const minimal = { title: 'T', url: 'https://example.com' };
const validate = (extra: Record<string, unknown>, file = 'docusaurus.config.js') => validateSiteConfig({ ...minimal, ...extra }, file);

async function refused(extra: Record<string, unknown>, key: string, reason: RegExp = /not supported/) {
  await assert.rejects(validate(extra), (error: SiteError) => {
    assert.ok(error.message.includes(`"${key}"`), `names ${key}: ${error.message}`);
    assert.match(error.message, reason);
    return true;
  });
}

test("top-level keys left out take Docusaurus's defaults", async () => {
  const config = await validate({});
  assert.equal(config.baseUrl, '/');
  assert.equal(config.tagline, '');
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.noIndex, false);
  assert.equal(config.baseUrlIssueBanner, true);
  assert.equal(config.titleDelimiter, '|');
  assert.deepEqual(config.staticDirectories, ['static']);
  assert.deepEqual(config.i18n, { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} });
  assert.deepEqual([config.headTags, config.scripts, config.stylesheets, config.clientModules, config.plugins], [[], [], [], [], []]);
  assert.deepEqual(config.customFields, {});
  assert.deepEqual(config.storage, { type: 'localStorage', namespace: false });
});

test('url and baseUrl are normalised as Docusaurus does; a url with a path is refused', async () => {
  const config = await validate({ url: 'https://example.com/', baseUrl: 'sub' });
  assert.equal(config.url, 'https://example.com');
  assert.equal(config.baseUrl, '/sub/');
  await assert.rejects(validate({ url: 'https://example.com/docs' }), /"url": must not contain a path/);
  await assert.rejects(validate({ url: 'example.com' }), /"url": does not look like a valid URL/);
  await assert.rejects(validate({ url: 42 }), /"url"/);
});

test('an unknown key is an error naming it and the file; so is a mistyped value', async () => {
  await assert.rejects(validateSiteConfig({ ...minimal, titel: 'x' }, '/site/docusaurus.config.js'), (error: SiteError) => {
    assert.equal(error.file, '/site/docusaurus.config.js');
    assert.match(error.message, /unknown key "titel"/);
    return true;
  });
  await assert.rejects(validate({ themeConfig: { navbar: { itemz: [] } } }), /unknown key "themeConfig.navbar.itemz"/);
  await assert.rejects(validate({ onBrokenLinks: 'explode' }), /"onBrokenLinks"/);
});

test('a config that is not an object says so', async () => {
  await assert.rejects(validateSiteConfig(null, '/site/docusaurus.config.js'), /must export a config object/);
  await assert.rejects(validateSiteConfig([], '/site/docusaurus.config.js'), /must export a config object/);
});

test('reporting severities take "log" too; the old top-level onBrokenMarkdownLinks wins over the hook', async () => {
  assert.equal((await validate({ onBrokenLinks: 'log' })).onBrokenLinks, 'log');
  assert.equal((await validate({ markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } })).onBrokenMarkdownLinks, 'throw');
  const both = await validate({ onBrokenMarkdownLinks: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } });
  assert.equal(both.onBrokenMarkdownLinks, 'ignore');
  assert.equal(both.markdown.hooks.onBrokenMarkdownLinks, 'ignore');
  await assert.rejects(validate({ markdown: { hooks: { onBrokenMarkdownLinks: 'loud' } } }), /markdown\.hooks\.onBrokenMarkdownLinks/);
});

test("markdown: Docusaurus's defaults, values honoured, mdx1Compat off under future.v4", async () => {
  const config = await validate({});
  assert.deepEqual(config.markdown, {
    format: 'mdx',
    mermaid: false,
    emoji: true,
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    anchors: { maintainCase: false },
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
  });
  const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
  const custom = await validate({
    markdown: { format: 'detect', mermaid: true, preprocessor, anchors: { maintainCase: true }, mdx1Compat: { comments: false } },
  });
  assert.equal(custom.markdown.format, 'detect');
  assert.equal(custom.markdown.mermaid, true);
  assert.equal(custom.markdown.preprocessor, preprocessor);
  assert.equal(custom.markdown.anchors.maintainCase, true);
  assert.deepEqual(custom.markdown.mdx1Compat, { comments: false, admonitions: true, headingIds: true });
  assert.deepEqual((await validate({ future: { v4: true } })).markdown.mdx1Compat, { comments: false, admonitions: false, headingIds: false });
  await assert.rejects(validate({ markdown: { format: 'asciidoc' } }), /"markdown.format"/);
  await assert.rejects(validate({ markdown: { mdxVersion: 1 } }), /unknown key "markdown.mdxVersion"/);
});

test('trailingSlash takes true, false or nothing', async () => {
  assert.equal((await validate({ trailingSlash: true })).trailingSlash, true);
  assert.equal((await validate({ trailingSlash: false })).trailingSlash, false);
  assert.equal((await validate({})).trailingSlash, undefined);
  await assert.rejects(validate({ trailingSlash: 'yes' }), /trailingSlash/);
});

test("i18n: several locales, and a URL and base URL per locale, normalised as the site's", async () => {
  const config = await validate({
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { url: 'https://fr.example.com/', baseUrl: 'docs' } } },
  });
  assert.deepEqual(config.i18n.locales, ['en', 'fr']);
  assert.equal(config.i18n.localeConfigs.fr.url, 'https://fr.example.com');
  assert.equal(config.i18n.localeConfigs.fr.baseUrl, '/docs/');
  await assert.rejects(
    validate({ i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { url: 'https://en.example.com/path' } } } }),
    /i18n.localeConfigs.en.url/,
  );
});

test('accepted keys: i18n locale settings, future flags, deployment names, custom fields', async () => {
  const config = await validate({
    i18n: { defaultLocale: 'fr', locales: ['fr'], localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', direction: 'ltr' } } },
    future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true, experimental_router: 'browser' },
    organizationName: 'acme',
    projectName: 'site',
    deploymentBranch: 'gh-pages',
    githubHost: 'github.com',
    githubPort: '22',
    customFields: { answer: 42 },
    staticDirectories: ['./static'],
  });
  assert.equal(config.i18n.localeConfigs.fr.htmlLang, 'fr-FR');
  assert.equal(config.projectName, 'site');
  assert.deepEqual(config.customFields, { answer: 42 });
});

test('head tags: scripts and stylesheets as Docusaurus writes them, noIndex adds the robots meta tag', async () => {
  const config = await validate({
    noIndex: true,
    scripts: ['https://cdn.example.com/a.js', { src: '/b.js', defer: true, 'data-domain': 'example.com' }],
    stylesheets: ['https://cdn.example.com/a.css', { href: '/b.css', type: 'text/css', crossorigin: 'anonymous' }],
    headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } }],
  });
  assert.deepEqual(configHeadTags(config), [
    { tagName: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://cdn.example.com/a.css' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: '/b.css', type: 'text/css', crossorigin: 'anonymous' } },
    { tagName: 'script', attributes: { src: 'https://cdn.example.com/a.js' } },
    { tagName: 'script', attributes: { src: '/b.js', defer: true, 'data-domain': 'example.com' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } },
  ]);
  await assert.rejects(validate({ scripts: [{ async: true }] }), /"scripts.0"/);
});

test('plugins: names, paths, functions and [nameOrFunction, options]; false and null entries left out', async () => {
  const local = () => ({ name: 'local' });
  const config = await validate({
    plugins: ['docs', './my-plugin', local, ['@docusaurus/plugin-client-redirects', { redirects: [] }], [local, { x: 1 }], false, null, undefined],
  });
  assert.deepEqual(config.plugins, ['docs', './my-plugin', local, ['@docusaurus/plugin-client-redirects', { redirects: [] }], [local, { x: 1 }]]);
  await assert.rejects(validate({ plugins: [42] }), /"plugins.0": expected a plugin name or path/);
});

test("preset classic expands into Docusaurus's plugins, then its theme, then the site's plugins and themes", async () => {
  for (const name of ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']) {
    const config = await validate({
      presets: [
        [
          name,
          {
            docs: { sidebarPath: './sidebars.js' },
            blog: { showReadingTime: true },
            theme: { customCss: './src/css/custom.css' },
            gtag: { trackingID: 'G-1' },
            debug: true,
          },
        ],
      ],
      themes: ['@docusaurus/theme-mermaid'],
      plugins: [['@docusaurus/plugin-client-redirects', {}]],
    });
    assert.deepEqual(config.plugins, [
      ['@docusaurus/plugin-content-docs', { sidebarPath: './sidebars.js' }],
      ['@docusaurus/plugin-content-blog', { showReadingTime: true }],
      ['@docusaurus/plugin-content-pages', {}],
      ['@docusaurus/plugin-debug', {}],
      ['@docusaurus/plugin-google-gtag', { trackingID: 'G-1' }],
      ['@docusaurus/plugin-sitemap', {}],
      ['@docusaurus/plugin-svgr', {}],
      ['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }],
      ['@docusaurus/plugin-client-redirects', {}],
      '@docusaurus/theme-mermaid',
    ]);
  }
  const noBlog = await validate({ presets: [['classic', { blog: false, sitemap: false, debug: false, googleTagManager: { containerId: 'GTM-1' } }]] });
  assert.deepEqual(
    noBlog.plugins.map((p) => (Array.isArray(p) ? p[0] : p)),
    [
      '@docusaurus/plugin-content-docs',
      '@docusaurus/plugin-content-pages',
      '@docusaurus/plugin-google-tag-manager',
      '@docusaurus/plugin-svgr',
      '@docusaurus/theme-classic',
    ],
  );
  await refused({ presets: [['classic', { googleAnalytics: { trackingID: 'UA-1' } }]] }, 'presets[0][1].googleAnalytics');
  await assert.rejects(validate({ presets: [['classic', { doc: {} }]] }), /unknown key "presets\[0\]\[1\].doc"/);
});

test('a preset given as a function is called with the context and its options, and returns plugins and themes', async () => {
  let seen: unknown;
  const preset = (context: { siteConfig: { title: string } }, options: Record<string, unknown>) => {
    seen = [context.siteConfig.title, options];
    return { plugins: [['./a', { on: true }], false], themes: ['./theme'] };
  };
  const config = await validate({ presets: [[preset, { flag: 1 }]], plugins: ['./b'] });
  assert.deepEqual(seen, ['T', { flag: 1 }]);
  assert.deepEqual(config.plugins, [['./a', { on: true }], './theme', './b']);
  await assert.rejects(validate({ presets: [() => ({ plugins: [7] })] }), /"presets\[0\].plugins.0"/);
  await assert.rejects(validate({ presets: ['no-such-preset-anywhere'] }), /"presets\[0\]": cannot find preset "no-such-preset-anywhere"/);
});

test("themeConfig: the theme's defaults are Docusaurus's", async () => {
  const { themeConfig } = await validate({});
  assert.deepEqual(themeConfig.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  assert.deepEqual(themeConfig.navbar, { hideOnScroll: false, items: [] });
  assert.deepEqual(themeConfig.docs, { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } });
  assert.deepEqual(themeConfig.blog, { sidebar: { groupByYear: true } });
  assert.deepEqual(themeConfig.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(themeConfig.metadata, []);
  assert.deepEqual(themeConfig.prism.additionalLanguages, []);
  assert.equal(themeConfig.prism.magicComments[0].line, 'highlight-next-line');
  assert.equal(themeConfig.footer, undefined);
});

test('themeConfig.navbar: every Docusaurus item type; a link without type; extra attributes kept', async () => {
  const { themeConfig } = await validate({
    themeConfig: {
      navbar: {
        title: 'Site',
        logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/', width: 32 },
        style: 'dark',
        hideOnScroll: true,
        items: [
          { label: 'Blog', to: 'blog', target: '_self' },
          { type: 'doc', docId: 'intro', label: 'Tutorial' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API' },
          { type: 'docsVersion', label: 'Docs' },
          {
            label: 'More',
            items: [
              { label: 'A', href: 'https://a.example.com' },
              { type: 'doc', docId: 'b' },
              { type: 'html', value: '<hr>' },
            ],
          },
          {
            type: 'docsVersionDropdown',
            position: 'right',
            dropdownItemsAfter: [
              { href: 'https://v1.example.com', label: '1.x' },
              { to: '/versions', label: 'All versions' },
            ],
          },
          { type: 'localeDropdown', position: 'right' },
          { type: 'search', position: 'right' },
          { type: 'html', value: '<b>hi</b>' },
        ],
      },
    },
  });
  const items = themeConfig.navbar.items;
  assert.deepEqual(
    items.map((item) => item.type),
    ['default', 'doc', 'docSidebar', 'docsVersion', 'dropdown', 'docsVersionDropdown', 'localeDropdown', 'search', 'html'],
  );
  assert.equal(items[0].position, 'left');
  assert.equal((items[0] as Record<string, unknown>).target, '_self');
  assert.equal(items[3].type === 'docsVersion' && items[3].docsPluginId, 'default');
});

test('themeConfig.navbar refuses what Docusaurus refuses, naming the item', async () => {
  await assert.rejects(
    validate({ themeConfig: { navbar: { items: [{ label: 'X', to: '/x', href: 'https://x' }] } } }),
    /"themeConfig.navbar.items.0": one and only one of "to" and "href"/,
  );
  await assert.rejects(validate({ themeConfig: { navbar: { items: [{ type: 'thing' }] } } }), /"themeConfig.navbar.items.0.type": unknown navbar item type/);
  await assert.rejects(
    validate({ themeConfig: { navbar: { items: [{ label: 'X', items: [{ type: 'dropdown', items: [] }] }] } } }),
    /"themeConfig.navbar.items.0.items.0.type": not an item a dropdown can hold/,
  );
  await assert.rejects(validate({ themeConfig: { navbar: { items: [{ type: 'doc' }] } } }), /"themeConfig.navbar.items.0.docId"/);
  await refused({ themeConfig: { navbar: { links: [] } } }, 'themeConfig.navbar.links', /renamed "themeConfig.navbar.items"/);
});

test('themeConfig.footer: simple or multi-column links, html items, logo, style; never a mix', async () => {
  const simple = await validate({
    themeConfig: { footer: { style: 'dark', links: [{ label: 'A', to: '/a' }, { html: '<span>made here</span>' }], logo: { alt: 'L', src: '/img/l.svg' } } },
  });
  assert.equal(simple.themeConfig.footer!.style, 'dark');
  assert.equal(simple.themeConfig.footer!.links.length, 2);
  const columns = await validate({ themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: 'docs/intro' }] }, { items: [] }] } } });
  assert.equal(columns.themeConfig.footer!.style, 'light');
  assert.deepEqual(columns.themeConfig.footer!.links[1], { title: null, items: [] });
  await assert.rejects(
    validate({
      themeConfig: {
        footer: {
          links: [
            { title: 'Docs', items: [] },
            { label: 'A', to: '/a' },
          ],
        },
      },
    }),
    /"themeConfig.footer.links": the footer links must be either columns/,
  );
  await assert.rejects(validate({ themeConfig: { footer: { links: [{ label: 'A', html: '<b>a</b>' }] } } }), /"themeConfig.footer.links"/);
});

test('themeConfig: announcement bar, colour mode, docs, image, metadata, prism, mermaid, algolia, extensions', async () => {
  const { themeConfig } = await validate({
    themeConfig: {
      announcementBar: { content: 'Hello <a href="/x">x</a>', backgroundColor: '#fafbfc' },
      colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
      docs: { versionPersistence: 'none', sidebar: { hideable: true, autoCollapseCategories: true } },
      image: 'img/card.png',
      metadata: [{ name: 'keywords', content: 'a, b' }],
      prism: { theme: { plain: {}, styles: [] }, additionalLanguages: ['Bash', 'diff'], defaultLanguage: 'JS' },
      mermaid: { theme: { light: 'neutral' } },
      algolia: { appId: 'A', apiKey: 'K', indexName: 'I', searchParameters: { facetFilters: [] } },
      searchFeedbackUrl: 'https://example.com/feedback',
      liveCodeBlock: { playgroundPosition: 'bottom' },
    },
  });
  assert.deepEqual(themeConfig.announcementBar, { id: 'announcement-bar', content: 'Hello <a href="/x">x</a>', backgroundColor: '#fafbfc', isCloseable: true });
  assert.equal(themeConfig.colorMode.disableSwitch, true);
  assert.equal(themeConfig.docs.sidebar.hideable, true);
  assert.equal(themeConfig.image, 'img/card.png');
  assert.deepEqual(themeConfig.prism.additionalLanguages, ['bash', 'diff']);
  assert.equal(themeConfig.prism.defaultLanguage, 'js');
  assert.deepEqual(themeConfig.mermaid, { theme: { light: 'neutral', dark: 'dark' }, options: {} });
  assert.equal(themeConfig.algolia!.contextualSearch, true);
  // Keys of other themes and plugins are theirs to validate, as in Docusaurus.
  assert.deepEqual(themeConfig.liveCodeBlock, { playgroundPosition: 'bottom' });
  await assert.rejects(validate({ themeConfig: { tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } } }), /"themeConfig.tableOfContents"/);
  await assert.rejects(validate({ themeConfig: { colorMode: { defaultMode: 'sepia' } } }), /"themeConfig.colorMode.defaultMode"/);
});

test('themeConfig keys Docusaurus moved are refused with its advice', async () => {
  await refused({ themeConfig: { hideableSidebar: true } }, 'themeConfig.hideableSidebar', /themeConfig.docs.sidebar.hideable/);
  await refused({ themeConfig: { gtag: { trackingID: 'G' } } }, 'themeConfig.gtag', /plugin-google-gtag/);
  await refused({ themeConfig: { metadatas: [] } }, 'themeConfig.metadatas', /renamed "themeConfig.metadata"/);
});
