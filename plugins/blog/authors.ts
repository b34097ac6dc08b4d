/**
 * Blog authors: a map of keys to authors (`blog/authors.yml`), and a post's `authors` front matter,
 * which names keys of that map or writes authors inline. An unknown key is an error naming the post;
 * a page permalink that leads outside the site is one naming the map's file and line.
 */
import { readFile } from 'node:fs/promises';
import kebabCase from 'lodash.kebabcase';
import { checkContentRoutePath, keyLine, normalizeRoutePath, parseYaml, SiteError } from '../../src/core/index.ts';
import { z } from 'zod';
import { authorSocialsSchema, normalizeAuthorSocials } from './author-socials.ts';
import type { BlogAuthorData } from './page-data.ts';
import { frontMatterKeyLine, type InlineAuthor, type PostFrontMatter } from './post-front-matter.ts';

const mappedAuthorSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  email: z.string().optional(),
  /** Profiles by platform: handles or URLs (author-socials.ts). */
  socials: authorSocialsSchema.optional(),
  /** An author page listing the author's posts: true (at the kebab-cased key) or a permalink under the authors' base. */
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
});

const authorsMapSchema = z.record(z.string(), mappedAuthorSchema);
type MappedAuthor = z.output<typeof mappedAuthorSchema>;

export type AuthorsMap = Map<string, BlogAuthorData>;

/**
 * Reads the authors map; a missing file is an empty map. `authorsPath` is the authors' base
 * ("/blog/authors"), under which authors with `page` get theirs, as in Docusaurus.
 */
export async function loadAuthorsMap(file: string, authorsPath: string): Promise<AuthorsMap> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return new Map();
  const data = parseYaml(text, file, 'invalid authors map') ?? {};
  const result = authorsMapSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SiteError(`invalid authors map at "${issue.path.join('.')}": ${issue.message}`, file);
  }
  const pagePath = (key: string, page: MappedAuthor['page']) => {
    if (!page) return undefined;
    if (page === true) return normalizeRoutePath(`${authorsPath}/${kebabCase(key)}`);
    const line = () => keyLine(text, 'permalink', { from: keyLine(text, key, { topLevel: true }) });
    return checkContentRoutePath(normalizeRoutePath(`${authorsPath}/${page.permalink}`), { file, key: 'permalink', value: page.permalink, line });
  };
  const map: AuthorsMap = new Map();
  for (const [key, author] of Object.entries(result.data)) {
    const socials = await socialsOf(author.socials, file, `"${key}"`);
    map.set(key, {
      key,
      name: author.name,
      title: author.title,
      url: author.url,
      imageUrl: author.image_url,
      email: author.email,
      page: pagePath(key, author.page),
      socials,
    });
  }
  const byPage = new Map<string, string[]>();
  for (const author of map.values()) if (author.page) byPage.set(author.page, [...(byPage.get(author.page) ?? []), author.key!]);
  const shared = [...byPage].filter(([, keys]) => keys.length > 1);
  if (shared.length) throw new SiteError(`authors share a page: ${shared.map(([page, keys]) => `${page} (${keys.join(', ')})`).join('; ')}`, file);
  return map;
}

/** Normalized socials (undefined when none); a bad value is an error naming the file and the author. */
async function socialsOf(socials: Record<string, string> | undefined, file: string, who: string, line?: number) {
  if (!socials) return undefined;
  try {
    const links = await normalizeAuthorSocials(socials);
    return links.length ? links : undefined;
  } catch (error) {
    throw new SiteError(`author ${who}: ${(error as Error).message}`, file, line);
  }
}

async function inlineAuthor(author: InlineAuthor, authorsMap: AuthorsMap, file: string, line: number | undefined): Promise<BlogAuthorData | undefined> {
  // An inline author with a key extends the mapped one.
  const mapped = author.key ? authorsMap.get(author.key) : undefined;
  const name = author.name ?? mapped?.name;
  if (!name) return undefined;
  return {
    key: author.key,
    name,
    title: author.title ?? mapped?.title,
    url: author.url ?? mapped?.url,
    imageUrl: author.image_url ?? author.imageURL ?? mapped?.imageUrl,
    email: author.email ?? mapped?.email,
    page: mapped?.page,
    socials: author.socials ? await socialsOf(author.socials, file, `"${name}"`, line) : mapped?.socials,
  };
}

/** The post's authors, in the order it lists them. */
export async function resolvePostAuthors(
  file: string,
  source: string,
  frontMatter: PostFrontMatter,
  authorsMap: AuthorsMap,
  authorsMapFile: string,
): Promise<BlogAuthorData[]> {
  if (frontMatter.author) {
    return [{ name: frontMatter.author, title: frontMatter.author_title, url: frontMatter.author_url, imageUrl: frontMatter.author_image_url }];
  }
  const entries = frontMatter.authors === undefined ? [] : Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  const line = () => frontMatterKeyLine(source, 'authors');
  const authors: BlogAuthorData[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      const author = authorsMap.get(entry);
      if (!author) {
        const known = [...authorsMap.keys()];
        throw new SiteError(`unknown author "${entry}": not a key in ${authorsMapFile}${known.length ? ` (known: ${known.join(', ')})` : ''}`, file, line());
      }
      authors.push(author);
      continue;
    }
    const author = await inlineAuthor(entry, authorsMap, file, line());
    if (!author) throw new SiteError(`an inline author needs a "name" or a known "key"${entry.key ? ` (unknown key "${entry.key}")` : ''}`, file, line());
    authors.push(author);
  }
  return authors;
}
