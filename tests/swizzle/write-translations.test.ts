/**
 * `write-translations` on the lantern fixture: the files, keys, messages and descriptions that
 * Docusaurus 3.10 writes for the same site (its output was generated once with Docusaurus and
 * the keys are asserted here), and the merge with files already there (translations kept, new
 * keys added, `override`, `messagePrefix`).
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { writeTranslations } from '../../src/core/commands/write-translations/index.ts';
import type { TranslationFileContent } from '../../src/core/plugin-types.ts';
import { copyLanternSite } from './lantern-site.ts';

let siteDir: string;
const read = async (file: string): Promise<TranslationFileContent> => JSON.parse(await readFile(join(siteDir, 'i18n/en', file), 'utf8'));

before(async () => {
  siteDir = await copyLanternSite();
  await writeTranslations(siteDir);
});
after(() => rm(siteDir, { recursive: true, force: true }));

test("code.json: the site's <Translate> and translate() declarations, then the theme's strings", async () => {
  const code = await read('code.json');
  assert.deepEqual(code['home.title'], { message: 'Welcome to the lantern', description: 'The title of the home page' });
  assert.deepEqual(code['home.tagline'], { message: 'A light for every path', description: 'The tagline under the title' });
  // No id: the message is the key, and there is no description.
  assert.deepEqual(code['Read the guide'], { message: 'Read the guide' });
  const keys = Object.keys(code);
  assert.deepEqual(keys.slice(0, 3), ['home.title', 'home.tagline', 'Read the guide']);
  assert.equal(keys.filter((key) => key.startsWith('theme.')).length, 82, 'as many theme strings as Docusaurus 3.10 writes');
  assert.deepEqual(code['theme.NotFound.title'], { message: 'Page Not Found', description: 'The title of the 404 page' });
  assert.deepEqual(code['theme.docs.paginator.next'], { message: 'Next', description: 'The label used to navigate to the next doc' });
  assert.equal(code['theme.blog.post.readingTime.plurals'].message, 'One min read|{readingTime} min read');
  for (const key of ['theme.CodeBlock.copy', 'theme.common.editThisPage', 'theme.TOCCollapsible.toggleButtonLabel', 'theme.blog.authorsList.pageTitle'])
    assert.ok(key in code, key);
});

test("the docs, blog and theme files with Docusaurus's keys", async () => {
  const docs = await read('docusaurus-plugin-content-docs/current.json');
  assert.deepEqual(Object.keys(docs), [
    'version.label',
    'sidebar.guide.category.Guides',
    'sidebar.guide.category.Guides.link.generated-index.title',
    'sidebar.guide.category.Guides.link.generated-index.description',
    'sidebar.guide.link.Lantern shop',
  ]);
  assert.deepEqual(docs['version.label'], { message: 'Next', description: 'The label for version current' });
  assert.equal(docs['sidebar.guide.category.Guides.link.generated-index.title'].message, 'All guides');
  assert.equal(
    docs['sidebar.guide.link.Lantern shop'].description,
    "The label for link 'Lantern shop' in sidebar 'guide', linking to 'https://example.org/shop'",
  );

  const blog = await read('docusaurus-plugin-content-blog/options.json');
  assert.deepEqual(Object.keys(blog), ['title', 'description', 'sidebar.title']);
  assert.deepEqual(blog['sidebar.title'], { message: 'Latest news', description: 'The label for the left sidebar' });

  const navbar = await read('docusaurus-theme-classic/navbar.json');
  assert.deepEqual(Object.keys(navbar), ['title', 'logo.alt', 'item.label.Guide', 'item.label.News', 'item.label.More', 'item.label.Source']);
  assert.deepEqual(navbar['item.label.Source'], { message: 'Source', description: 'Navbar item with label Source' });

  const footer = await read('docusaurus-theme-classic/footer.json');
  assert.deepEqual(Object.keys(footer), ['link.title.Learn', 'link.item.label.Getting started', 'copyright']);
  assert.equal(footer['link.item.label.Getting started'].description, 'The label of footer link with label=Getting started linking to /docs/intro');
});

test('a second run keeps translated messages and keys the site no longer has, and adds missing keys', async () => {
  const file = join(siteDir, 'i18n/en/code.json');
  const code = await read('code.json');
  code['home.title'].message = 'Bienvenue à la lanterne';
  delete code['home.tagline'];
  code['old.key'] = { message: 'Gone from the site' };
  await writeFile(file, JSON.stringify(code));
  await writeTranslations(siteDir, { messagePrefix: '(new) ' });
  const merged = await read('code.json');
  assert.equal(merged['home.title'].message, 'Bienvenue à la lanterne');
  assert.equal(merged['home.tagline'].message, '(new) A light for every path', 'a new key gets the prefix');
  assert.equal(merged['theme.NotFound.title'].message, 'Page Not Found', 'an existing message gets no prefix');
  assert.deepEqual(merged['old.key'], { message: 'Gone from the site' });

  await writeTranslations(siteDir, { override: true });
  const overridden = await read('code.json');
  assert.equal(overridden['home.title'].message, 'Welcome to the lantern');
  assert.equal(overridden['home.tagline'].message, 'A light for every path');
});

test('a locale the config does not have is refused', async () => {
  await assert.rejects(writeTranslations(siteDir, { locale: 'fr' }), /locale "fr": it is not in the config's i18n\.locales \(en\)/);
});
