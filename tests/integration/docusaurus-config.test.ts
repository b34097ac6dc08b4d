/**
 * Sites configured as Docusaurus 3 users configure them: docusaurus.config.js (CommonJS, a
 * function, require() inside) and docusaurus.config.mjs (an ES module exporting an async
 * function). Their configs load unchanged; their builds put the navbar, footer and head tags the
 * config asks for into the HTML, with every path under the base URL.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadSiteConfig } from '../../src/core/config/load-config.ts';
import { pluginEntryName } from '../../src/core/config/plugin-entries.ts';
import type { BuildResult } from '../../src/core/build.ts';
import { SiteError } from '../../src/core/site-error.ts';
import { buildSite, copyFixture, fixturesDir, removeDir } from '../support/fixture-site.ts';

const names = (plugins: Awaited<ReturnType<typeof loadSiteConfig>>['plugins']) => plugins.map((entry) => pluginEntryName(entry));

describe('loading a Docusaurus config', () => {
  test('CommonJS: module.exports is a function; require() of local modules works; the classic preset expands', async () => {
    const config = await loadSiteConfig(join(fixturesDir, 'docusaurus-cjs'));
    assert.equal(config.title, 'Lantern Guide');
    assert.equal(config.baseUrl, '/guide/');
    assert.deepEqual(names(config.plugins), [
      '@docusaurus/plugin-content-docs',
      '@docusaurus/plugin-content-blog',
      '@docusaurus/plugin-content-pages',
      // Outside a production build (NODE_ENV is not 'production' here), preset-classic adds the debug plugin, as Docusaurus's does.
      '@docusaurus/plugin-debug',
      '@docusaurus/plugin-sitemap',
      '@docusaurus/plugin-svgr',
      '@docusaurus/theme-classic',
    ]);
    assert.deepEqual(config.plugins[0], [
      '@docusaurus/plugin-content-docs',
      { sidebarPath: './sidebars.js', editUrl: 'https://example.org/lantern/edit/main/' },
    ]);
    assert.deepEqual(config.themeConfig.prism.theme?.plain, { color: '#24292e', backgroundColor: '#f6f8fa' }, 'the theme came through require()');
    assert.deepEqual(config.themeConfig.prism.additionalLanguages, ['bash', 'diff']);
    assert.deepEqual(
      config.themeConfig.navbar.items.map((item) => item.type),
      ['doc', 'doc', 'default', 'dropdown', 'html', 'docsVersionDropdown', 'localeDropdown', 'default'],
    );
  });

  test('ES module: an async function is awaited; its values and the preset options arrive', async () => {
    const config = await loadSiteConfig(join(fixturesDir, 'docusaurus-esm'));
    assert.equal(config.tagline, 'Flying kites safely (Spring edition)');
    assert.deepEqual(config.customFields, { edition: 'Spring edition' });
    assert.equal(config.markdown.format, 'detect');
    assert.deepEqual(names(config.plugins), [
      '@docusaurus/plugin-content-docs',
      '@docusaurus/plugin-content-pages',
      // Outside a production build (NODE_ENV is not 'production' here), preset-classic adds the debug plugin, as Docusaurus's does.
      '@docusaurus/plugin-debug',
      '@docusaurus/plugin-sitemap',
      '@docusaurus/plugin-svgr',
      '@docusaurus/theme-classic',
    ]);
    assert.equal(config.themeConfig.colorMode.disableSwitch, true);
  });

  describe('in a site folder of its own', () => {
    let dir: string;
    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'docusaurus-config-'));
    });
    after(() => removeDir(dir));

    test('an unknown key is an error naming the key and the config file', async () => {
      await writeFile(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfg: {} };\n");
      await assert.rejects(loadSiteConfig(dir), (error: SiteError) => {
        assert.equal(error.file, join(dir, 'docusaurus.config.js'));
        assert.match(error.message, /unknown key "themeConfg"/);
        return true;
      });
    });

    test('a config that throws while loading names its file', async () => {
      await writeFile(join(dir, 'docusaurus.config.js'), "throw new Error('no oil left');\n");
      await assert.rejects(loadSiteConfig(dir), (error: SiteError) => {
        assert.equal(error.file, join(dir, 'docusaurus.config.js'));
        assert.match(error.message, /could not load the config: no oil left/);
        return true;
      });
    });

    test('site.config.ts comes before docusaurus.config.*; a TypeScript config may be a function too', async () => {
      await writeFile(join(dir, 'site.config.ts'), "const title: string = 'From TypeScript';\nexport default () => ({ title, url: 'https://t.example' });\n");
      assert.equal((await loadSiteConfig(dir)).title, 'From TypeScript');
    });
  });
});

/**
 * Builds a fixture once for its suite and reads files of its output. A build that fails (a
 * Docusaurus plugin name the host cannot load, say) fails every test of the suite.
 */
