/**
 * The blog plugin: posts from `blog/` (YYYY-MM-DD-slug.mdx, YYYY-MM-DD-slug/index.mdx,
 * YYYY/MM/DD/slug.mdx, or any name with a front matter date), paginated lists, tag pages, an
 * archive, and RSS / Atom / JSON feeds. Docusaurus 3 conventions throughout: see SPEC.md and
 * DESIGN.md. Drafts are built only in development; unlisted posts are built but not listed.
 */
import { join, relative } from 'node:path';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { definePlugin, type Plugin } from '../../src/core/plugin-types.ts';
import { loadAuthorsMap } from './authors.ts';
import { feedHeadTags, writeFeeds, type FeedSite } from './feeds.ts';
import { blogOptionsSchema } from './options.ts';
import { findPostFiles, readPost, sortPostsNewestFirst } from './read-posts.ts';
import { blogRoutePaths } from './route-paths.ts';
import { addBlogRoutes } from './routes.ts';
import { groupPostsByTag, loadTagsMap } from './tags.ts';
import type { BlogContent } from './types.ts';

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions('blog', blogOptionsSchema, rawOptions);
  const blogDir = join(context.siteDir, options.path);
  const paths = blogRoutePaths(options.routeBasePath);
  const site: FeedSite = { url: context.siteConfig.url, baseUrl: context.baseUrl, title: context.siteConfig.title };

  const plugin: Plugin<BlogContent> = {
    name: 'blog',

    async loadContent(): Promise<BlogContent> {
      const [authorsMap, tagsMap, files] = await Promise.all([
        loadAuthorsMap(join(blogDir, options.authorsMapPath)),
        loadTagsMap(join(blogDir, options.tagsMapPath)),
        findPostFiles(blogDir),
      ]);
      const tagsNotInMap: string[] = [];
      const onTagsNotInMap = (file: string, tags: string[]) => tagsNotInMap.push(`${relative(context.siteDir, file)}: ${tags.map((tag) => `"${tag}"`).join(', ')}`);
      const read = await Promise.all(files.map((relativeFile) => readPost({ siteDir: context.siteDir, blogDir, relativeFile, options, paths, authorsMap, tagsMap, onTagsNotInMap })));
      context.report.problems(options.onInlineTags, `Blog tags not in ${join(options.path, options.tagsMapPath)}`, tagsNotInMap.sort());
      const posts = sortPostsNewestFirst(read.filter((post) => !(post.draft && context.isProduction)));
      // Like Docusaurus, `unlisted` takes effect in production builds; the dev server lists everything.
      for (const post of posts) post.unlisted &&= context.isProduction;
      const listedPosts = posts.filter((post) => !post.unlisted);
      return { posts, listedPosts, tags: groupPostsByTag(posts) };
    },

    async contentLoaded({ content, actions }) {
      await addBlogRoutes({ content, actions, options, paths, baseUrl: context.baseUrl, editUrl: options.editUrl });
    },

    headTags: () => feedHeadTags(site, paths.base, options),

    async postBuild({ outDir, pages, content }) {
      await writeFeeds({ outDir, cacheDir: context.cacheDir, report: context.report, posts: content.listedPosts, pages, site, blogBasePath: paths.base, options });
    },

    watchPaths: () => [blogDir],
  };
  return plugin;
});
