/**
 * The locale settings Docusaurus 3.10 derives (its server/i18n.ts): labels, directions and
 * calendars from `Intl`, each non-default locale under `<baseUrl><locale>/`, its own url/baseUrl
 * when the config gives them, `translate` when its folder exists; and the output folder, build
 * order and translated page links that follow from them.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { siteConfigSchema, type SiteConfig } from '../../src/core/config/config-schema.ts';
import { localeOutputFolder, localesToBuild, resolveI18n } from '../../src/core/i18n/locale-configs.ts';
import { markdownLinkCandidates } from '../../src/core/markdown/remark-markdown-links.ts';
import { BuildReport } from '../../src/core/build-report.ts';
import { prepareLocales } from '../../src/core/i18n/prepare-locales.ts';
import { MarkdownStore } from '../../src/core/markdown/markdown-store.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { localePageUrl } from '../../src/theme/locale-page-url.ts';

const configWith = (i18n: unknown, baseUrl = '/') => siteConfigSchema.parse({ title: 'T', url: 'https://example.com', baseUrl, i18n }) as unknown as SiteConfig;

test("each locale's settings default as Docusaurus derives them, the config's own winning", async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'locale-configs-'));
  try {
    await mkdir(join(siteDir, 'i18n/fr'), { recursive: true });
    const config = configWith(
      {
        defaultLocale: 'en',
        locales: ['en', 'fr', 'ar', 'pt-BR'],
        localeConfigs: { 'pt-BR': { label: 'Português', url: 'https://pt.example.com', baseUrl: '/' } },
      },
      '/site/',
    );
    const i18n = resolveI18n(config, siteDir, 'fr');
    assert.equal(i18n.currentLocale, 'fr');
    assert.deepEqual(i18n.localeConfigs.en, {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
      translate: false,
      url: 'https://example.com',
      baseUrl: '/site/',
    });
    assert.equal(i18n.localeConfigs.fr.label, 'Français');
    assert.equal(i18n.localeConfigs.fr.translate, true, 'its folder exists');
    assert.equal(i18n.localeConfigs.fr.baseUrl, '/site/fr/');
    assert.equal(i18n.localeConfigs.ar.label, 'العربية');
    assert.equal(i18n.localeConfigs.ar.direction, 'rtl');
    assert.equal(i18n.localeConfigs['pt-BR'].label, 'Português');
    assert.equal(i18n.localeConfigs['pt-BR'].url, 'https://pt.example.com');
    assert.equal(i18n.localeConfigs['pt-BR'].baseUrl, '/');
    assert.equal(localeOutputFolder(i18n, config.baseUrl), 'fr');
    assert.equal(localeOutputFolder(resolveI18n(config, siteDir, 'en'), config.baseUrl), '');
    // `build --locale fr` alone: at the site's base URL.
    assert.equal(resolveI18n(config, siteDir, 'fr', true).localeConfigs.fr.baseUrl, '/site/');
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});

test('locales build default first, then as listed; --locale picks some', () => {
  const config = configWith({ defaultLocale: 'fr', locales: ['en', 'fr', 'ar'] });
  assert.deepEqual(localesToBuild(config, undefined), ['fr', 'en', 'ar']);
  assert.deepEqual(localesToBuild(config, ['ar', 'fr']), ['fr', 'ar']);
  assert.deepEqual(localesToBuild(config, ['ar']), ['ar']);
});

test("a translated page's relative link finds a page left untranslated in the default locale's folder", () => {
  const candidates = markdownLinkCandidates('./pruning.md', {
    file: '/site/i18n/fr/docusaurus-plugin-content-docs/current/guide/intro.md',
    contentPaths: ['/site/i18n/fr/docusaurus-plugin-content-docs/current', '/site/docs'],
    siteDir: '/site',
  });
  assert.deepEqual(candidates, ['/site/i18n/fr/docusaurus-plugin-content-docs/current/guide/pruning.md', '/site/docs/guide/pruning.md']);
  // A page in one content path only: its own folder, as before.
  assert.deepEqual(markdownLinkCandidates('./b.md', { file: '/site/docs/a.md', contentPaths: ['/site/docs'], siteDir: '/site' }), ['/site/docs/b.md']);
});

test("the locale dropdown's link: the same page under the other locale's base URL, on its own domain when it has one", () => {
  const config = configWith({ defaultLocale: 'en', locales: ['en', 'fr', 'ja'], localeConfigs: { ja: { url: 'https://ja.example.com', baseUrl: '/' } } });
  const i18n = resolveI18n(config, '/nowhere', 'fr');
  const location = { pathname: '/fr/docs/intro', search: '?q=1', hash: '#top' };
  assert.equal(localePageUrl(i18n, 'en', location, config.url), '/docs/intro?q=1#top');
  assert.equal(localePageUrl(i18n, 'fr', location, config.url), '/fr/docs/intro?q=1#top');
  assert.equal(localePageUrl(i18n, 'ja', location, config.url), 'https://ja.example.com/docs/intro?q=1#top');
});

test('two locales at one base URL are refused before anything is built, naming both', async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'locale-clash-'));
  try {
    const i18n = { defaultLocale: 'en', locales: ['en', 'pt'], localeConfigs: { pt: { url: 'https://pt.example.com', baseUrl: '/' } } };
    await writeFile(join(siteDir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify({ title: 'T', url: 'https://example.com', i18n })};\n`);
    const paths = sitePaths(siteDir);
    const report = new BuildReport();
    const store = new MarkdownStore(join(paths.cacheDir, 'markdown'), false, report);
    await assert.rejects(prepareLocales(paths, { report, store }), /locales "en" and "pt" would both be built into the output's root .*--locale pt/);
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});
