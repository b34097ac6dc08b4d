/**
 * What a reader notices on the real site, in Chromium: the skip link's landing place, highlighted
 * home code, whole category card titles, sticky columns following the navbar, the Copy button
 * beside (not over) code on mobile, SVG admonition icons, the sidebar staying put when a category
 * collapses, the compact mobile shell, and the 404 page's ways on.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { waitForHydration } from '../support/browser.ts';
import { realSiteOutDir } from '../support/real-site.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCHEMES = ['light', 'dark'] as const;

type ContextOptions = Parameters<Browser['newContext']>[0];

/** A page of `path` in a fresh context (closed with the page's `done`). */
async function open(path: string, options: ContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await env.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  return { page, context };
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('"Skip to main content" then Tab lands inside the article on a docs page, past the sidebar', async () => {
  const { page, context } = await open('/docs/guards');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
  await page.keyboard.press('Enter');
  const target = page.locator('#main-content');
  assert.equal(await target.locator('.docs-sidebar').count(), 0, 'the skip target does not hold the sidebar');
  let tabs = 0;
  while (tabs < 2 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('article'))))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('article'))), `focus reached the article within ${tabs} Tabs`);
  await context.close();
});

for (const colorScheme of SCHEMES) {
  test(`the home page's code sample is highlighted like other code blocks (${colorScheme})`, async () => {
    const { page, context } = await open('/', { colorScheme });
    const block = page.locator('.home-example .code-block');
    assert.equal(await block.locator('.code-block__title').innerText(), 'toggle.ts');
    const colours = await block.evaluate((element) =>
      Object.fromEntries(
        Object.entries({ plain: 'pre', keyword: '.token.keyword', string: '.token.string' }).map(([name, selector]) => [
          name,
          getComputedStyle(element.querySelector(selector)!).color,
        ]),
      ),
    );
    assert.notEqual(colours.keyword, colours.plain, 'keywords have their own colour');
    assert.notEqual(colours.string, colours.plain, 'strings have their own colour');
    await context.close();
  });
}

describe('category cards', () => {
  for (const path of ['/docs/category/state-machines', '/docs/xstate-v4/category/xstate-model-based-testing']) {
    for (const viewport of [DESKTOP, MOBILE]) {
      test(`${path} at ${viewport.width} px: every card title is readable whole, or clamped with an ellipsis and the full title as tooltip`, async () => {
        const { page, context } = await open(path, { viewport });
        const cards = await page.locator('.category-card__link').evaluateAll((links) =>
          links.map((link) => {
            const label = link.querySelector<HTMLElement>('.category-card__label')!;
            const style = getComputedStyle(label);
            return {
              text: label.textContent,
              title: link.getAttribute('title'),
              headingText: link.querySelector('h2')?.textContent,
              icon: link.querySelector('.category-card__icon')?.textContent,
              cutSideways: label.scrollWidth > label.clientWidth,
              clamped: label.scrollHeight > label.clientHeight + 1,
              clampsWithEllipsis: style.webkitLineClamp !== 'none' && style.overflow === 'hidden',
            };
          }),
        );
        assert.ok(cards.length > 3);
        for (const card of cards) {
          assert.equal(card.cutSideways, false, `"${card.text}" is not cut sideways`);
          assert.equal(card.headingText, `${card.icon}${card.text}`, 'the heading holds the icon and the whole title (read by screen readers)');
          if (card.clamped) {
            assert.ok(card.clampsWithEllipsis, `"${card.text}" ends in an ellipsis`);
            assert.equal(card.title, card.text, `"${card.text}" shows whole on hover`);
          }
        }
        await context.close();
      });
    }
  }
});

