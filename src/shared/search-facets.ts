/**
 * The search index's facet tags: every searchable page names its own (a `docsearch:docusaurus_tag`
 * meta tag), so this is kept apart from the index format, which only search code needs.
 */
export const CURRENT_DOCS_TAG = 'docs-default-current';
export const BLOG_TAG = 'blog';
/** Facet tag of a docs version ("docs-default-4"). */
export const docsVersionTag = (version: string, pluginId = 'default') => `docs-${pluginId}-${version}`;
