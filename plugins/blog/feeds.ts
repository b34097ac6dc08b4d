/**
 * The blog's feeds, written after prerendering: RSS 2.0 (`rss.xml`), Atom (`atom.xml`) and JSON
 * Feed (`feed.json`) under the blog's route, newest posts first, each with the post's full HTML
 * (read from its prerendered page) and absolute links. The feeds follow from their posts, the
 * posts' pages and the options: while those are unchanged, the last build's feed files are reused.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Feed, type Item as FeedItem } from 'feed';
import {
  generatorDir,
  hashFile,
  hashText,
  stableDescription,
  OutputCache,
  generatorCodeHash,
  PLUGIN_ENTRY_POINTS,
  type RecordWarnings,
  type HtmlTagObject,
  type RenderedPage,
  SiteError,
  withBaseUrl,
  type SiteConfig,
} from '../../src/core/index.ts';
import { shapedPosts, withoutBaseUrl, type BlogPostShapeContext, type DocusaurusBlogPost } from './docusaurus-blog-post.ts';
import { extractFeedContent } from './feed-content.ts';
import { JSON_FEED_TEXT, restoreXmlPlaceholders, XML_FEED_TEXT, type FeedText } from './feed-text.ts';
import { applyFeedStylesheet, hashFeedStylesheets, resolveFeedStylesheet, type FeedStylesheetFiles } from './feed-stylesheets.ts';
import type { BlogOptions } from './options.ts';
import type { BlogPost } from './types.ts';

export type FeedType = BlogOptions['feed']['types'][number];

export const FEED_FILES: Record<FeedType, { file: string; mimeType: string; label: string }> = {
  rss: { file: 'rss.xml', mimeType: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', mimeType: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', mimeType: 'application/json', label: 'JSON Feed' },
};

export interface FeedSite {
  /** The site's origin, e.g. "https://stately.ai". */
  url: string;
  baseUrl: string;
  title: string;
}

/** "/blog/rss.xml" as the browser addresses it (base URL included). */
export function feedPath(site: FeedSite, blogBasePath: string, type: FeedType): string {
  return withBaseUrl(site.baseUrl, `${blogBasePath}/${FEED_FILES[type].file}`);
}

/** <link rel="alternate"> tags so browsers and readers find the feeds from any page. */
export function feedHeadTags(site: FeedSite, blogBasePath: string, options: BlogOptions): HtmlTagObject[] {
  const title = options.feed.title ?? site.title;
  return options.feed.types.map((type) => ({
    tagName: 'link',
    attributes: { rel: 'alternate', type: FEED_FILES[type].mimeType, href: feedPath(site, blogBasePath, type), title: `${title} ${FEED_FILES[type].label}` },
  }));
}

export interface WriteFeedsInput {
  outDir: string;
  /** The site's cache folder: the last feeds are kept there, in a folder named by the blog's route. */
  cacheDir: string;
  /** Where a damaged cache record is reported. */
  report: RecordWarnings;
  /** Listed posts, newest first. */
  posts: BlogPost[];
  pages: RenderedPage[];
  site: FeedSite;
  blogBasePath: string;
  /** The blog's folder, where a site's feed stylesheets are found. */
  blogDir: string;
  /** The site's config file, named by errors in the options. */
  configFile: string;
  options: BlogOptions;
  /** What a site's `createFeedItems` is given: the site config, and how posts take Docusaurus's shape. */
  siteConfig: SiteConfig;
  shapeContext: BlogPostShapeContext;
}

export async function writeFeeds(input: WriteFeedsInput): Promise<void> {
  const { outDir, cacheDir, report, posts, pages, site, blogBasePath, blogDir, configFile, options } = input;
  // As Docusaurus: no feed files when no post would be in them (a blog with no posts, or only unlisted ones).
  if (options.feed.types.length === 0 || posts.length === 0) return;
  const stylesheets: Partial<Record<FeedType, FeedStylesheetFiles>> = {};
  for (const type of ['rss', 'atom'] as const) {
    if (options.feed.types.includes(type)) stylesheets[type] = resolveFeedStylesheet(options.feed.stylesheets[type], type, blogDir, configFile);
  }
  const pagesByPath = new Map(pages.map((page) => [page.route.path, page]));
  const newest = posts.slice(0, options.feed.limit).map((post) => {
    const page = pagesByPath.get(post.path);
    if (!page) throw new SiteError(`no prerendered page for the post at ${post.path}, so it has no feed content`, post.source);
    return { post, page };
  });
  // Inputs: the posts and their pages' HTML, where and how the feeds are written, and the code writing them.
  const key = hashText(
    stableDescription([
      newest.map(({ post, page }) => [post, page.htmlHash]),
      site,
      blogBasePath,
      options.feed,
      await hashFeedStylesheets(Object.values(stylesheets)),
    ]),
    await generatorCodeHash(PLUGIN_ENTRY_POINTS.blog),
    (await hashFile(join(generatorDir, 'package-lock.json'))) ?? '',
  );
  await new OutputCache<{ posts: number }>(join(cacheDir, `feeds${blogBasePath.replaceAll('/', '-')}`), report).reuseOrBuild(key, outDir, async (folder) => {
    await renderFeeds(folder, await feedItems(input, newest, pagesByPath), newest[0]?.post.date, site, blogBasePath, options, stylesheets);
    return { posts: newest.length };
  });
}

