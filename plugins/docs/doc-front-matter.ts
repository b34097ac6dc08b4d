/**
 * The front matter keys a doc may use (Docusaurus 3 names). Unknown keys are kept (components
 * and other tools read them); known keys must have the right type, with an error naming the file.
 */
import { z } from 'zod';
import { SiteError, formatValidationIssues, type FrontMatter } from '../../src/core/index.ts';

const docFrontMatterSchema = z.looseObject({
  id: z
    .string()
    .regex(/^[^/]+$/, 'must not contain "/"')
    .optional(),
  title: z.string().optional(),
  hide_title: z.boolean().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  /** The page's social card (og:image, twitter:image): a site path or URL. */
  image: z.string().optional(),
  /** Docusaurus's doc tags: labels (keys of the tags file, or inline), or `{ label, permalink, description? }`. */
  tags: z.array(z.union([z.string(), z.strictObject({ label: z.string(), permalink: z.string(), description: z.string().optional() })])).optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  /** Show this sidebar on the doc even if another one (or none) lists it; null: no sidebar. */
  displayed_sidebar: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  hide_table_of_contents: z.boolean().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  custom_edit_url: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  /** This site's own: the same page in other versions under another id, by version name (version-counterparts.ts). */
  version_counterparts: z.record(z.string(), z.string()).optional(),
});

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

export function validateDocFrontMatter(file: string, frontMatter: FrontMatter): DocFrontMatter {
  const result = docFrontMatterSchema.safeParse(frontMatter);
  if (!result.success) throw new SiteError(`invalid front matter:\n  - ${formatValidationIssues(result.error.issues, 'front matter').join('\n  - ')}`, file);
  return result.data;
}
