/**
 * Webpack loader for `.md` / `.mdx` imported by code (pages' content is not bundled: it travels
 * in route payloads). Hands the bundler the module the markdown store compiled, in the ES module
 * output, with its Markdown links resolved. `?excerpt` selects the excerpt variant.
 */
import { readFileSync } from 'node:fs';
import type { LoaderContext } from 'webpack';
import { getActiveMarkdownStore } from '../markdown/markdown-store.ts';
import { SiteError } from '../site-error.ts';

export default function markdownLoader(this: LoaderContext<unknown>, source: string): void {
  const callback = this.async();
  const variant = /[?&]excerpt\b/.test(this.resourceQuery) ? 'excerpt' : 'full';
  const store = getActiveMarkdownStore();
  store.moduleCode({ file: this.resourcePath, variant }, 'module', source).then(
    (compiled) => {
      if (compiled.markdownLinks.length) this.addDependency(store.permalinksFile);
      for (const link of compiled.brokenLinks)
        this.emitWarning(new Error(`line ${link.line ?? '?'}: ${link.href} ${link.problem ?? 'does not resolve to a page'}`));
      // Images and files the content uses, emitted beside the bundle under their hashed names.
      for (const asset of compiled.assetFiles) {
        this.addDependency(asset.source);
        this.emitFile(asset.file, readFileSync(asset.source));
      }
      callback(null, compiled.code);
    },
    (error: unknown) => {
      // A short message with file:line:column, shown in the terminal and the dev overlay.
      const err = new Error(error instanceof SiteError ? error.toString() : String((error as Error)?.message ?? error));
      err.stack = err.message;
      callback(err);
    },
  );
}
