/**
 * The llms-txt plugin's options. Adding the plugin turns the files on (a site without it gets
 * none); the options choose what they cover.
 */
import { z } from 'zod';

export const llmsTxtOptionsSchema = z.strictObject({
  id: z.string().default('default'),
  /** The docs plugin instance whose docs are listed. */
  docsPluginId: z.string().default('default'),
  /** The docs versions listed and given Markdown twins: names ("current" is the unreleased folder), or 'all'. */
  versions: z.union([z.literal('all'), z.array(z.string()).min(1)]).default(['current']),
  /** List the blog's posts (when the site has a blog). */
  blog: z.boolean().default(true),
  /** The blog plugin instance whose posts are listed. */
  blogPluginId: z.string().default('default'),
  /** Write `/llms-full.txt`: the docs of the first listed version as one Markdown file, in sidebar order. */
  fullText: z.boolean().default(true),
  /** Write a Markdown twin of each listed doc at its URL plus `.md`, linked from the page's head. */
  markdownTwins: z.boolean().default(true),
  /** llms.txt's `# title` (default: the site's title) and `> summary` (default: its tagline). */
  title: z.string().optional(),
  summary: z.string().optional(),
  /** A paragraph after the summary. */
  details: z.string().optional(),
});

export type LlmsTxtOptions = z.output<typeof llmsTxtOptionsSchema>;
