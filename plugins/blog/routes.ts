/**
 * The blog's routes and their data modules: list pages, one page per post, the tags index, a
 * (paginated) page per tag, and the archive. Each route's data goes in its own JSON module
 * (createData), never in global data; list pages name each post's content as a module
 * (`item0: "/abs/post.mdx?excerpt"`, ...) so its excerpt is bundled with the page. The routes are
 * flat (no parent route around them), as Docusaurus's blog adds them.
 */
import type { PluginActions } from '../../src/core/index.ts';
import type { BlogOptions } from './options.ts';
import { pageDataBuilders, type PageDataBuilders } from './page-data-builders.ts';
import type {
  BlogArchivePageData,
  BlogAuthorPageData,
  BlogAuthorsListPageData,
  BlogAuthorSummary,
  BlogListPageData,
  BlogPostPageData,
  BlogTagPageData,
  BlogTagsListPageData,
} from './page-data.ts';
import { paginate } from './pagination.ts';
import { formatMonthDay, type DateLocale } from './post-date.ts';
import type { BlogRoutePaths } from './route-paths.ts';
import type { BlogContent, BlogPost } from './types.ts';

export interface BlogRoutesInput {
  content: BlogContent;
  actions: PluginActions;
  options: BlogOptions;
  paths: BlogRoutePaths;
  baseUrl: string;
  /** A post's "Edit this page" link, if the blog has them. */
  editUrlOf: (post: BlogPost) => string | undefined;
  /** The language and calendar of the locale being built: its dates are written in them. */
  dateLocale?: DateLocale;
}

export async function addBlogRoutes(input: BlogRoutesInput): Promise<void> {
  const data = pageDataBuilders(input.baseUrl, input.content.posts, input.options.showReadingTime, input.dateLocale);
  await addListRoutes(input, data);
  await addPostRoutes(input, data);
  await addTagRoutes(input, data);
  await addArchiveRoute(input, data);
  await addAuthorRoutes(input, data);
}

/** Latest posts: /blog, /blog/page/2, ... */
async function addListRoutes({ content, actions, options, paths }: BlogRoutesInput, data: PageDataBuilders): Promise<void> {
  for (const page of paginate(content.listedPosts, options.postsPerPage, paths.base, options.pageBasePath)) {
    const { items, modules } = data.listItems(page.items);
    const list: BlogListPageData = { blogTitle: options.blogTitle, blogDescription: options.blogDescription, pagination: data.pagination(page), items };
    actions.addRoute({ path: page.path, component: options.blogListComponent, modules: { ...modules, list: await actions.createData(page.path, list) } });
  }
}

/** Each post. Newer/older links run through listed posts only; an unlisted post has none. */
async function addPostRoutes({ content, actions, options, editUrlOf }: BlogRoutesInput, data: PageDataBuilders): Promise<void> {
  const listedIndex = new Map(content.listedPosts.map((post, index) => [post, index]));
  for (const post of content.posts) {
    const index = listedIndex.get(post);
    const page: BlogPostPageData = {
      post: {
        ...data.summary(post),
        keywords: post.keywords,
        image: post.image,
        hideTableOfContents: post.hideTableOfContents,
        unlisted: post.unlisted,
        editUrl: editUrlOf(post),
        lastUpdatedAt: post.lastUpdatedAt,
        lastUpdatedBy: post.lastUpdatedBy,
      },
      newer: index === undefined ? undefined : data.postLink(content.listedPosts[index - 1]),
      older: index === undefined ? undefined : data.postLink(content.listedPosts[index + 1]),
    };
    actions.addRoute({
      path: post.path,
      component: options.blogPostComponent,
      modules: { content: post.source, post: await actions.createData(post.path, page) },
      sourceFile: post.source,
      noIndex: post.unlisted,
    });
  }
}

/**
 * The tags index (listed tags only) and a paginated page per tag. A tag whose posts are all
 * unlisted keeps its page, itself unlisted. Tag pages stay out of the sitemap and search index.
 */
