/**
 * The docs plugin's public face to the theme and the client runtime: the shapes of the data its
 * routes and global data hand to the browser, and the client-safe helpers that read them. The
 * theme imports this file only (`@generator/plugins/docs/contract`; biome.jsonc's boundary rule
 * refuses any other file of the plugin), so what lies behind it may move without the theme knowing.
 */
export { cleanSidebarPath, DOCS_PLUGIN_NAME } from './docs-client-data.ts';
export type {
  Breadcrumb,
  CategoryIndexMetadata,
  DocPageMetadata,
  DocsGlobalData,
  DocsPageCommon,
  DocsSidebarData,
  DocsVersionSummary,
  DocTag,
  DocTagDocListPageData,
  DocTagsListPageData,
  NavigationLink,
  SidebarCategory,
  SidebarEntry,
} from './docs-client-data.ts';
