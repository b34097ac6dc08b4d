/**
 * Blog tags, as Docusaurus 3 derives them: a tag's page is `{tags route}/` + lodash kebabCase of
 * its label ("state machine" -> state-machine, "XState" -> x-state, "xstate v5" -> xstate-v-5),
 * unless the tags map (`blog/tags.yml`) or an inline tag object gives a permalink. Tags sharing
 * a permalink share a page ("Stately" and "stately"); its label is the newest post's. A permalink
 * that leads outside the site ("/../x") is an error naming the file and line that give it. The tags
 * file and tag resolution are shared with the docs (plugins/content-tags/tags-file.ts).
 */
import { loadTagsMap, resolveTags, tagPath, type PageTags, type TagsMap } from '../content-tags/tags-file.ts';
import type { PostFrontMatter } from './post-front-matter.ts';
import type { BlogPost, BlogTagGroup } from './types.ts';

// One implementation for the blog and the docs (plugins/content-tags/).
export { loadTagsMap, tagPath, type TagsMap };

/** A post's tags (see resolveTags). */
export type PostTags = PageTags;

/** A post's tags; `post` (its file and text) is named by an error about an inline tag's permalink. */
export function resolvePostTags(frontMatter: PostFrontMatter, tagsMap: TagsMap | undefined, tagsRoute: string, post = { file: '', source: '' }): PostTags {
  return resolveTags(frontMatter.tags ?? [], tagsMap, tagsRoute, post);
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