function fixtureBuild(name: string) {
  const state: { siteDir?: string; result?: BuildResult } = {};
  before(async () => {
    state.siteDir = await copyFixture(name);
    state.result = await buildSite(state.siteDir);
  });
  after(() => state.siteDir && removeDir(state.siteDir));
  return (file: string): string => readFileSync(join(state.result!.outDir, file), 'utf8');
}

/** Links with `href` first, so assertions do not depend on the order React Router writes attributes in. */
function hrefFirst(html: string): string {
  return html.replace(/<a ([^>]*)>/g, (tag, attributes: string) => {
    const href = /(?:^| )href="[^"]*"/.exec(attributes)?.[0];
    if (!href) return tag;
    const rest = attributes.replace(href, '').trim();
    return `<a ${href.trim()}${rest ? ` ${rest}` : ''}>`;
  });
}
function navbarOf(html: string): string {
  return hrefFirst(html.slice(html.indexOf('<nav class="navbar'), html.indexOf('</nav>')));
}
function footerOf(html: string): string {
  return hrefFirst(html.slice(html.indexOf('<footer class="theme-layout-footer footer'), html.lastIndexOf('</footer>')));
}

describe('building the CommonJS fixture (baseUrl /guide/)', () => {
  const page = fixtureBuild('docusaurus-cjs');

  test('navbar links from a nested page: relative `to` is under the base URL, not the page', () => {
    const html = page('docs/guides/lighting/wicks/index.html');
    const nav = navbarOf(html);
    assert.match(nav, /<a href="\/guide\/blog" class="navbar__link">Journal<\/a>/);
    assert.doesNotMatch(nav, /lighting\/blog/);
    assert.match(nav, /<a href="\/guide\/docs\/intro" class="navbar__link[^"]*">Guide<\/a>/);
    // A `doc` item leads to the doc's permalink, not to a path made of its id.
    assert.match(nav, /<a href="\/guide\/docs\/guides\/lighting" class="navbar__link[^"]*">Lighting<\/a>/);
    assert.match(nav, /<a href="\/guide\/docs\/guides\/lighting\/wicks" class="dropdown__link[^"]*">Wicks<\/a>/);
    // An external link: a new tab, and Docusaurus's external-link icon after its label.
    assert.match(
      nav,
      /<a href="https:\/\/github.com\/example\/lantern" target="_blank" rel="noopener noreferrer" class="navbar__link">GitHub<svg [^>]*class="iconExternalLink_[^"]*"/,
    );
    assert.match(nav, /<span class="navbar-edition">Second edition<\/span>/);
    assert.match(nav, /<img [^>]*src="\/guide\/img\/logo.svg"/);
    assert.match(nav, /English/, 'the locale dropdown names the locale');
    assert.match(
      nav,
      /<a href="https:\/\/example.org\/lantern\/first-edition" target="_blank" rel="noopener noreferrer" class="dropdown__link">First edition<svg [^>]*class="iconExternalLink_/,
      'the version dropdown lists the extra item',
    );
  });

  test('a simple footer with an html item, dark style, HTML copyright', () => {
    const html = page('docs/guides/lighting/wicks/index.html');
    const footer = footerOf(html);
    assert.match(footer, /^<footer class="theme-layout-footer footer footer--dark">/);
    assert.match(footer, /<a href="\/guide\/docs\/intro" class="footer__link-item">Start reading<\/a>/);
    assert.match(footer, /<a href="\/guide\/blog" class="footer__link-item">Journal<\/a>/);
    assert.match(footer, /<li class="footer__item"><a href="https:\/\/example.org\/hosting" class="footer-badge">Kindly hosted<\/a><\/li>/);
    assert.match(footer, /Copyright © 2024 Lantern Guide. <em>Keep it lit.<\/em>/);
  });

  test('head: social card image as a full URL under the base URL, favicon under the base URL', () => {
    const html = page('index.html');
    assert.match(html, /<meta property="og:image" content="https:\/\/lantern.example.org\/guide\/img\/social-card.png">/);
    assert.match(html, /<meta name="twitter:image" content="https:\/\/lantern.example.org\/guide\/img\/social-card.png">/);
    assert.match(html, /<link rel="icon" href="\/guide\/img\/favicon.svg">/);
  });

  test('routes of the preset: docs, blog, pages', () => {
    for (const file of ['index.html', 'docs/intro/index.html', 'blog/index.html', 'blog/2024/03/01/first-light/index.html']) {
      assert.ok(page(file).length > 0, file);
    }
  });
});

