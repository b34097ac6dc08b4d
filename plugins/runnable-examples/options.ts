/**
 * The runnable-examples plugin's options, shared by the plugin (which builds the worker bundles
 * and compiles the examples) and its rehype step (which marks the code blocks): both must agree on
 * which runtime a page's examples run with.
 *
 * A runtime is a set of modules an example may import (`xstate`), each bundled from an installed
 * package (`xstate`, or an npm alias of another major such as `xstate4`), and the content that uses
 * it: folders of the site, optionally only the pages dated before a day (a blog post written before
 * a library's major release shows the older API). The first runtime whose rule holds wins.
 */
import { z } from 'zod';

export const runtimeSchema = z.strictObject({
  /** Names the runtime in file names and messages (`xstate-v5`). */
  name: z.string().regex(/^[\w-]+$/, 'letters, digits, - and _'),
  /**
   * Module name an example imports -> what is bundled for it: an installed package or a module of
   * one (`svelte/store`), or a file of the site (`./src/runnable/node-assert.ts`, relative to the
   * site), for what a browser lacks (a stand-in for `node:assert`).
   */
  modules: z.record(z.string(), z.string()),
  /** Exports whose results are actors (have `getSnapshot()`): the last snapshot value of each is shown after a run. */
  actorFactories: z.array(z.string()).default([]),
  /** The content whose examples run with it. */
  content: z
    .array(
      z.strictObject({
        /** A content folder, relative to the site (`docs`, `versioned_docs/version-4`). */
        folder: z.string(),
        /** Only its pages dated (by file name `2021-05-13-...` or front matter `date:`) before this day, YYYY-MM-DD. */
        datedBefore: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      }),
    )
    .min(1),
});

export const runnableExamplesOptionsSchema = z.strictObject({
  id: z.string().default('default'),
  runtimes: z.array(runtimeSchema).min(1),
  /** A run still going after this long is stopped (its worker terminated), and the reader is told so. */
  timeoutMs: z.number().int().positive().default(5000),
});

export type RunnableRuntime = z.output<typeof runtimeSchema>;
export type RunnableExamplesOptions = z.output<typeof runnableExamplesOptionsSchema>;
export type RunnableExamplesOptionsInput = z.input<typeof runnableExamplesOptionsSchema>;

/** The date of a page: its file or folder name's `YYYY-M-D-` prefix, else its front matter's `date:`. */
export function pageDate(file: string, source: string): string | undefined {
  const named = /(?:^|\/)(\d{4})-(\d{1,2})-(\d{1,2})-[^/]*$/.exec(file.replace(/\/index\.mdx?$/, ''));
  if (named) return `${named[1]}-${named[2].padStart(2, '0')}-${named[3].padStart(2, '0')}`;
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(frontMatter)?.[1];
}

/**
 * The runtime a page's examples run with. `file` is the page's path; a folder holds it when the
 * path has the folder's segments (`/docs/` in `/site/docs/a.mdx`, not in `/site/versioned_docs/`).
 */
export function runtimeOf(runtimes: readonly RunnableRuntime[], file: string, source: string): RunnableRuntime | undefined {
  const path = `/${file.split('\\').join('/')}`;
  let date: string | undefined | null = null;
  const holds = ({ folder, datedBefore }: RunnableRuntime['content'][number]) => {
    if (!path.includes(`/${folder.replace(/^\.?\/+|\/+$/g, '')}/`)) return false;
    if (!datedBefore) return true;
    if (date === null) date = pageDate(path, source);
    return date !== undefined && date < datedBefore;
  };
  return runtimes.find((runtime) => runtime.content.some(holds));
}
