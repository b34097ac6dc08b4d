/**
 * The search index's facet tags: every searchable page names its own (a `docsearch:docusaurus_tag`
 * meta tag), so this is kept apart from the index format (plugins/search/search-index-format.ts),
 * which only search code needs.
 * Public: plugins may import it (biome.jsonc lists the modules of src/shared a plugin may import).
 */
export const CURRENT_DOCS_TAG = 'docs-default-current';
export const BLOG_TAG = 'blog';
/** Facet tag of a docs version ("docs-default-4"). */
export const docsVersionTag = (version: string, pluginId = 'default') => `docs-${pluginId}-${version}`;