type PostWithPage = { post: BlogPost; page: RenderedPage };

/**
 * The feeds' items, as plain text: ours (each post's article HTML with absolute links), or what the
 * site's `createFeedItems` makes, given the posts in Docusaurus's shape and our items as
 * `defaultCreateFeedItems` (which takes any of the blog's posts, found by permalink).
 */
async function feedItems(input: WriteFeedsInput, newest: PostWithPage[], pagesByPath: Map<string, RenderedPage>): Promise<FeedItem[]> {
  const { outDir, site, options } = input;
  const itemOf = async ({ post, page }: PostWithPage): Promise<FeedItem> => {
    const link = new URL(withBaseUrl(site.baseUrl, post.path), site.url).href;
    const content = extractFeedContent(await readFile(join(outDir, page.file), 'utf8'), link);
    return {
      title: post.title,
      id: link,
      link,
      date: post.date,
      published: post.date,
      description: post.description,
      content,
      image: post.image ? new URL(post.image, link).href : undefined,
      // None when the post names no author: the JSON feed writer reads the first author of a list.
      author: post.authors.length ? post.authors.map((author) => ({ name: author.name, link: author.url })) : undefined,
      category: post.tags.map((tag) => ({ name: tag.label })),
    };
  };
  const createFeedItems = options.feed.createFeedItems;
  if (!createFeedItems) return Promise.all(newest.map(itemOf));
  const { shaped, postOf } = shapedPosts(
    newest.map(({ post }) => post),
    input.shapeContext,
  );
  const defaultCreateFeedItems = async ({ blogPosts }: { blogPosts: DocusaurusBlogPost[] }) =>
    Promise.all(
      blogPosts.map((item) => {
        const post = postOf(item) ?? input.posts.find((candidate) => withBaseUrl(site.baseUrl, candidate.path) === item.metadata?.permalink);
        const page = post && pagesByPath.get(post.path);
        if (!post || !page)
          throw new SiteError(
            `defaultCreateFeedItems was given a post that is not one of the blog's (${withoutBaseUrl(String(item.metadata?.permalink), site.baseUrl)})`,
            input.configFile,
          );
        return itemOf({ post, page });
      }),
    );
  const items = await createFeedItems({ blogPosts: shaped, siteConfig: input.siteConfig, outDir, defaultCreateFeedItems });
  if (!Array.isArray(items)) throw new SiteError("the blog's feedOptions.createFeedItems must return a list of feed items", input.configFile);
  return items;
}

/** An item's text as one feed format wants it (feed-text.ts): names escaped, HTML kept whole. */
function feedItemText(item: FeedItem, text: FeedText): FeedItem {
  const html = (value: string | undefined) => (value === undefined ? undefined : text.html(value));
  return {
    ...item,
    title: text.html(item.title),
    description: html(item.description),
    content: html(item.content),
    author: item.author?.map((author) => ({ ...author, name: author.name === undefined ? undefined : text.name(author.name) })),
    category: item.category?.map((category) => ({ ...category, name: category.name === undefined ? undefined : text.name(category.name) })),
  };
}

/** Writes the feeds of `items` into `folder` (standing for the output folder). */
async function renderFeeds(
  folder: string,
  items: FeedItem[],
  updated: Date | undefined,
  site: FeedSite,
  blogBasePath: string,
  options: BlogOptions,
  stylesheets: Partial<Record<FeedType, FeedStylesheetFiles>>,
): Promise<void> {
  const blogUrl = new URL(withBaseUrl(site.baseUrl, blogBasePath), site.url).href;
  // One feed per kind of text: the XML feeds' text holds placeholders for escapes (see feed-text.ts).
  const feedWith = (text: FeedText): Feed => {
    const feed = new Feed({
      id: blogUrl,
      title: text.name(options.feed.title ?? site.title),
      description: text.name(options.feed.description ?? `${site.title} Blog`),
      link: blogUrl,
      language: 'en',
      copyright: text.name(options.feed.copyright ?? ''),
      updated,
      generator: false,
      feedLinks: Object.fromEntries(options.feed.types.map((type) => [type, new URL(feedPath(site, blogBasePath, type), site.url).href])),
    });
    for (const item of items) feed.addItem(feedItemText(item, text));
    return feed;
  };

  const dir = join(folder, blogBasePath);
  await mkdir(dir, { recursive: true });
  const render: Record<FeedType, () => string> = {
    rss: () => restoreXmlPlaceholders(feedWith(XML_FEED_TEXT).rss2()),
    atom: () => restoreXmlPlaceholders(feedWith(XML_FEED_TEXT).atom1()),
    json: () => feedWith(JSON_FEED_TEXT).json1(),
  };
  await Promise.all(
    options.feed.types.map(async (type) => {
      const stylesheet = stylesheets[type];
      const xml = stylesheet ? await applyFeedStylesheet(render[type](), stylesheet, dir) : render[type]();
      await writeFile(join(dir, FEED_FILES[type].file), xml);
    }),
  );
}
