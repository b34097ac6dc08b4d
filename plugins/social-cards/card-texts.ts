/**
 * What each page's card says: its title and its section. A doc: its title, its version (when the
 * docs have several) and the top sidebar category it sits in ("XState v5 · Actors"); a generated
 * category index likewise; a blog post: its title under "Blog"; any other page (a site's own
 * pages, blog lists, tag pages, the API reference): the site's card, its tagline as the title (the
 * site's title is on every card already), else the site's title. A doc
 * or post whose front matter names an `image` gets none: its own image is the one shown.
 */
import { withBaseUrl, type AllContent, type RouteInfo } from '../../src/core/index.ts';
import { BLOG_PLUGIN_NAME } from '../blog/index.ts';
import type { BlogContent } from '../blog/types.ts';
import { DOCS_PLUGIN_NAME, type SidebarEntry } from '../docs/docs-client-data.ts';
import type { DocsContent } from '../docs/index.ts';
import type { LoadedVersion } from '../docs/load-version.ts';

export interface CardText {
  title: string;
  /** The line above the title; empty for none. */
  section: string;
}

export interface SiteText {
  baseUrl: string;
  title: string;
  tagline: string;
}

/** A section's parts, shown as one line. */
const sectionOf = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ');

/** Each page of a sidebar (with the base URL) -> the label of the top-level category it is under. */
function topCategories(entries: SidebarEntry[]): Map<string, string> {
  const byHref = new Map<string, string>();
  const collect = (entry: SidebarEntry, label: string) => {
    if (entry.href && !byHref.has(entry.href)) byHref.set(entry.href, label);
    if (entry.type === 'category') for (const child of entry.items) collect(child, label);
  };
  for (const entry of entries) if (entry.type === 'category') collect(entry, entry.label);
  return byHref;
}

function docsCardTexts(content: DocsContent, site: SiteText, into: Map<string, CardText | null>): void {
  const severalVersions = content.versions.length > 1;
  for (const version of content.versions as LoadedVersion[]) {
    const versionLabel = severalVersions ? version.metadata.label : undefined;
    const categories = new Map<string, string>();
    for (const sidebar of version.sidebars.sidebars)
      for (const [href, label] of topCategories(sidebar.items)) if (!categories.has(href)) categories.set(href, label);
    for (const doc of version.docsById.values()) {
      const permalink = withBaseUrl(site.baseUrl, doc.routePath);
      into.set(permalink, doc.frontMatter.image ? null : { title: doc.title, section: sectionOf(versionLabel, categories.get(permalink)) });
    }
    for (const index of version.sidebars.generatedIndexes) {
      const permalink = withBaseUrl(site.baseUrl, index.routePath);
      into.set(permalink, { title: index.title, section: sectionOf(versionLabel, categories.get(permalink)) });
    }
  }
}

function blogCardTexts(content: BlogContent, site: SiteText, into: Map<string, CardText | null>): void {
  for (const post of content.posts) into.set(withBaseUrl(site.baseUrl, post.path), post.image ? null : { title: post.title, section: 'Blog' });
}

/** Each route's card text by permalink; null for a page with an image of its own. */
export function cardTextsByRoute(allContent: AllContent, routes: readonly RouteInfo[], site: SiteText): Map<string, CardText | null> {
  const known = new Map<string, CardText | null>();
  for (const content of Object.values(allContent[DOCS_PLUGIN_NAME] ?? {})) docsCardTexts(content as DocsContent, site, known);
  for (const content of Object.values(allContent[BLOG_PLUGIN_NAME] ?? {})) blogCardTexts(content as BlogContent, site, known);
  const siteCard: CardText = site.tagline ? { title: site.tagline, section: '' } : { title: site.title, section: '' };
  return new Map(routes.map((route) => [route.permalink, known.has(route.permalink) ? known.get(route.permalink)! : siteCard]));
}
