/**
 * Webpack loader for `.md` / `.mdx`: hands the bundler the module compiled by the markdown store
 * (compiled once, shared by the client and server builds). `?excerpt` selects the excerpt variant.
 */
import type { LoaderContext } from 'webpack';
import { getActiveMarkdownStore } from '../markdown/markdown-store.ts';
import { SiteError } from '../site-error.ts';

export default function markdownLoader(this: LoaderContext<unknown>, source: string): void {
  const callback = this.async();
  const variant = /[?&]excerpt\b/.test(this.resourceQuery) ? 'excerpt' : 'full';
  getActiveMarkdownStore()
    .moduleCode({ file: this.resourcePath, variant }, source)
    .then(
      (compiled) => callback(null, compiled.code),
      (error: unknown) => {
        // A short message with file:line:column, shown in the terminal and the dev overlay.
        const err = new Error(error instanceof SiteError ? error.toString() : String((error as Error)?.message ?? error));
        err.stack = err.message;
        callback(err);
      },
    );
}
