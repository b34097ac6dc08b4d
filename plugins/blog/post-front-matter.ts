/**
 * A post's front matter keys (Docusaurus 3 compatible). Unknown keys are allowed (sites add their
 * own); known keys with the wrong type are errors naming the file, its line and the key.
 */
import { z } from 'zod';
import { frontMatterKeyLine, SiteError, type FrontMatter } from '../../src/core/index.ts';
import { authorSocialsSchema } from './author-socials.ts';

/** An author written inline in a post instead of a key into the authors map. */
export const inlineAuthorSchema = z.looseObject({
  key: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  socials: authorSocialsSchema.optional(),
});

const inlineTagSchema = z.strictObject({ label: z.string(), permalink: z.string(), description: z.string().optional() });

/** YAML reads `[editor, 1.0]` as a string and a number; a list of words means strings. */
const text = z.union([z.string(), z.number()]).transform(String);

export const postFrontMatterSchema = z.looseObject({
  title: z.string().optional(),
  /** YAML gives strings; other front matter readers give Date objects. */
  date: z.union([z.string(), z.date()]).optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  authors: z.union([z.string(), inlineAuthorSchema, z.array(z.union([z.string(), inlineAuthorSchema]))]).optional(),
  // Docusaurus's legacy single-author keys.
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  tags: z.array(z.union([text, inlineTagSchema])).optional(),
  image: z.string().optional(),
  keywords: z.array(text).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  /** The post's title in the blog sidebar (Docusaurus): its title when absent. */
  sidebar_label: z.string().optional(),
});

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
export type InlineAuthor = z.output<typeof inlineAuthorSchema>;

/** The 1-based line of a top-level front matter key in the source, for error messages (core's, which the docs share). */
export { frontMatterKeyLine };

export function validatePostFrontMatter(file: string, source: string, frontMatter: FrontMatter): PostFrontMatter {
  const result = postFrontMatterSchema.safeParse(frontMatter);
  if (result.success) {
    if (result.data.draft && result.data.unlisted)
      throw new SiteError('a post cannot be both draft and unlisted', file, frontMatterKeyLine(source, 'unlisted'));
    return result.data;
  }
  const issue = result.error.issues[0];
  const key = String(issue.path[0] ?? '');
  throw new SiteError(`invalid front matter key "${issue.path.join('.')}": ${issue.message}`, file, frontMatterKeyLine(source, key));
}
