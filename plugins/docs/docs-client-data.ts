/**
 * What the docs plugin hands to the browser: the JSON data modules of doc pages, category index
 * pages and sidebars, and the small global data (versions) every page may read. The node side
 * writes these shapes and the theme reads them; keep them plain JSON. All hrefs and permalinks
 * include the site's base URL.
 */

/**
 * A sidebar href as compared with a page's path: no query, hash or trailing slash ("/" stays). A
 * scan rather than `/(.)\/+$/`, which backtracked quadratically over a long run of slashes.
 */
export function cleanSidebarPath(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  return pathname.slice(0, end);
}

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One docs version as every page sees it (global data; keep it small). */
export interface DocsVersionSummary {
  /** "current" or the versions.json name ("4"). */
  name: string;
  label: string;
  /** Root path of the version, e.g. "/docs" or "/docs/xstate-v4". */
  path: string;
  /** The latest version: the one readers are sent to by default. */
  isLast: boolean;
  /** Where the version starts (its main doc), e.g. "/docs" or "/docs/xstate-v4/studio". */
  mainDocPath: string;
  banner: VersionBanner;
  /** Docusaurus's version options, for the theme: show a version badge; a class on the version's pages. */
  badge?: boolean;
  className?: string;
  /** The version's docs the navbar's `doc` items name, with their paths (a part of Docusaurus's `docs` list). */
  docs?: Array<{ id: string; path: string; sidebar?: string }>;
}

export interface DocsGlobalData {
  pluginId: string;
  versions: DocsVersionSummary[];
}

/** The docs plugin's name, as Docusaurus's: its global data is `globalData[DOCS_PLUGIN_NAME][pluginId]`. */
export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set for links to docs (they can be the active page). */
  docId?: string;
  className?: string;
  /** The linked doc's description, in a page's current category only (DocCard shows it). */
  description?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (a doc or a generated index), when it has one. */
  href?: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  items: SidebarEntry[];
  /** The items were left out of this page's copy of the sidebar (see sidebar-for-page.ts). */
  itemsOmitted?: boolean;
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/** One sidebar of one version: the whole of it (loaded on demand), or a page's copy of it. */
export interface DocsSidebarData {
  name: string;
  items: SidebarEntry[];
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface NavigationLink {
  title: string;
  permalink: string;
}

/** What doc pages and category index pages have in common. */
export interface DocsPageCommon {
  title: string;
  description?: string;
  keywords?: string[];
  /** The page's social card from its front matter (Layout's `image`): a site path or URL. */
  image?: string;
  permalink: string;
  version: DocsVersionSummary;
  pluginId: string;
  sidebarName?: string;
  breadcrumbs: Breadcrumb[];
  previous?: NavigationLink;
  next?: NavigationLink;
  /** Permalink of the same page in other versions, by version name. */
  alternates: Record<string, string>;
}

/** The data module of one doc page. */
export interface DocPageMetadata extends DocsPageCommon {
  id: string;
  /** Render the title as the page's h1 (the content has no heading of its own). */
  renderTitle: boolean;
  hideTableOfContents: boolean;
  unlisted: boolean;
  editUrl?: string;
  /**
   * The sidebar category this doc is the page of, with its entries two levels deep (a subcategory's
   * own entries are there to be counted): what `<DocCardList />` and `useCurrentSidebarCategory()`
   * show on a category's index doc, as in Docusaurus.
   */
  category?: SidebarCategory;
  /** Milliseconds since the epoch of the last commit that touched the file. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  /** The doc's tags (front matter `tags`), each linking to its page. */
  tags?: DocTag[];
}

/** A docs tag as pages show it; `permalink` includes the base URL. */
export interface DocTag {
  label: string;
  permalink: string;
  description?: string;
}

/** A version's tags page (Docusaurus's `TagsListItem[]` as its `tags` prop): tags of listed docs. */
export interface DocTagsListPageData {
  tags: Array<DocTag & { count: number }>;
}

/** The page of one tag (Docusaurus's `PropTagDocList` as its `tag` prop). */
export interface DocTagDocListPageData extends DocTag {
  allTagsPath: string;
  count: number;
  items: Array<{ id: string; title: string; description?: string; permalink: string }>;
  /** Every doc with the tag is unlisted: the tag is left out of the tags page. */
  unlisted: boolean;
}

/** The data module of one generated category index page (/docs/category/...). */
export interface CategoryIndexMetadata extends DocsPageCommon {
  /** The category, as its cards show it (see DocPageMetadata.category). */
  category: SidebarCategory;
}
