/**
 * The blog's translation file, as `write-translations` writes Docusaurus's: `options.json` with the
 * blog's title and description (for SEO) and the sidebar's title, under Docusaurus's keys; and
 * those titles as a translated locale reads them back.
 */
import type { TranslationFile } from '../../src/core/index.ts';
import type { BlogOptions } from './options.ts';

export function blogTranslationFiles(options: Pick<BlogOptions, 'blogTitle' | 'blogDescription' | 'blogSidebarTitle'>): TranslationFile[] {
  return [
    {
      path: 'options',
      content: {
        title: { message: options.blogTitle, description: 'The title for the blog used in SEO' },
        description: { message: options.blogDescription, description: 'The description for the blog used in SEO' },
        'sidebar.title': { message: options.blogSidebarTitle, description: 'The label for the left sidebar' },
      },
    },
  ];
}

/** The blog's titles with the messages of a translated locale's options.json (Docusaurus's translateContent of the blog). */
export function translatedBlogTitles(
  options: Pick<BlogOptions, 'blogTitle' | 'blogDescription' | 'blogSidebarTitle'>,
  translationFiles: readonly TranslationFile[],
): Pick<BlogOptions, 'blogTitle' | 'blogDescription' | 'blogSidebarTitle'> {
  const messages = translationFiles.find((file) => file.path === 'options')?.content ?? {};
  return {
    blogTitle: messages.title?.message ?? options.blogTitle,
    blogDescription: messages.description?.message ?? options.blogDescription,
    blogSidebarTitle: messages['sidebar.title']?.message ?? options.blogSidebarTitle,
  };
}
