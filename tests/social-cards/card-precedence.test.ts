/**
 * Which image a page's head names: its own (front matter, or themeConfig.image through the theme's
 * Layout) wins over the card made for it; without either it has none. A site that sets
 * themeConfig.image gets no cards made at all.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import socialCards from '../../plugins/social-cards/index.ts';
import type { LoadContext } from '../../src/core/index.ts';
import { pageMetaTags, type HtmlPageInput } from '../../src/core/prerender/html-page.ts';

// One locale: the head gets no alternates (i18n/alternate-links.ts).
const site = { title: 'Site', baseUrl: '/sub/', url: 'https://example.com', i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'] } };

/** The og:image and twitter:image a page's head gets. */
function socialImages(head: HtmlPageInput['head'], defaultImage?: string): string[] {
  const input = { boot: { site, route: '/sub/page' }, head, defaultImage } as unknown as HtmlPageInput;
  return pageMetaTags(input).filter((tag) => /og:image|twitter:image/.test(tag));
}

test("the page's own image wins over its card", () => {
  assert.deepEqual(socialImages({ image: '/img/own.png' }, '/img/cards/abc.png'), [
    '<meta property="og:image" content="https://example.com/sub/img/own.png">',
    '<meta name="twitter:image" content="https://example.com/sub/img/own.png">',
  ]);
});

test('a page without an image of its own shows its card, as an absolute URL under the base URL', () => {
  assert.deepEqual(socialImages({}, '/img/cards/abc.png'), [
    '<meta property="og:image" content="https://example.com/sub/img/cards/abc.png">',
    '<meta name="twitter:image" content="https://example.com/sub/img/cards/abc.png">',
  ]);
  assert.deepEqual(socialImages({}), []);
});

test('with themeConfig.image set, no card is made', async () => {
  const context = {
    siteConfigPath: 'site.config.ts',
    cacheDir: '/nonexistent',
    siteConfig: { ...site, tagline: '', themeConfig: { image: '/img/site.png' } },
  } as unknown as LoadContext;
  const plugin = await socialCards(context, {} as never);
  await plugin.allContentLoaded?.({
    allContent: {},
    actions: {} as never,
    routes: [{ path: '/page', permalink: '/sub/page', component: 'x', plugin: 'p', pluginId: 'default' }],
  });
  assert.deepEqual(await plugin.pageImages?.(), {});
});
