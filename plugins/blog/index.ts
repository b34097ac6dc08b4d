/**
 * The blog plugin, `@docusaurus/plugin-content-blog` (Docusaurus 3 options and defaults, see
 * options.ts): posts from `blog/` (YYYY-MM-DD-slug.mdx, YYYY-MM-DD-slug/index.mdx,
 * YYYY/MM/DD/slug.mdx, or any name with a front matter date), paginated lists, tag pages, an
 * archive, and RSS / Atom / JSON feeds. Several instances work side by side, each with its own
 * `id`, folder and route base. Drafts are built only in development; unlisted posts are built but
 * not listed.
 */
import { join, relative } from 'node:path';
import {
  definePlugin,
  pickMarkdownContentOptions,
  readLastUpdates,
  TRUNCATE_MARKER,
  validatePluginOptions,
  withBaseUrl,
  type Plugin,
  localizedContentDir,
  contentFileSource,
  editUrlOfFile,
  sitePathOf,
} from '../../src/core/index.ts';
import { loadAuthorsMap } from './authors.ts';
import { applyProcessBlogPosts } from './docusaurus-blog-post.ts';
import { feedHeadTags, writeFeeds, type FeedSite } from './feeds.ts';
import { blogOptionsSchema } from './options.ts';
import { findPostFiles, readPost, sortPosts } from './read-posts.ts';
import { blogRoutePaths } from './route-paths.ts';
import { addBlogRoutes } from './routes.ts';
import { blogSidebarData } from './sidebar.ts';
import { blogTranslationFiles, translatedBlogTitles } from './translation-files.ts';
import { groupPostsByTag, loadTagsMap } from './tags.ts';
import type { BlogContent, BlogGlobalData, BlogPost } from './types.ts';

