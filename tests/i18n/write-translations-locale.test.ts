/**
 * `write-translations --locale ar` on the three-locale fixture writes what Docusaurus 3.10.2 writes
 * for it (checked by running both on the same folder): the theme's strings with Docusaurus's own
 * Arabic messages and its descriptions, the site's strings in English (to be translated), and the
 * docs, blog, navbar and footer files with the same keys; the search UI's strings by the ids of
 * Docusaurus's Algolia search theme, as Docusaurus writes that theme's.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { writeTranslations } from '../../src/core/commands/write-translations/index.ts';
import { copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir = '';
before(async () => {
  siteDir = await copyFixture('i18n-site');
  await writeTranslations(siteDir, { locale: 'ar', workDir: join(siteDir, 'work') });
});
after(() => removeDir(siteDir));

const written = async (file: string) =>
  JSON.parse(await readFile(join(siteDir, 'i18n/ar', file), 'utf8')) as Record<string, { message: string; description?: string }>;

test("code.json: the theme's strings with Docusaurus's messages for the locale, the site's own as written", async () => {
  const code = await written('code.json');
  assert.deepEqual(code['theme.docs.paginator.next'], { message: 'التالي', description: 'The label used to navigate to the next doc' });
  assert.deepEqual(code['theme.common.skipToMainContent'], {
    message: 'إنتقل إلى المحتوى الرئيسي',
    description: 'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  });
  assert.deepEqual(code['theme.NotFound.title'], { message: 'الصفحة غير موجودة', description: 'The title of the 404 page' });
  assert.deepEqual(code['home.greeting'], { message: 'Welcome to the orchard', description: 'The greeting on the home page' });
  // The search UI's strings by the ids of Docusaurus's Algolia search theme, with its descriptions and Arabic messages.
  assert.deepEqual(code['theme.SearchBar.label'], { message: 'بحث', description: 'The ARIA label and placeholder for search button' });
  // Docusaurus's file has 142 entries: these 84 and 58 of its Algolia search theme.
  assert.equal(Object.keys(code).length, 142);
});

test('the docs, blog, navbar and footer files: the keys and messages Docusaurus writes', async () => {
  assert.deepEqual(await written('docusaurus-plugin-content-docs/current.json'), {
    'version.label': { message: 'Next', description: 'The label for version current' },
    'sidebar.guide.category.Seasons': { message: 'Seasons', description: "The label for category 'Seasons' in sidebar 'guide'" },
    'sidebar.guide.category.Seasons.link.generated-index.title': {
      message: 'The seasons',
      description: "The generated-index page title for category 'Seasons' in sidebar 'guide'",
    },
    'sidebar.guide.category.Seasons.link.generated-index.description': {
      message: 'What to do in each season',
      description: "The generated-index page description for category 'Seasons' in sidebar 'guide'",
    },
  });
  assert.deepEqual(Object.keys(await written('docusaurus-theme-classic/navbar.json')), ['title', 'item.label.Guide', 'item.label.Blog']);
  assert.deepEqual(Object.keys(await written('docusaurus-theme-classic/footer.json')), [
    'link.title.Learn',
    'link.item.label.Introduction',
    'link.item.label.About',
    'copyright',
  ]);
  assert.deepEqual(Object.keys(await written('docusaurus-plugin-content-blog/options.json')), ['title', 'description', 'sidebar.title']);
});
