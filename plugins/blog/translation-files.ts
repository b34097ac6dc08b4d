/**
 * The blog's translation file, as `write-translations` writes Docusaurus's: `options.json` with the
 * blog's title and description (for SEO) and the sidebar's title, under Docusaurus's keys.
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
