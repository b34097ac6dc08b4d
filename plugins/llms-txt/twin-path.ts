/**
 * Where a page's Markdown twin is published: the page's URL plus `.md` (`/docs/guards` ->
 * `/docs/guards.md`; a URL ending in `/` drops it, and the site's root is `index.md` under the base URL), as the
 * llms.txt convention (llmstxt.org) has it. Shared by the plugin (node) and its head link (browser).
 */

/** What the plugin tells every page (global data): which docs versions have twins. */
export interface LlmsTxtGlobalData {
  /** By docs plugin id: the names of the versions whose docs have a Markdown twin. */
  twinVersions: Record<string, string[]>;
}

export const LLMS_TXT_PLUGIN_NAME = 'docusaurus-plugin-llms-txt';

/** The twin's URL path for a page's permalink (its path with the base URL `baseUrl`, which ends in `/`). */
export function markdownTwinPath(permalink: string, baseUrl = '/'): string {
  const path = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  // The site's root page: its twin stays under the base URL.
  return `${path}/` === baseUrl ? `${baseUrl}index.md` : `${path}.md`;
}
