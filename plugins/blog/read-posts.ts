/**
 * Reads the posts of a blog folder: finds the Markdown files, parses and checks their front matter,
 * and works out each post's date, permalink, authors, tags and reading time. Errors name the file.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { glob } from 'tinyglobby';
import { join, relative, sep } from 'node:path';
import { parseFrontMatter, SiteError } from '../../src/core/index.ts';
import { resolvePostAuthors, type AuthorsMap } from './authors.ts';
import type { BlogOptions } from './options.ts';
import type { BlogRoutePaths } from './route-paths.ts';
import { parsePostDate } from './post-date.ts';
import { parsePostFileName } from './post-file-name.ts';
import { frontMatterKeyLine, validatePostFrontMatter } from './post-front-matter.ts';
import { firstParagraphText, readingTimeMinutes } from './post-text.ts';
import { resolvePostTags, type TagsMap } from './tags.ts';
import type { BlogPost } from './types.ts';

const POST_FILE = /\.mdx?$/;

/** Markdown files under the blog folder (the include globs minus the exclude ones), sorted by path. */
export async function findPostFiles(blogDir: string, include: string[], exclude: string[]): Promise<string[]> {
  if (!existsSync(blogDir)) return [];
  const files = await glob(include, { cwd: blogDir, ignore: [...exclude, '**/node_modules/**'], onlyFiles: true });
  return files
    .filter((file) => POST_FILE.test(file))
    .map((file) => file.split('/').join(sep))
    .sort();
}

export interface ReadPostInput {
  siteDir: string;
  blogDir: string;
  /** Path relative to the blog folder. */
  relativeFile: string;
  options: BlogOptions;
  paths: BlogRoutePaths;
  authorsMap: AuthorsMap;
  tagsMap: TagsMap | undefined;
  /** Told about tags the post names that the tags map does not define. */
  onTagsNotInMap(file: string, tags: string[]): void;
  /** The locale a site's `readingTime` function is told. */
  locale: string;
  /** A translated locale's blog folder (i18n/<locale>/docusaurus-plugin-content-blog): its copy of the post replaces the default one. */
  localizedDir?: string;
}

export async function readPost({
  siteDir,
  blogDir,
  relativeFile,
  options,
  paths,
  authorsMap,
  tagsMap,
  onTagsNotInMap,
  locale,
  localizedDir,
}: ReadPostInput): Promise<BlogPost> {
  const localized = localizedDir && join(localizedDir, relativeFile);
  const file = localized && existsSync(localized) ? localized : join(blogDir, relativeFile);
  const source = await readFile(file, 'utf8');
  const { frontMatter: rawFrontMatter, body } = parseFrontMatter(file, source);
  const frontMatter = validatePostFrontMatter(file, source, rawFrontMatter);
  const fileName = parsePostFileName(relativeFile);

  // The front matter's date wins; the path's date still shapes the default permalink (Docusaurus).
  let date: Date | undefined;
  if (frontMatter.date !== undefined) {
    date = parsePostDate(frontMatter.date);
    if (!date)
      throw new SiteError(`invalid date "${String(frontMatter.date)}" in front matter (expected YYYY-MM-DD)`, file, frontMatterKeyLine(source, 'date'));
  } else if (fileName.dateText) {
    date = parsePostDate(fileName.dateText);
    if (!date) throw new SiteError(`invalid date "${fileName.dateText}" in the file name (expected YYYY-MM-DD)`, file);
  } else {
    throw new SiteError('the post has no date: set "date" in its front matter or start its file name with YYYY-MM-DD', file);
  }

  const slug = frontMatter.slug ?? fileName.slug;
  const description = frontMatter.description ?? firstParagraphText(body);
  const { tags, notInTagsMap } = resolvePostTags(frontMatter, tagsMap, paths.tags, { file, source });
  if (notInTagsMap.length > 0) onTagsNotInMap(file, notInTagsMap);
  return {
    id: slug,
    source: file,
    siteRelativeSource: relative(siteDir, file).split(sep).join('/'),
    path: paths.under(slug, { file, key: 'slug', line: () => frontMatterKeyLine(source, 'slug') }),
    title: frontMatter.title ?? fileName.name,
    sidebarLabel: frontMatter.sidebar_label,
    description,
    date,
    authors: await resolvePostAuthors(file, source, frontMatter, authorsMap, options.authorsMapPath),
    tags,
    readingTimeMinutes: postReadingTime(body, rawFrontMatter, options, locale),
    // Docusaurus looks for the marker in the text after the front matter. `search` ignores a `g` flag's state.
    hasTruncateMarker: body.search(options.truncateMarker) !== -1,
    draft: frontMatter.draft ?? false,
    unlisted: frontMatter.unlisted ?? false,
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    keywords: frontMatter.keywords,
    image: frontMatter.image,
    frontMatter: rawFrontMatter,
  };
}

/** Minutes to read: the site's `readingTime` function when it has one (undefined: none shown), else ours. */
function postReadingTime(body: string, frontMatter: Record<string, unknown>, options: BlogOptions, locale: string): number | undefined {
  if (!options.readingTime) return readingTimeMinutes(body, options.wordsPerMinute);
  const defaultReadingTime = ({ content, options: given }: { content: string; options?: { wordsPerMinute?: number } }) =>
    readingTimeMinutes(content, given?.wordsPerMinute ?? options.wordsPerMinute);
  const minutes = options.readingTime({ content: body, frontMatter, locale, defaultReadingTime });
  // The theme shows whole minutes, rounded up, as Docusaurus's does.
  return typeof minutes === 'number' && Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : undefined;
}

/**
 * Newest first; posts of the same date keep their file order (as Docusaurus does). `ascending`
 * (the `sortPosts` option) reverses that whole list, as Docusaurus does, ties included.
 */
export function sortPosts(posts: BlogPost[], order: BlogOptions['sortPosts'] = 'descending'): BlogPost[] {
  const newestFirst = [...posts].sort((a, b) => b.date.getTime() - a.date.getTime());
  return order === 'ascending' ? newestFirst.reverse() : newestFirst;
}