export const BLOG_PLUGIN_NAME = 'docusaurus-plugin-content-blog';

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(BLOG_PLUGIN_NAME, blogOptionsSchema, rawOptions, context.siteConfigPath);
  const blogDir = join(context.siteDir, options.path);
  const paths = blogRoutePaths(options.routeBasePath, options.tagsBasePath, options.archiveBasePath, options.authorsBasePath);
  const site: FeedSite = { url: context.siteConfig.url, baseUrl: context.baseUrl, title: context.siteConfig.title };
  // A translated locale's posts, where translated (Docusaurus: i18n/<locale>/docusaurus-plugin-content-blog).
  const blogFolders = { contentDir: blogDir, localizedDir: localizedContentDir(context, { name: BLOG_PLUGIN_NAME, id: options.id }) };
  const editUrlOf = (post: BlogPost): string | undefined => {
    const { editUrl } = options;
    if (!editUrl) return undefined;
    const source = contentFileSource(join(context.siteDir, post.siteRelativeSource), blogFolders);
    if (typeof editUrl === 'string') return editUrlOfFile(editUrl, context.siteDir, source, blogFolders, options.editLocalizedFiles);
    return editUrl({
      blogDirPath: sitePathOf(context.siteDir, source.folder),
      blogPath: source.pathInFolder,
      permalink: withBaseUrl(context.baseUrl, post.path),
      locale: context.i18n.currentLocale,
    });
  };

  /** Docusaurus's advice on posts: authors written inline instead of in the authors map, posts without a truncate marker. */
  const reportPostProblems = (posts: BlogPost[]) => {
    const inline = posts.flatMap((post) => {
      const names = post.authors.filter((author) => !author.key).map((author) => author.name);
      return names.length ? [`${post.siteRelativeSource}: ${names.join(', ')}`] : [];
    });
    context.report.problems(
      options.onInlineAuthors,
      `Blog authors not defined in ${join(options.path, options.authorsMapPath)} (set onInlineAuthors: 'ignore' to allow them)`,
      inline,
    );
    const untruncated = posts.filter((post) => !post.hasTruncateMarker).map((post) => post.siteRelativeSource);
    context.report.problems(
      options.onUntruncatedBlogPosts,
      "Blog posts without a truncate marker (<!-- truncate --> or {/* truncate */}), shown whole in blog lists (set onUntruncatedBlogPosts: 'ignore' to allow them)",
      untruncated,
    );
  };

  const plugin: Plugin<BlogContent> = {
    name: BLOG_PLUGIN_NAME,
    getTranslationFiles: () => blogTranslationFiles(options),
    // A translated locale's titles (its options.json), as Docusaurus's blog translates them; this locale's options only.
    translateContent({ content, translationFiles }) {
      Object.assign(options, translatedBlogTitles(options, translationFiles));
      return content;
    },
    // The theme's blog pages read module namespaces (`content.default`, `list.default`).
    moduleProps: 'namespace',

    async loadContent(): Promise<BlogContent> {
      // A custom truncate marker only: the default leaves the compile options (and their cache keys) as they were.
      const truncateMarker = options.truncateMarker === TRUNCATE_MARKER ? undefined : options.truncateMarker;
      const { localizedDir } = blogFolders;
      for (const folder of localizedDir ? [localizedDir, blogDir] : [blogDir])
        context.markdown?.addContentFolder({ folder, ...pickMarkdownContentOptions(options), truncateMarker });
      const wantsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
      const [authorsMap, tagsMap, files, lastUpdates] = await Promise.all([
        loadAuthorsMap(join(blogDir, options.authorsMapPath), paths.authors),
        options.tags ? loadTagsMap(join(blogDir, options.tags)) : undefined,
        findPostFiles(blogDir, options.include, options.exclude),
        wantsLastUpdate ? readLastUpdates([blogDir]) : undefined,
      ]);
      const tagsNotInMap: string[] = [];
      const onTagsNotInMap = (file: string, tags: string[]) =>
        tagsNotInMap.push(`${relative(context.siteDir, file)}: ${tags.map((tag) => `"${tag}"`).join(', ')}`);
      const read = await Promise.all(
        files.map((relativeFile) =>
          readPost({
            siteDir: context.siteDir,
            blogDir,
            relativeFile,
            options,
            paths,
            authorsMap,
            tagsMap,
            onTagsNotInMap,
            locale: context.i18n.currentLocale,
            localizedDir,
          }),
        ),
      );
      // From git, as the docs plugin reads them (one `git log` for the folder); only when asked for.
      if (lastUpdates) {
        for (const post of read) {
          const lastUpdate = lastUpdates.get(post.source);
          post.lastUpdatedAt = options.showLastUpdateTime ? lastUpdate?.timestamp : undefined;
          post.lastUpdatedBy = options.showLastUpdateAuthor ? lastUpdate?.author : undefined;
        }
      }
      const policy = options.onInlineTags === 'log' ? 'warn' : options.onInlineTags;
      if (options.tags) context.report.problems(policy, `Blog tags not in ${join(options.path, options.tags)}`, tagsNotInMap.sort());
      let posts = sortPosts(
        read.filter((post) => !(post.draft && context.isProduction)),
        options.sortPosts,
      );
      if (options.processBlogPosts)
        posts = await applyProcessBlogPosts(posts, options.processBlogPosts, { baseUrl: context.baseUrl, editUrlOf, configFile: context.siteConfigPath });
      reportPostProblems(posts);
      // Like Docusaurus, `unlisted` takes effect in production builds; the dev server lists everything.
      for (const post of posts) post.unlisted &&= context.isProduction;
      const listedPosts = posts.filter((post) => !post.unlisted);
      return { posts, listedPosts, tags: groupPostsByTag(posts), authors: [...authorsMap.values()] };
    },

    async contentLoaded({ content, actions }) {
      const globalData: BlogGlobalData = {
        blogBasePath: withBaseUrl(context.baseUrl, paths.base),
        blogTitle: options.blogTitle,
        blogSidebarTitle: options.blogSidebarTitle,
        blogSidebarCount: options.blogSidebarCount,
        showReadingTime: options.showReadingTime,
        // Global data, not each page's: every blog page shows the same sidebar (Docusaurus shares one module among them).
        sidebar: blogSidebarData(content.listedPosts, options, (path) => withBaseUrl(context.baseUrl, path)),
      };
      actions.setGlobalData(globalData);
      await addBlogRoutes({
        content,
        actions,
        options,
        paths,
        baseUrl: context.baseUrl,
        editUrlOf,
        dateLocale: context.i18n.localeConfigs[context.i18n.currentLocale],
      });
    },

    // As Docusaurus: a blog without posts links to no feeds (and writes none, see writeFeeds).
    injectHtmlTags: ({ content }) => (content.posts.length > 0 ? { headTags: feedHeadTags(site, paths.base, options) } : {}),

    async postBuild({ outDir, pages, content }) {
      await writeFeeds({
        outDir,
        cacheDir: context.cacheDir,
        report: context.report,
        posts: content.listedPosts,
        pages,
        site,
        blogBasePath: paths.base,
        blogDir,
        configFile: context.siteConfigPath,
        options,
        siteConfig: context.siteConfig,
        shapeContext: { baseUrl: context.baseUrl, editUrlOf },
      });
    },

    getPathsToWatch: () => [blogDir],
  };
  return plugin;
});
