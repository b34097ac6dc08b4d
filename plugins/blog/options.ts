/** The blog plugin's options (`['blog', { ... }]` in site.config.ts), with Docusaurus-like defaults. */
import { z } from 'zod';
import { markdownContentOptionsShape } from '../../src/core/markdown/markdown-options.ts';

export const blogOptionsSchema = z.strictObject({
  /** The posts' folder, relative to the site. */
  path: z.string().default('blog'),
  /** Where the blog lives on the site. */
  routeBasePath: z.string().default('/blog'),
  postsPerPage: z.number().int().positive().default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Authors map (YAML or JSON), relative to the posts' folder. */
  authorsMapPath: z.string().default('authors.yml'),
  /** Predefined tags (YAML or JSON), relative to the posts' folder; optional. */
  tagsMapPath: z.string().default('tags.yml'),
  /** What to do with a tag missing from the tags map (only when the map exists). */
  onInlineTags: z.enum(['ignore', 'warn', 'throw']).default('warn'),
  /** "Edit this page" base URL; the post's path relative to the site is appended. */
  editUrl: z.string().optional(),
  wordsPerMinute: z.number().positive().default(200),
  feed: z
    .strictObject({
      /** Which feeds to write; an empty list writes none. */
      types: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      /** How many of the newest posts a feed holds. */
      limit: z.number().int().positive().default(20),
    })
    .default({ types: ['rss', 'atom', 'json'], limit: 20 }),
  /** admonitions, remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins (Docusaurus's). */
  ...markdownContentOptionsShape,
});

export type BlogOptions = z.output<typeof blogOptionsSchema>;
