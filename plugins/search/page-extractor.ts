/**
 * The search plugin's page extractor (`pageExtractor` in plugin-types.ts): a page's search
 * sections, taken from its HTML in the prerender workers as the page is written, so postBuild
 * neither reads nor parses the pages rendered in this build.
 */
import type { ExtractedPage, PageExtractor } from '../../src/core/index.ts';
import type { SearchRecord } from './search-index-format.ts';
import { extractPageSections } from './page-sections.ts';

/** The top level of a page's records: "Blog" for posts, "Docs" for every other page. */
export const lvl0Of = (page: ExtractedPage) => (page.plugin === 'docusaurus-plugin-content-blog' ? 'Blog' : 'Docs');

const extractSearchSections = ((html: string, page: ExtractedPage): SearchRecord[] =>
  extractPageSections(html, page.permalink, lvl0Of(page))) satisfies PageExtractor;

export default extractSearchSections;
