/**
 * The blog's feeds, written after prerendering: RSS 2.0 (`rss.xml`), Atom (`atom.xml`) and JSON
 * Feed (`feed.json`) under the blog's route, newest posts first, each with the post's full HTML
 * (read from its prerendered page) and absolute links. The feeds follow from their posts, the
 * posts' pages and the options: while those are unchanged, the last build's feed files are reused.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Feed } from 'feed';
import {
  generatorDir,
  hashFile,
  hashText,
  stableDescription,
  OutputCache,
  generatorCodeHash,
  type RecordWarnings,
  type HtmlTagObject,
  type RenderedPage,
  SiteError,
  withBaseUrl,
} from '../../src/core/index.ts';
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
}

export async function writeFeeds({ outDir, cacheDir, report, posts, pages, site, blogBasePath, blogDir, configFile, options }: WriteFeedsInput): Promise<void> {
  if (options.feed.types.length === 0) return;
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
    await generatorCodeHash('plugins/blog/index'),
    (await hashFile(join(generatorDir, 'package-lock.json'))) ?? '',
  );
  await new OutputCache<{ posts: number }>(join(cacheDir, `feeds${blogBasePath.replaceAll('/', '-')}`), report).reuseOrBuild(key, outDir, async (folder) => {
    await renderFeeds(folder, outDir, newest, site, blogBasePath, options, stylesheets);
    return { posts: newest.length };
  });
}

/** Writes the feeds into `folder` (standing for the output folder), reading posts' HTML from `outDir`. */
async function renderFeeds(
  folder: string,
  outDir: string,
  newest: Array<{ post: BlogPost; page: RenderedPage }>,
  site: FeedSite,
  blogBasePath: string,
  options: BlogOptions,
  stylesheets: Partial<Record<FeedType, FeedStylesheetFiles>>,
): Promise<void> {
  const absolute = (path: string) => new URL(withBaseUrl(site.baseUrl, path), site.url).href;
  const blogUrl = absolute(blogBasePath);
  const entries = await Promise.all(
    newest.map(async ({ post, page }) => {
      const link = absolute(post.path);
      return { post, link, content: extractFeedContent(await readFile(join(outDir, page.file), 'utf8'), link) };
    }),
  );
  // One feed per kind of text: the XML feeds' text holds placeholders for escapes (see feed-text.ts).
  const feedWith = (text: FeedText): Feed => {
    const feed = new Feed({
      id: blogUrl,
      title: text.name(options.feed.title ?? site.title),
      description: text.name(options.feed.description ?? `${site.title} Blog`),
      link: blogUrl,
      language: 'en',
      copyright: text.name(options.feed.copyright ?? ''),
      updated: newest[0]?.post.date,
      generator: false,
      feedLinks: Object.fromEntries(options.feed.types.map((type) => [type, new URL(feedPath(site, blogBasePath, type), site.url).href])),
    });
    for (const { post, link, content } of entries) {
      feed.addItem({
        title: text.html(post.title),
        id: link,
        link,
        date: post.date,
        published: post.date,
        description: post.description === undefined ? undefined : text.html(post.description),
        content: content === undefined ? undefined : text.html(content),
        image: post.image ? new URL(post.image, link).href : undefined,
        // None when the post names no author: the JSON feed writer reads the first author of a list.
        author: post.authors.length ? post.authors.map((author) => ({ name: text.name(author.name), link: author.url })) : undefined,
        category: post.tags.map((tag) => ({ name: text.name(tag.label) })),
      });
    }
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