describe('building the ES module fixture', () => {
  const page = fixtureBuild('docusaurus-esm');

  test('head tags of the config: noIndex, metadata, headTags, stylesheets, scripts, title delimiter', () => {
    const html = page('docs/reference/options/index.html');
    assert.match(html, /<title>Options · Kite Handbook<\/title>/);
    assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(html, /<meta name="keywords" content="kites, wind, string">/);
    assert.match(html, /<link rel="preconnect" href="https:\/\/fonts.example.org">/);
    assert.match(html, /<link rel="stylesheet" href="https:\/\/fonts.example.org\/wind.css" type="text\/css">/);
    assert.match(html, /<script src="https:\/\/stats.example.org\/count.js" async data-site="kites"><\/script>/);
  });

  test('navbar: docsVersion and docSidebar items, no colour switch; announcement bar in its colours', () => {
    const html = page('docs/reference/options/index.html');
    const nav = navbarOf(html);
    assert.match(nav, /<a href="\/docs\/getting-started" class="navbar__link[^"]*">Handbook<\/a>/);
    assert.match(nav, /<a href="\/docs\/getting-started" class="navbar__link[^"]*">Chapters<\/a>/);
    assert.doesNotMatch(nav, /color-mode-toggle/);
    // The site wraps Navbar/Content: its note follows the navbar's items, inside the bar.
    assert.match(html, /<\/ul><\/div><span class="navbar-extra">Wind: light<\/span><\/nav>/);
    assert.match(
      html,
      /<div class="announcement-bar" role="region" aria-label="Announcement" style="background-color:#1d3557;color:#ffffff"><p class="announcement-bar__content">The <b>spring edition<\/b> is out.<\/p><\/div>/,
    );
  });

  test('a multi-column footer with an html item and a linked logo', () => {
    const html = page('docs/reference/options/index.html');
    const footer = footerOf(html);
    // The site wraps Footer/Layout: its frame around the footer, and its own line after the copyright.
    assert.match(html, /<div class="footer-frame"><footer class="theme-layout-footer footer/);
    assert.match(footer, /<div class="footer__copyright">[\s\S]*?<\/div><p class="footer-extra">Flown since 1998<\/p>/);
    assert.match(footer, /<h2 class="footer__title">Read<\/h2>/);
    assert.match(footer, /<a href="\/docs\/reference\/options" class="footer__link-item">Options<\/a>/);
    assert.match(footer, /<li class="footer__item"><span class="footer-note">No kites were harmed<\/span><\/li>/);
    assert.match(
      footer,
      /<a href="https:\/\/kites.example.org" target="_blank" rel="noopener noreferrer" class="footer__logo-wrapper"><img class="footer__logo" src="\/img\/kite.svg" alt="Kite" width="48"/,
    );
  });
});
