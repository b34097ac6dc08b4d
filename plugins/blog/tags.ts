/**
 * Blog tags, as Docusaurus 3 derives them: a tag's page is `{tags route}/` + lodash kebabCase of
 * its label ("state machine" -> state-machine, "XState" -> x-state, "xstate v5" -> xstate-v-5),
 * unless the tags map (`blog/tags.yml`) or an inline tag object gives a permalink. Tags sharing
 * a permalink share a page ("Stately" and "stately"); its label is the newest post's. A permalink
 * that leads outside the site ("/../x") is an error naming the file and line that give it.
 */
import { readFile } from 'node:fs/promises';
import kebabCase from 'lodash.kebabcase';
import { checkContentRoutePath, frontMatterKeyLine, keyLine, parseYaml, SiteError } from '../../src/core/index.ts';
import { z } from 'zod';
import type { PostFrontMatter } from './post-front-matter.ts';
import type { BlogPost, BlogPostTag, BlogTagGroup } from './types.ts';

const predefinedTagSchema = z.strictObject({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() }).nullable();

const tagsMapSchema = z.record(z.string(), predefinedTagSchema);

/** Tag key -> label, permalink relative to the tags route ("/state-machine"), description. */
export type TagsMap = Map<string, { label: string; permalink: string; description?: string }>;

/** Reads the tags map; undefined when the site has none (then every tag is inline). */
export async function loadTagsMap(file: string): Promise<TagsMap | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const data = parseYaml(text, file, 'invalid tags map') ?? {};
  const result = tagsMapSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SiteError(`invalid tags map at "${issue.path.join('.')}": ${issue.message}`, file);
  }
  const permalinkLine = (key: string) => () => {
    const tagLine = keyLine(text, key, { topLevel: true });
    return keyLine(text, 'permalink', { from: tagLine }) ?? tagLine;
  };
  return new Map(
    Object.entries(result.data).map(([key, tag]) => [
      key,
      {
        label: tag?.label ?? key,
        permalink:
          tag?.permalink === undefined
            ? kebabCase(key)
            : checkContentRoutePath(tag.permalink, { file, key: 'permalink', value: tag.permalink, line: permalinkLine(key) }),
        description: tag?.description,
      },
    ]),
  );
}

/** "/blog/tags" + "state-machine" -> "/blog/tags/state-machine". */
export function tagPath(tagsRoute: string, permalink: string): string {
  return `${tagsRoute}/${permalink.replace(/^\/+/, '')}`;
}

export interface PostTags {
  /** Each once (by permalink), in the order the post lists them. */
  tags: BlogPostTag[];
  /** Tags the post names that the tags map (when there is one) does not define. */
  notInTagsMap: string[];
}

/** A post's tags; `post` (its file and text) is named by an error about an inline tag's permalink. */
export function resolvePostTags(frontMatter: PostFrontMatter, tagsMap: TagsMap | undefined, tagsRoute: string, post = { file: '', source: '' }): PostTags {
  const tags = new Map<string, BlogPostTag>();
  const inline: string[] = [];
  for (const entry of frontMatter.tags ?? []) {
    let tag: BlogPostTag;
    if (typeof entry === 'string') {
      const predefined = tagsMap?.get(entry);
      if (tagsMap && !predefined) inline.push(entry);
      tag = predefined
        ? { label: predefined.label, permalink: tagPath(tagsRoute, predefined.permalink), description: predefined.description }
        : { label: entry, permalink: tagPath(tagsRoute, kebabCase(entry)) };
      // An inline tag landing on a predefined tag's page ("state machine" -> state-machine) is that tag.
      const samePage = !predefined && [...(tagsMap?.values() ?? [])].find((known) => tagPath(tagsRoute, known.permalink) === tag.permalink);
      if (samePage) tag = { label: samePage.label, permalink: tag.permalink, description: samePage.description };
    } else {
      const permalink = checkContentRoutePath(entry.permalink, {
        file: post.file,
        key: 'permalink',
        value: entry.permalink,
        line: () => frontMatterKeyLine(post.source, 'tags'),
      });
      tag = { label: entry.label, permalink: tagPath(tagsRoute, permalink), description: entry.description };
    }
    if (!tags.has(tag.permalink)) tags.set(tag.permalink, tag);
  }
  return { tags: [...tags.values()], notInTagsMap: inline };
}

/** Groups posts (newest first) by tag permalink; tags sorted by label, ignoring case. */
export function groupPostsByTag(posts: BlogPost[]): BlogTagGroup[] {
  const groups = new Map<string, BlogTagGroup>();
  for (const post of posts) {
    for (const tag of post.tags) {
      let group = groups.get(tag.permalink);
      if (!group) {
        group = { label: tag.label, path: tag.permalink, description: tag.description, posts: [], listedPosts: [] };
        groups.set(tag.permalink, group);
      }
      group.posts.push(post);
      if (!post.unlisted) group.listedPosts.push(post);
    }
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.path.localeCompare(b.path));
}
