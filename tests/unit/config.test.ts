import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateSiteConfig } from '../../src/core/config/load-config.ts';
import { SiteError } from '../../src/core/site-error.ts';

const minimal = { title: 'T', url: 'https://example.com' };

test('defaults are filled in', () => {
  const config = validateSiteConfig(minimal, 'site.config.ts');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.onBrokenLinks, 'warn');
  assert.equal(config.themeConfig.colorMode.defaultMode, 'light');
  assert.equal(config.themeConfig.tableOfContents.maxHeadingLevel, 3);
});

test('an unknown key is an error naming it and the file', () => {
  assert.throws(() => validateSiteConfig({ ...minimal, titel: 'x' }, '/site/site.config.ts'), (error: SiteError) => {
    assert.equal(error.file, '/site/site.config.ts');
    assert.match(error.message, /unknown key "titel"/);
    return true;
  });
  assert.throws(() => validateSiteConfig({ ...minimal, themeConfig: { navbar: { itemz: [] } } }, 'c.ts'), /unknown key "themeConfig.navbar.itemz"/);
});

test('a mistyped value names the key and what was expected', () => {
  assert.throws(() => validateSiteConfig({ ...minimal, baseUrl: 'sub' }, 'c.ts'), /"baseUrl": must start and end with "\/"/);
  assert.throws(() => validateSiteConfig({ ...minimal, onBrokenLinks: 'explode' }, 'c.ts'), /"onBrokenLinks": .*(warn|expected)/i);
  assert.throws(() => validateSiteConfig({ ...minimal, url: 42 }, 'c.ts'), /"url"/);
});
