/**
 * Builds the docusaurus-theme fixture (a site's src/ written for Docusaurus 3: swizzles, theme
 * components, @docusaurus/* client modules, CSS Modules, pages in several extensions) and checks
 * the prerendered HTML page by page.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite, copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';
import type { BuildResult } from '../../src/core/build.ts';

let siteDir: string;
let result: BuildResult;

before(async () => {
  siteDir = await copyFixture('docusaurus-theme');
  // A Docusaurus site has React installed itself: a second copy, which its components import.
  cpSync(join(repoRoot, 'node_modules/react'), join(siteDir, 'node_modules/react'), { recursive: true });
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

const page = (route: string) => readFileSync(join(result.outDir, route, 'index.html'), 'utf8');
const text = (html: string, id: string) => new RegExp(`id="${id}">(.*?)</p>`).exec(html)?.[1];

test('pages in .js, .jsx, .ts and .mdx are built; _-prefixed and *.test.* files are not', () => {
  for (const route of ['', 'components', 'plain', 'guide', 'docs/intro']) assert.ok(existsSync(join(result.outDir, route, 'index.html')), route || '/');
  assert.ok(!existsSync(join(result.outDir, '_draft')));
  assert.ok(!existsSync(join(result.outDir, 'widget.test')));
  assert.ok(!existsSync(join(result.outDir, 'widget')));
  assert.match(page('plain'), /<p id="plain">A \.ts page<\/p>/);
});

test("an ejected component replaces the theme's on every page, found by its Docusaurus name too", () => {
  for (const route of ['', 'guide', 'docs/intro']) assert.match(page(route), /<footer class="ejected-footer">An ejected footer<\/footer>/, route);
  assert.equal(page('').match(/<footer/g)?.length, 1, "the theme's footer is gone");
  // An ejected Root wraps the app; the theme's providers (colour mode...) are inside it.
  assert.match(page(''), /<span hidden="" id="site-root">root<\/span><a class="skip-link"/);
  // src/theme/DocItem/Footer replaces the doc page's footer.
  assert.match(page('docs/intro'), /<div class="ejected-doc-footer">Doc footer from the site<\/div>(?:<nav class="pagination-nav"[\s\S]*?<\/nav>)?<\/article>/);
});

test('a swizzled wrapper renders the original through @theme-original', () => {
  const html = page('components');
  assert.match(html, /<div class="wrapped-code-block"><div class="code-block language-js"><div class="code-block__title">greet\.js<\/div>/);
  assert.match(html, /<span class="code-block__line-number" aria-hidden="true">2<\/span>/);
});

test("the site's MDXComponents (spreading the original) serve every page's Markdown", () => {
  assert.match(page('guide'), /<span class="site-highlight" style="color:crimson">highlighted<\/span>/);
  assert.match(page('docs/intro'), /<span class="site-highlight" style="color:rebeccapurple">site components<\/span>/);
  // The original's components are still there: the code block frame, Details, Mermaid.
  assert.match(page('guide'), /<div class="code-block__title">hello\.js<\/div>/);
  assert.match(page('guide'), /<details class="details"><summary>Open me<\/summary>/);
});

test('theme components take Docusaurus props', () => {
  const home = page('');
  assert.match(
    home,
    /<img src="\/img\/light\.svg" alt="Fixture logo" class="themedComponent themedComponent--light"\/><img src="\/img\/dark\.svg" alt="Fixture logo" class="themedComponent themedComponent--dark"\/>/,
  );
  assert.match(home, /<div id="main-content" tabindex="-1" class="main-wrapper home-wrapper"><h1>Theme fixture<\/h1>/, 'Layout wrapperClassName');
  // As Docusaurus's Layout, a plain wrapper: the page's own <main> is the only one.
  assert.deepEqual(home.match(/<main\b[^>]*>/g), ['<main class="home-main">']);
  for (const route of ['guide', 'docs/intro']) assert.equal(page(route).match(/<main\b/g)?.length, 1, `${route}: the theme's page renders one <main>`);
  assert.match(home, /<title>Home \| Theme fixture<\/title>/);
  assert.match(home, /<meta name="description" content="The theme fixture&#x27;s home">|<meta name="description" content="The theme fixture's home">/);

  const components = page('components');
  assert.doesNotMatch(components, /<footer/, 'Layout noFooter');
  assert.match(
    components,
    /<aside class="admonition admonition--caution theme-admonition-caution theme-admonition alert alert--warning"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true">!<\/span>Careful<\/p>/,
  );
  assert.match(components, /<details class="details"><summary>More<\/summary>/);
  assert.match(components, /<h2 id="code" class="anchor">Code<a href="#code" class="hash-link"/);
  assert.match(components, /<img src="\/img\/light\.svg" alt="An ideal image" loading="lazy"\/>/);
  assert.match(components, /role="tab"[^>]*aria-selected="true"[^>]*>npm<\/li>/);

  const guide = page('guide');
  // TOCInline with the page's own `toc` export, up to level 2.
  const inline = /<nav class="toc-inline" aria-label="On this page">(.*?)<\/nav>/s.exec(guide)?.[1] ?? '';
  assert.match(inline, /href="#first-section"/);
  assert.match(inline, /href="#second-section"/);
  assert.doesNotMatch(inline, /a-deeper-heading/);
  assert.doesNotMatch(inline, /table-of-contents__link/, "plain content links, not the side table of contents' muted ones (Docusaurus)");
  // Mermaid: the source until the browser draws it; the library is not in any script.
  assert.match(guide, /<div class="docusaurus-mermaid-container mermaid-diagram mermaid-diagram--source"><pre>graph TD;/);
});

test("Mermaid's library is a separate file, not part of any bundle chunk", () => {
  const media = readdirSync(join(result.outDir, 'assets/media'));
  const library = media.find((file) => /^mermaid\.min\.[0-9a-f]{8}\.js$/.test(file));
  assert.ok(library, media.join(', '));
  for (const file of readdirSync(join(result.outDir, 'assets/js'))) {
    assert.ok(readFileSync(join(result.outDir, 'assets/js', file)).length < 500_000, `${file} is too large to be free of Mermaid`);
  }
  assert.deepEqual(
    readdirSync(result.outDir).filter((f) => f.endsWith('.js')),
    [],
    'no asset at the output root',
  );
});

test("a site with its own copy of React installed: its components' hooks run on the app's React", () => {
  assert.ok(existsSync(join(siteDir, 'node_modules/react/package.json')));
  assert.match(page(''), /<button type="button" aria-expanded="false" aria-controls="[^"]+">Show details<\/button>/);
});

test('@docusaurus/* client modules render while prerendering as in Docusaurus', () => {
  const home = page('');
  assert.equal(text(home, 'site-title'), 'Theme fixture');
  assert.equal(text(home, 'locale'), 'en');
  assert.equal(text(home, 'base-url'), '/img/light.svg');
  assert.equal(text(home, 'absolute-url'), 'https://theme-fixture.example.com/docs');
  assert.equal(text(home, 'navbar-title'), 'Theme fixture');
  assert.match(text(home, 'route-plugin') ?? '', /pages$/);
  assert.equal(text(home, 'global-data'), 'has global data');
  assert.equal(text(home, 'docs-instances'), 'default');
  assert.equal(text(home, 'is-browser'), 'prerendered');
  assert.equal(text(home, 'browser-only'), 'fallback');
  assert.equal(text(home, 'internal'), 'true,false');
  assert.equal(text(home, 'translate'), 'Hello, reader!');
  assert.equal(text(home, 'translate-fn'), 'Count: 3');
  assert.equal(text(home, 'interpolate'), 'Read <a href="/guide">the guide</a> next.');
  assert.equal(text(home, 'error-fallback'), 'not crashed yet');
  // @docusaurus/Head's children land in the page's head; <html className> on <html>.
  assert.match(home, /<html lang="en" dir="ltr" class="fixture-html-class">/);
  assert.match(home, /<meta name="fixture-meta" content="from Head">\n<link rel="preconnect" href="https:\/\/cdn\.example\.invalid">/);
});

test('an SVG imported from code is a React component (SVGR, keeping title and viewBox); from CSS it stays a file (below)', () => {
  const html = page('');
  assert.match(html, /<svg[^>]*viewBox="0 0 24 24"[^>]*class="imported-badge"[^>]*><title>Fixture badge<\/title><circle/);
  // SVGR's titleProp: a `title` prop replaces the SVG's own title.
  assert.match(html, /<svg[^>]*class="required-badge"[^>]*><title>Required badge<\/title><circle/);
});

test('CSS Modules: the server HTML and the client CSS use the same class names; root-relative url() from static/', () => {
  const home = page('');
  const card = /<section class="([^"]+)" data-testid="card"><h2 class="([^"]+)">/.exec(home);
  assert.ok(card, 'the card renders with its module classes');
  const css = readdirSync(join(result.outDir, 'assets/css'))
    .map((file) => readFileSync(join(result.outDir, 'assets/css', file), 'utf8'))
    .join('\n');
  assert.ok(css.includes(`.${card[1]}{`), `.${card[1]} is in the CSS`);
  assert.ok(css.includes(`.${card[2]}{`), `.${card[2]} is in the CSS`);
  const pattern = /url\((\/assets\/media\/pattern\.[0-9a-f]{8}\.svg)\)/.exec(css)?.[1];
  assert.ok(pattern, 'url(/img/pattern.svg) is bundled from static/');
  assert.ok(existsSync(join(result.outDir, pattern)));
  assert.match(css, /url\(\/fonts\/not-there\.woff2\)/, 'a URL naming no static file is left as written');
});

test("<DocCardList /> in a category's index doc shows a card per entry: a doc with its description, a subcategory with its item count", () => {
  const html = page('docs/tools');
  // Docusaurus's markup: a row of col--6 articles, each an Infima card whose heading is the emoji and the label.
  const cards = [...html.matchAll(/<article class="col col--6 margin-bottom--lg docCardListItem_ category-card">(.*?)<\/article>/g)].map(([, card]) => [
    /href="([^"]+)"/.exec(card)?.[1],
    /class="card padding--lg theme-doc-card-container cardContainer_ category-card__link category-card--(\w+)"/.exec(card)?.[1],
    /<span class="theme-doc-card-icon cardTitleIcon_ category-card__icon">([^<]+)</.exec(card)?.[1],
    /<span class="theme-doc-card-title cardTitleText_ category-card__label">([^<]+)</.exec(card)?.[1],
    /<p class="text--truncate theme-doc-card-description cardDescription_ category-card__description" title="[^"]*">([^<]+)</.exec(card)?.[1],
  ]);
  assert.deepEqual(cards, [
    ['/docs/tools/hammer', 'doc', '📄️', 'Hammer', 'Drives nails into boards.'],
    ['/docs/tools/power/drill', 'category', '🗃', 'power', '2 items'],
  ]);
});

test('Docusaurus component names a site wraps render where Docusaurus renders them: DocItem/Layout (with useDoc), DocRoot/Layout, NotFound/Content, BlogPostItem/Header', () => {
  const doc = page('docs/intro');
  // DocItem/Layout: inside the docs frame, around the content area; useDoc() gives the metadata and front matter.
  assert.match(
    doc,
    /<main id="main-content" tabindex="-1" class="docMainContainer_ docs-page__main"><p class="doc-layout-note">Reading Intro \(intro, Intro\)<\/p><div class="doc-page"><article/,
  );
  // DocRoot/Layout: around the whole docs frame (sidebar and content).
  assert.match(doc, /<div class="doc-root-wrapper"><div class="docRoot_ docs-page/);
  const notFound = readFileSync(join(result.outDir, '404.html'), 'utf8');
  assert.match(notFound, /<h1>Page not found<\/h1>[\s\S]*<\/main><p class="not-found-extra">Try the workshop index instead\.<\/p>/);
  // BlogPostItem/Header: in the list and on the post's page.
  assert.match(
    page('blog'),
    /<p class="post-header-kicker">From the workshop<\/p><header><h2 class="blog-post-item__title"><a href="\/blog\/2025\/05\/01\/opening-day">Opening day<\/a>/,
  );
  assert.match(page('blog/2025/05/01/opening-day'), /<p class="post-header-kicker">From the workshop<\/p><header class="blog-post__header"><h1/);
});
