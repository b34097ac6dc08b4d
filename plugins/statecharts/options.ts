/**
 * The plugin's options: which package a page's `xstate` import stands for (by content folder,
 * and for a blog by the post's date), whether every block that creates a machine gets a diagram,
 * and the time limit of one block. The same object is given to the plugin and to the remark step
 * of each content plugin (site.config.ts).
 */
import { z } from 'zod';

const packageRule = z.strictObject({
  /** A content folder, relative to the site (`versioned_docs/version-4`, `blog`). */
  folder: z.string().min(1),
  /** The package a block's `xstate` import loads there (an npm alias such as `xstate4`). */
  package: z.string().min(1),
  /** Only for files dated before this day (YYYY-MM-DD: a post's file name or its `date` front matter). */
  datedBefore: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const statechartsOptionsSchema = z.strictObject({
  /** The package for files no rule matches. */
  defaultPackage: z.string().min(1).default('xstate'),
  /** First match wins. */
  packages: z.array(packageRule).default([]),
  /** Draw every JavaScript/TypeScript block that calls createMachine, not only those marked `statechart`. */
  allMachines: z.boolean().default(false),
  /** How long one block may run. */
  timeoutMs: z.number().int().positive().default(2000),
  /** Set by statechartsRemarkPlugin (DIAGRAM_FORMAT), not by a site: it makes the Markdown cache tell diagram formats apart. */
  diagramFormat: z.number().optional(),
});

export type StatechartsOptionsInput = z.input<typeof statechartsOptionsSchema>;
export type StatechartsOptions = z.output<typeof statechartsOptionsSchema>;

/** The date in a post's file or folder name (`2021-05-13-slug`), as YYYY-MM-DD. */
function dateInPath(path: string): string | undefined {
  const match = /(?:^|\/)(\d{4})-(\d{1,2})-(\d{1,2})-[^/]*$/.exec(path.replace(/\/index\.mdx?$/, ''));
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : undefined;
}

/**
 * The package a file's blocks are evaluated with.
 * @param frontMatterDate the file's `date` front matter, for a post whose name has none
 */
export function packageForFile(options: StatechartsOptions, file: string, frontMatterDate: string | undefined): string {
  const path = `/${file.split('\\').join('/')}`;
  for (const rule of options.packages) {
    if (!path.includes(`/${rule.folder.replace(/^\.?\/+|\/+$/g, '')}/`)) continue;
    if (rule.datedBefore) {
      const date = dateInPath(path) ?? frontMatterDate;
      if (!date || date >= rule.datedBefore) continue;
    }
    return rule.package;
  }
  return options.defaultPackage;
}
