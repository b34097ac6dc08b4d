/**
 * What a Markdown page's route hands the theme's MDXPage besides its content (a `metadata` JSON
 * module, added only when the pages plugin has something to say: an edit URL, a last update).
 * Types only, so the theme imports them without node code.
 */
export interface MdxPageMetadata {
  /** "Edit this page" (the plugin's `editUrl`). */
  editUrl?: string;
  /** From git, when showLastUpdateTime asks for it (milliseconds). */
  lastUpdatedAt?: number;
  /** From git, when showLastUpdateAuthor asks for it. */
  lastUpdatedBy?: string;
}

/** What Docusaurus passes to a pages `editUrl` function. */
export interface PagesEditUrlParams {
  pagesDirPath: string;
  pagesPath: string;
  permalink: string;
  locale: string;
}
export type PagesEditUrlFunction = (params: PagesEditUrlParams) => string | undefined;
