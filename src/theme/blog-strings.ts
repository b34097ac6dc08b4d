/**
 * The blog's user-facing strings that depend on a count, in the page's locale: Docusaurus's plural
 * messages (`theme.blog.post.readingTime.plurals`, `theme.blog.post.plurals`, `theme.blog.tagTitle`)
 * with Docusaurus's English wording, the form chosen by the locale's plural rules.
 */
import { translate } from '@generator/client/docusaurus/Translate';
import { selectPluralMessage } from '@generator/client/docusaurus/plural-message';

/** "One min read" / "5 min read" (Docusaurus's English) */
export const readingTimeLabel = (minutes: number) =>
  selectPluralMessage(
    minutes,
    translate({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }, { readingTime: minutes }),
  );

/** "One post" / "12 posts" */
export const postCountLabel = (count: number) =>
  selectPluralMessage(count, translate({ id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }, { count }));

/** 'One post tagged with "xstate"' / '12 posts tagged with "xstate"' */
export const taggedPostsHeading = (count: number, tag: string) =>
  translate({ id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' }, { nPosts: postCountLabel(count), tagName: tag });

/** "Page 2 of 10" */
export const pageOfLabel = (page: number, totalPages: number) => `Page ${page} of ${totalPages}`;
