/**
 * The Markdown options Docusaurus's content plugins share (docs, blog, pages): `admonitions`,
 * `remarkPlugins`, `rehypePlugins`, `recmaPlugins`, `beforeDefaultRemarkPlugins`,
 * `beforeDefaultRehypePlugins`. A content plugin spreads `markdownPluginOptions` into its option
 * schema and gives them, with each folder it reads, to the Markdown pipeline
 * (`context.markdown.addContentFolder`, markdown-store.ts), which applies them to the files there.
 */
import { z } from 'zod';
import { markdownPluginEntrySchema } from '../markdown/markdown-options.ts';

/** A remark/rehype plugin entry as Docusaurus takes it: the plugin (or a module name), or [plugin, options]; one schema with the Markdown pipeline's. */
const markdownPluginEntry = markdownPluginEntrySchema;

const admonitionsSchema = z.union([
  z.boolean(),
  z.strictObject({
    keywords: z.array(z.string()).optional(),
    extendDefaults: z.boolean().optional(),
  }),
]);

/** Zod shape of the shared Markdown options, for a plugin's strict options schema. */
export const markdownPluginOptions = {
  admonitions: admonitionsSchema.default(true),
  remarkPlugins: z.array(markdownPluginEntry).default([]),
  rehypePlugins: z.array(markdownPluginEntry).default([]),
  recmaPlugins: z.array(markdownPluginEntry).default([]),
  beforeDefaultRemarkPlugins: z.array(markdownPluginEntry).default([]),
  beforeDefaultRehypePlugins: z.array(markdownPluginEntry).default([]),
};

type MarkdownPluginOptions = { [K in keyof typeof markdownPluginOptions]: z.output<(typeof markdownPluginOptions)[K]> };
