/**
 * How the dev server words its errors: for the terminal (a content error or the bundle's errors,
 * each with the file to fix), and for an error page, which has no app to recover it and reloads
 * itself when what failed is fixed.
 */
import { relative } from 'node:path';
import type { StatsCompilation } from 'webpack';
import { CONTENT_CHANGED_ACTION } from '../../shared/dev-messages.ts';
import { bundleErrorMessages } from '../bundler/run-bundler.ts';
import type { DevError } from '../dev-error-log.ts';
import { formatError, SiteError } from '../site-error.ts';

/** The bundle failed to build: its errors (file and line each), shown in the page that could not be served. */
export class BundleErrors extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BundleErrors';
    this.stack = message;
  }
}

/**
 * An error page has no app to recover it: it reloads itself when what failed is fixed (content
 * changed; or, for a bundle error, the bundle built without errors).
 */
export function reloadWhenFixed(error: unknown): string {
  const fixed = error instanceof BundleErrors ? '"errors":[]' : `"${CONTENT_CHANGED_ACTION}"`;
  return `<script>new EventSource('/__webpack_hmr').onmessage=function(e){if(e.data.indexOf(${JSON.stringify(fixed)})>=0)location.reload()}</script>`;
}

/** A content error as the terminal shows it: the file (relative to the site) it names, when it names one. */
export function devErrorOf(error: unknown, siteDir: string): DevError {
  return { file: error instanceof SiteError && error.file ? relative(siteDir, error.file) : undefined, text: formatError(error) };
}

/** The bundle's errors, each with the file it names (relative to the site: webpack's module names are relative to it). */
export function bundleErrorsOf(stats: StatsCompilation): DevError[] {
  return (stats.errors ?? []).map((error) => ({
    file: error.file ?? error.moduleName?.replace(/^\.\//, ''),
    text: bundleErrorMessages({ errors: [error] })[0]!,
  }));
}
