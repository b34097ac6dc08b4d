/**
 * The generator's built-in plugins (folders under plugins/) and the Docusaurus names each answers
 * to: `@docusaurus/plugin-content-docs`, its unscoped form `docusaurus-plugin-content-docs`, the
 * short form `content-docs`, and this generator's short name `docs`.
 */

/** Docusaurus package suffix (after `@docusaurus/` or `docusaurus-`) -> built-in folder. */
const DOCUSAURUS_PACKAGES: Record<string, string> = {
  'plugin-content-docs': 'docs',
  'plugin-content-blog': 'blog',
  'plugin-content-pages': 'pages',
  'plugin-client-redirects': 'redirects',
  'plugin-sitemap': 'sitemap',
  'plugin-google-gtag': 'gtag',
  'plugin-google-tag-manager': 'google-tag-manager',
  'plugin-ideal-image': 'ideal-image',
  'plugin-pwa': 'pwa',
  'plugin-svgr': 'svgr',
  'plugin-debug': 'debug',
  'theme-mermaid': 'theme-mermaid',
  'theme-classic': 'theme-classic',
  // The search plugin serves hosted DocSearch when `themeConfig.algolia` is set.
  'theme-search-algolia': 'search',
};

/** Built-in folders, by the names a config may use for them. */
const BUILT_IN_NAMES = new Map<string, string>();
for (const [suffix, folder] of Object.entries(DOCUSAURUS_PACKAGES)) {
  BUILT_IN_NAMES.set(`@docusaurus/${suffix}`, folder);
  BUILT_IN_NAMES.set(`docusaurus-${suffix}`, folder);
  BUILT_IN_NAMES.set(suffix.replace(/^plugin-/, ''), folder);
  BUILT_IN_NAMES.set(folder, folder);
}
BUILT_IN_NAMES.set('search', 'search');
// This generator's own: the API reference generated from packages' type declarations.
BUILT_IN_NAMES.set('api-reference', 'api-reference');
// This generator's own: llms.txt, llms-full.txt and Markdown twins of the docs (off unless a site adds it).
BUILT_IN_NAMES.set('llms-txt', 'llms-txt');
// This generator's own: a social card image for each page, made at build time (off unless a site adds it).
BUILT_IN_NAMES.set('social-cards', 'social-cards');
// This generator's own: a Run button on code blocks marked `runnable`, running them in a Web Worker (off unless a site adds it).
BUILT_IN_NAMES.set('runnable-examples', 'runnable-examples');
// This generator's own: statechart diagrams drawn at build time under code blocks marked `statechart` (off unless a site adds it).
BUILT_IN_NAMES.set('statecharts', 'statecharts');

/** Each built-in's Docusaurus package name (`@docusaurus/plugin-content-docs`) with its folder: what a site's `require` of that package gets (src/core/docusaurus-modules/). */
export function docusaurusPluginPackages(): [name: string, folder: string][] {
  return Object.entries(DOCUSAURUS_PACKAGES).map(([suffix, folder]) => [`@docusaurus/${suffix}`, folder]);
}

/** The built-in plugin folder a config name stands for, if any. */
export function builtInPluginFolder(name: string): string | undefined {
  return BUILT_IN_NAMES.get(name);
}

/** Docusaurus plugins this generator has no counterpart for, with why: a clear refusal instead of "module not found". */
export const UNSUPPORTED_DOCUSAURUS_PLUGINS: Record<string, string> = {
  '@docusaurus/plugin-vercel-analytics': 'not supported; add the Vercel script through `scripts` in the config',
  '@docusaurus/plugin-rsdoctor': 'not supported (this generator bundles with webpack alone)',
  '@docusaurus/theme-live-codeblock': 'not supported',
};
