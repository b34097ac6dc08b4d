/**
 * The pages llms.txt lists, in sections: for each chosen docs version, its docs in sidebar order,
 * a section per top-level sidebar category (docs nested deeper listed in it, in order), docs at a
 * sidebar's top level in one section named after the version, and listed docs that no sidebar
 * shows last; then the blog's listed posts, newest first. Unlisted docs and posts are left out.
 */
import { withBaseUrl } from '../../src/core/index.ts';
import type { DocsContent } from '../docs/index.ts';
import type { LoadedVersion } from '../docs/load-version.ts';
import type { SidebarEntry } from '../docs/docs-client-data.ts';
import type { DocSource } from '../docs/read-docs.ts';
import type { BlogContent } from '../blog/types.ts';

export interface ListedPage {
  title: string;
  description: string;
  /** The page's path with the base URL. */
  permalink: string;
  /** Absolute path of its Markdown source. */
  source: string;
  /** The docs version folder it lies in (root-relative links in it resolve there); undefined for a post. */
  contentDir?: string;
  /** Docs get a Markdown twin; posts are listed only. */
  twin: boolean;
}

export interface PageSection {
  title: string;
  pages: ListedPage[];
}

/** The docs of one version as llms.txt lists them, and as its sidebars order them (llms-full.txt). */
export interface VersionPages {
  sections: PageSection[];
  /** Each doc once, in the order its sidebars show them, then the listed docs no sidebar shows. */
  inSidebarOrder: ListedPage[];
}

/** The docs of one version, by section, in sidebar order. */
export function versionPages(version: LoadedVersion, baseUrl: string, sectionPrefix: string): VersionPages {
  const docs = [...version.docsById.values()].filter((doc) => !doc.unlisted);
  const byPermalink = new Map(docs.map((doc) => [withBaseUrl(baseUrl, doc.routePath), doc]));
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  /** The docs listed so far, in sidebar order. */
  const listed = new Map<string, ListedPage>();
  const pageOf = (doc: DocSource): ListedPage => ({
    title: doc.title,
    description: doc.description ?? '',
    permalink: withBaseUrl(baseUrl, doc.routePath),
    source: doc.file,
    contentDir: version.metadata.contentDir,
    twin: true,
  });
  /** The docs an entry shows (a category's own doc first), each once, in order. */
  const docsOf = (entry: SidebarEntry): ListedPage[] => {
    const doc =
      entry.type === 'link' ? (entry.docId ? byId.get(entry.docId) : byPermalink.get(entry.href)) : entry.href ? byPermalink.get(entry.href) : undefined;
    const own: ListedPage[] = [];
    if (doc && !listed.has(doc.id)) {
      listed.set(doc.id, pageOf(doc));
      own.push(listed.get(doc.id)!);
    }
    return entry.type === 'category' ? [...own, ...entry.items.flatMap(docsOf)] : own;
  };
  const named = (title: string) => (sectionPrefix ? `${sectionPrefix}: ${title}` : title);
  const sections: PageSection[] = [];
  for (const sidebar of version.sidebars.sidebars) {
    // Docs at the sidebar's top level share one section, where the first of them stands.
    let loose: PageSection | undefined;
    for (const entry of sidebar.items) {
      if (entry.type === 'category') sections.push({ title: named(entry.label), pages: docsOf(entry) });
      else if (loose) loose.pages.push(...docsOf(entry));
      else sections.push((loose = { title: named(version.metadata.label), pages: docsOf(entry) }));
    }
  }
  const rest = docs.filter((doc) => !listed.has(doc.id)).map(pageOf);
  if (rest.length) sections.push({ title: named('Other docs'), pages: rest });
  return { sections: sections.filter((section) => section.pages.length > 0), inSidebarOrder: [...listed.values(), ...rest] };
}

/** The chosen versions of a docs plugin's content ('all', or names; "current" is the unreleased folder). */
export function chosenVersions(content: DocsContent, versions: 'all' | readonly string[]): LoadedVersion[] {
  if (versions === 'all') return content.versions;
  return versions.flatMap((name) => content.versions.filter((version) => version.metadata.name === name));
}

export function blogSection(content: BlogContent, baseUrl: string): PageSection {
  return {
    title: 'Blog',
    pages: content.listedPosts.map((post) => ({
      title: post.title,
      description: post.description,
      permalink: withBaseUrl(baseUrl, post.path),
      source: post.source,
      twin: false,
    })),
  };
}