async function addTagRoutes({ content, actions, options, paths }: BlogRoutesInput, data: PageDataBuilders): Promise<void> {
  if (content.tags.length === 0) return;
  const tagsList: BlogTagsListPageData = {
    blogTitle: options.blogTitle,
    tags: content.tags
      .filter((tag) => tag.listedPosts.length > 0)
      .map((tag) => ({ label: tag.label, permalink: data.link(tag.path), count: tag.listedPosts.length, description: tag.description })),
  };
  actions.addRoute({
    path: paths.tags,
    component: options.blogTagsListComponent,
    modules: { tags: await actions.createData(paths.tags, tagsList) },
    noIndex: true,
  });

  for (const tag of content.tags) {
    const unlisted = tag.listedPosts.length === 0;
    const posts = unlisted ? tag.posts : tag.listedPosts;
    for (const page of paginate(posts, options.postsPerPage, tag.path, options.pageBasePath)) {
      const { items, modules } = data.listItems(page.items);
      const tagPage: BlogTagPageData = {
        tag: { label: tag.label, permalink: data.link(tag.path), count: posts.length, description: tag.description, unlisted },
        allTagsPermalink: data.link(paths.tags),
        pagination: data.pagination(page),
        items,
      };
      actions.addRoute({
        path: page.path,
        component: options.blogTagsPostsComponent,
        modules: { ...modules, tag: await actions.createData(page.path, tagPage) },
        noIndex: true,
      });
    }
  }
}

/**
 * Archive: listed posts by year, newest year first, and within a year oldest first (Docusaurus's
 * archive reverses each year's posts); none without listed posts, as in Docusaurus.
 */
async function addArchiveRoute({ content, actions, options, paths, dateLocale }: BlogRoutesInput, data: PageDataBuilders): Promise<void> {
  if (!paths.archive || content.listedPosts.length === 0) return;
  const years = new Map<string, BlogArchivePageData['years'][number]>();
  for (const post of content.listedPosts) {
    const year = String(post.date.getUTCFullYear());
    if (!years.has(year)) years.set(year, { year, posts: [] });
    years.get(year)!.posts.unshift({ ...data.postLink(post)!, date: post.date.toISOString(), formattedDate: formatMonthDay(post.date, dateLocale) });
  }
  const archive: BlogArchivePageData = { blogTitle: options.blogTitle, blogDescription: options.blogDescription, years: [...years.values()] };
  const archivePath = paths.archive;
  actions.addRoute({ path: archivePath, component: options.blogArchiveComponent, modules: { archive: await actions.createData(archivePath, archive) } });
}

/**
 * A page listing the authors map's authors (with their number of listed posts) whenever the map
 * has any, and a paginated page of posts for each author with `page`, as Docusaurus 3.10 does.
 */
async function addAuthorRoutes({ content, actions, options, paths }: BlogRoutesInput, data: PageDataBuilders): Promise<void> {
  if (content.authors.length === 0) return;
  const listedPostsOf = (key: string) => content.listedPosts.filter((post) => post.authors.some((author) => author.key === key));
  const summaries = content.authors.map((author): BlogAuthorSummary => ({ ...data.author(author), count: listedPostsOf(author.key!).length }));
  const authorsList: BlogAuthorsListPageData = { blogTitle: options.blogTitle, authors: summaries };
  actions.addRoute({
    path: paths.authors,
    component: options.blogAuthorsListComponent,
    modules: { authors: await actions.createData(paths.authors, authorsList) },
  });

  for (const [index, author] of content.authors.entries()) {
    if (!author.page) continue;
    for (const page of paginate(listedPostsOf(author.key!), options.postsPerPage, author.page, options.pageBasePath)) {
      const { items, modules } = data.listItems(page.items);
      const authorPage: BlogAuthorPageData = {
        author: summaries[index],
        allAuthorsPermalink: data.link(paths.authors),
        pagination: data.pagination(page),
        items,
      };
      actions.addRoute({
        path: page.path,
        component: options.blogAuthorsPostsComponent,
        modules: { ...modules, author: await actions.createData(page.path, authorPage) },
      });
    }
  }
}
