/**
 * `markdown.hooks.onBrokenMarkdownLinks` / `onBrokenMarkdownImages` given as functions, as
 * Docusaurus 3.9+ calls them: for each link to a Markdown file that is no page, or each image whose
 * file is missing, the function gets `{ sourceFilePath, url, node }` (the file relative to the
 * site, the URL as written, the link or image node) and decides: it may log, throw (failing the
 * build), or return a URL that replaces the one written. A function replaces the report entirely,
 * so nothing is counted under the severity settings. Links are resolved on the main thread, after
 * the compile (markdown-store.ts), so the function runs where the config was loaded.
 */
import { relative, sep } from 'node:path';

/** The node a hook gets: the mdast link or image as far as the resolved file knows it (type, url, line). */
export interface BrokenMarkdownNode {
  type: 'link' | 'image';
  url: string;
  position?: { start: { line: number } };
}

export type BrokenMarkdownHook = (params: { sourceFilePath: string; url: string; node: BrokenMarkdownNode }) => string | undefined | void;

export interface BrokenMarkdownHooks {
  link?: BrokenMarkdownHook;
  image?: BrokenMarkdownHook;
}

/** The site config's hooks given as functions (a severity is reported by the build instead). */
export function brokenMarkdownHooksOf(siteConfig: unknown): BrokenMarkdownHooks {
  const hooks = (siteConfig as { markdown?: { hooks?: Record<string, unknown> } } | undefined)?.markdown?.hooks;
  const asHook = (value: unknown) => (typeof value === 'function' ? (value as BrokenMarkdownHook) : undefined);
  return { link: asHook(hooks?.onBrokenMarkdownLinks), image: asHook(hooks?.onBrokenMarkdownImages) };
}

/** Calls the hook for a broken link or image; the URL to write: the hook's string, else the one written. */
export function applyBrokenMarkdownHook(
  hook: BrokenMarkdownHook,
  kind: 'link' | 'image',
  found: { file: string; siteDir: string; url: string; line?: number },
): string {
  const node: BrokenMarkdownNode = { type: kind, url: found.url, ...(found.line ? { position: { start: { line: found.line } } } : {}) };
  const replacement = hook({ sourceFilePath: relative(found.siteDir, found.file).split(sep).join('/'), url: found.url, node });
  return typeof replacement === 'string' ? replacement : found.url;
}