test('no blank band above the sticky sidebar and table of contents while the navbar hides', async () => {
  const { page, context } = await open('/docs/guards');
  const sidebarContentTop = () =>
    page.locator('.docs-sidebar--desktop').evaluate((nav) => nav.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(nav).paddingTop));
  const tocTop = () => rectOf(page.locator('.doc-page__toc .table-of-contents')).then((r) => r.top);
  const settled = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, 1500);
  await page.locator('.navbar.navbar--hidden').waitFor();
  await settled();
  const remPx = 16;
  assert.ok((await sidebarContentTop()) <= remPx, `sidebar content starts at ${await sidebarContentTop()} px, near the top`);
  assert.ok((await tocTop()) <= 1.5 * remPx, `table of contents starts at ${await tocTop()} px, near the top`);

  // The navbar back: the columns move below it again.
  await page.mouse.wheel(0, -200);
  await page.locator('.navbar:not(.navbar--hidden)').waitFor();
  await settled();
  const navbarBottom = (await rectOf(page.locator('.navbar'))).bottom;
  assert.ok((await sidebarContentTop()) >= navbarBottom, 'sidebar content below the navbar');
  assert.ok((await tocTop()) >= navbarBottom, 'table of contents below the navbar');
  await context.close();
});

for (const colorScheme of SCHEMES) {
  test(`at 390 px the Copy button covers no code and is opaque (${colorScheme})`, async () => {
    for (const path of ['/docs/installation', '/docs/guards']) {
      const { page, context } = await open(path, { viewport: MOBILE, colorScheme });
      const blocks = page.locator('.markdown .code-block');
      const count = await blocks.count();
      assert.ok(count > 2, `${path} has code blocks`);
      for (let i = 0; i < count; i++) {
        const block = blocks.nth(i);
        const button = await rectOf(block.locator('.code-block__copy'));
        const lines = await block.locator('.code-block__line').evaluateAll((elements) =>
          elements.map((element) => {
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { left, top, right, bottom };
          }),
        );
        const covered = lines.findIndex((line) => overlaps(button, line));
        assert.equal(covered, -1, `${path}, block ${i}: the Copy button covers line ${covered + 1}`);
        const look = await block.locator('.code-block__copy').evaluate((element) => {
          const style = getComputedStyle(element);
          return { opacity: style.opacity, background: style.backgroundColor };
        });
        assert.equal(look.opacity, '1');
        assert.match(look.background, /^rgb\(/, 'an opaque background (no alpha)');
      }
      await context.close();
    }
  });
}

test('every admonition keyword of the site shows an SVG icon (hidden from screen readers) and its title as text', async () => {
  // The spec's admonition keywords, each found on some built page.
  const kinds = ['note', 'tip', 'info', 'warning', 'danger', 'typescript', 'xstate', 'warningxstate', 'breakingchange', 'studio', 'new', 'video'];
  const outDir = await realSiteOutDir();
  const pages = new Map<string, string>();
  for (const entry of await readdir(join(outDir, 'docs'), { recursive: true })) {
    if (!entry.endsWith('index.html') || pages.size === kinds.length) continue;
    const html = await readFile(join(outDir, 'docs', entry), 'utf8');
    for (const kind of kinds) if (!pages.has(kind) && html.includes(`admonition--${kind} `)) pages.set(kind, `/docs/${entry.slice(0, -'index.html'.length)}`);
  }
  assert.deepEqual([...pages.keys()].sort(), [...kinds].sort(), 'each keyword is used on some page');

  const context = await env.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  for (const [kind, path] of pages) {
    await page.goto(env.site.url + path);
    const heading = page.locator(`.admonition--${kind} .admonition__heading`).first();
    const icon = await heading.evaluate((element) => {
      const span = element.querySelector<HTMLElement>('.admonition__icon')!;
      const style = getComputedStyle(span);
      const box = span.getBoundingClientRect();
      return {
        svg: /^url\("data:image\/svg\+xml,/.test(style.maskImage || style.webkitMaskImage),
        shown: box.width > 0 && box.height > 0,
        hidden: span.getAttribute('aria-hidden') === 'true',
        text: span.textContent,
      };
    });
    assert.ok(icon.svg, `${kind} (${path}) draws an SVG icon`);
    assert.ok(icon.shown, `${kind}: the icon takes room`);
    assert.ok(icon.hidden, `${kind}: the icon is decorative`);
    assert.equal(icon.text, '', `${kind}: no emoji or letters as icon`);
    assert.ok((await heading.innerText()).trim().length > 0, `${kind}: the title is there`);
    assert.doesNotMatch(await heading.innerText(), /\p{Extended_Pictographic}/u);
  }
  await context.close();
});

test('collapsing a sidebar category keeps it where it was, near the end of the scrolled sidebar too', async () => {
  const { page, context } = await open('/docs/guards');
  const sidebar = page.locator('.docs-sidebar--desktop');
  await sidebar.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
  for (const category of ['Actors', 'Using Stately Studio']) {
    const toggle = sidebar.getByRole('button', { name: `Toggle the sidebar category “${category}”` });
    await toggle.scrollIntoViewIfNeeded();
    const before = await rectOf(toggle);
    const scrollBefore = await sidebar.evaluate((nav) => nav.scrollTop);
    // A real click where the reader sees the button (a locator click could scroll first).
    await page.mouse.click((before.left + before.right) / 2, (before.top + before.bottom) / 2);
    await page.waitForFunction((label) => {
      const button = [...document.querySelectorAll('.docs-sidebar--desktop button')].find((b) => b.getAttribute('aria-label')?.includes(label));
      const list = document.getElementById(button?.getAttribute('aria-controls') ?? '');
      return button?.getAttribute('aria-expanded') === 'false' && (list === null || list.hidden || list.getBoundingClientRect().height === 0);
    }, `“${category}”`);
    assert.equal((await rectOf(toggle)).top, before.top, `${category} stayed where it was`);
    assert.equal(await sidebar.evaluate((nav) => nav.scrollTop), scrollBefore, 'the sidebar kept its scroll');
  }
  await context.close();
});

describe('mobile shell', () => {
  test('the announcement bar is at most two lines of small type beside its close button, its link in view', async () => {
    const { page, context } = await open('/docs/guards', { viewport: MOBILE });
    const bar = await page.locator('.announcement-bar').evaluate((element) => {
      const content = element.querySelector<HTMLElement>('.announcement-bar__content')!;
      const close = element.querySelector<HTMLElement>('.announcement-bar__close')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        height: box.height,
        fontSize: Number.parseFloat(getComputedStyle(content).fontSize),
        lineHeight: Number.parseFloat(getComputedStyle(content).lineHeight) || 1.5 * Number.parseFloat(getComputedStyle(content).fontSize),
        contentHeight: content.clientHeight,
        closeInside: close.top >= box.top && close.bottom <= box.bottom && close.right <= box.right,
      };
    });
    assert.ok(bar.contentHeight <= bar.lineHeight * 2.5, `at most two lines (${bar.contentHeight} px)`);
    assert.ok(bar.height <= 64, `compact (${bar.height} px)`);
    assert.ok(bar.fontSize < 15, `smaller type (${bar.fontSize} px)`);
    assert.ok(bar.closeInside);
    // The link is whole and in view without scrolling or focusing anything.
    const link = await rectOf(page.locator('.announcement-bar__content a'));
    assert.ok(link.left >= 0 && link.right <= MOBILE.width, 'the link is in view');
    await context.close();
  });

  test('blog post titles are smaller, and "On this page" comes before the title on blog posts as on docs', async () => {
    for (const path of ['/blog/2023-10-02-persisting-state', '/docs/guards']) {
      const { page, context } = await open(path, { viewport: MOBILE });
      const tocBeforeTitle = await page.evaluate(() => {
        const toc = document.querySelector('.toc-mobile');
        const title = document.querySelector('article h1');
        return Boolean(toc && title && toc.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.ok(tocBeforeTitle, `${path}: "On this page" before the title`);
      if (path.startsWith('/blog')) {
        const size = await page.locator('.blog-post__title').evaluate((h1) => Number.parseFloat(getComputedStyle(h1).fontSize));
        assert.ok(size <= 30, `title ${size} px`);
      }
      await context.close();
    }
  });

  test('opening the drawer by touch highlights nothing; opening it by keyboard shows the focus ring', async () => {
    const { page, context } = await open('/', { viewport: MOBILE, hasTouch: true, isMobile: true });
    assert.equal(await page.evaluate(() => matchMedia('(hover: hover)').matches), false, 'a touch screen');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.tap();
    const links = page.locator('.navbar-drawer .navbar-drawer__link');
    await links.first().waitFor();
    // The drawer (loaded on first open) slides in: measure the item once it stands still.
    await page.waitForFunction(async () => {
      const item = document.querySelector('.navbar-drawer .navbar-drawer__link');
      const before = item?.getBoundingClientRect().left;
      await new Promise((done) => setTimeout(done, 100));
      return item?.isConnected && item.getBoundingClientRect().left === before;
    });
    // A phone keeps the tapped point "hovered" (as a pointer left there): say it is now over the drawer's first item.
    const first = await rectOf(links.first());
    const point = { x: (first.left + first.right) / 2, y: (first.top + first.bottom) / 2 };
    // Nothing of the drawer's opening (its backdrop fading in) lies over the item any more.
    await page.waitForFunction(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.navbar-drawer__link') === document.querySelector('.navbar-drawer .navbar-drawer__link'),
      point,
    );
    await page.mouse.move(point.x, point.y);
    assert.ok(await links.first().evaluate((element) => element.matches(':hover')), 'the pointer rests on the first item');
    const backgrounds = await links.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    const highlighted = await page
      .locator('.navbar-drawer .navbar-drawer__link:not(.navbar-drawer__link--active)')
      .evaluateAll((elements) =>
        elements.filter((element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)').map((element) => element.textContent),
      );
    assert.deepEqual(highlighted, [], `no item highlighted (${backgrounds.join(', ')})`);
    assert.equal(await page.evaluate(() => document.activeElement?.matches(':focus-visible')), false, 'no focus ring after a tap');
    await page.getByRole('button', { name: 'Close navigation bar' }).tap();

    await page.getByRole('button', { name: 'Toggle navigation bar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Close navigation bar' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close navigation bar');
    assert.equal(await page.evaluate(() => document.activeElement?.matches(':focus-visible')), true, 'a focus ring for the keyboard');
    await context.close();
  });
});

test('the 404 page keeps its texts and leads on: home, docs, and a search for the missing path', async () => {
  const { page, context } = await open('/no-such-page/for-you');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByText('We could not find what you were looking for.').waitFor();
  const ways = page.getByRole('navigation', { name: 'Ways on' });
  assert.equal(await ways.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'), '/');
  assert.equal(await ways.getByRole('link', { name: 'Read the docs' }).getAttribute('href'), '/docs');
  const search = ways.getByRole('link', { name: 'Search for “no such page for you”' });
  assert.equal(await search.getAttribute('href'), '/search?q=no%20such%20page%20for%20you');
  await search.click();
  await page.waitForURL('**/search?q=*');
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#search-page-input')?.value === 'no such page for you');
  await context.close();
});

test("the version dropdown leads to the doc's counterpart declared in front matter, both ways, and the v4 banner too", async () => {
  const versionLink = (page: Page, label: string) => page.locator('.navbar__inner .docs-version-dropdown').getByRole('link', { name: label });
  const { page, context } = await open('/docs/guards');
  await page
    .locator('.navbar__inner')
    .getByRole('button', { name: /^Versions/ })
    .click();
  const v4Guards = '/docs/xstate-v4/xstate/transitions-and-choices/guards';
  assert.equal(await versionLink(page, 'XState v4').getAttribute('href'), v4Guards);
  await versionLink(page, 'XState v4').click();
  await page.waitForURL(`**${v4Guards}`);
  await page.locator('.doc-version-banner').waitFor();
  await page
    .locator('.navbar__inner')
    .getByRole('button', { name: /^Versions/ })
    .click();
  assert.equal(await versionLink(page, 'XState v5').getAttribute('href'), '/docs/guards');
  assert.equal(await page.locator('.doc-version-banner').getByRole('link', { name: 'latest version' }).getAttribute('href'), '/docs/guards');
  await context.close();
});
