/**
 * Builds the data module of each docs page: a doc page (title, version, breadcrumbs, previous/next,
 * edit link, last update, the same page in other versions) or a generated category index (cards).
 * Everything that is the same for all pages of a version is computed once, here.
 */
import { sep } from 'node:path';
import { contentFileSource, editUrlOfFile, sitePathOf, withBaseUrl, SiteError, type ContentFolders, type LastUpdate } from '../../src/core/index.ts';
import type { EditUrlFunction } from './options.ts';
import type { DocsComponentOptions } from './route-components.ts';
import type {
  CategoryIndexMetadata,
  DocPageMetadata,
  DocsSidebarData,
  DocsVersionSummary,
  NavigationLink,
  SidebarCategory,
  SidebarEntry,
} from './docs-client-data.ts';
import type { LoadedVersion } from './load-version.ts';
import type { DocSource } from './read-docs.ts';
import type { GeneratedIndexPage } from './resolve-sidebars.ts';
import { versionCounterparts, type CounterpartOf } from './version-counterparts.ts';
import { breadcrumbsTo, neighbours, readingOrder, type NavigationTarget } from './sidebar-navigation.ts';

export interface MetadataContext {
  siteDir: string;
  baseUrl: string;
  pluginId: string;
  /** Docusaurus's editUrl: a base (the version's folder and the doc's path are appended) or a function. */
  editUrl?: string | EditUrlFunction;
  /** Edit links of every version point at the current version's file. */
  editCurrentVersion: boolean;
  /** Breadcrumbs on doc pages (the plugin's `breadcrumbs` option). */
  breadcrumbs: boolean;
  /** Edit links of translated docs point at the translation, not the default locale's file. */
  editLocalizedFiles: boolean;
  /** The current version's folders (and its translations', in a translated locale), for editCurrentVersion. */
  currentFolders: ContentFolders;
  locale: string;
  lastUpdates: Map<string, LastUpdate>;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  versions: LoadedVersion[];
  /** Docs the navbar names by id: the global data gives their paths. */
  navbarDocIds: Set<string>;
  /** The plugin's routeBasePath (where DocsRoot goes when the site gives one). */
  routeBasePath: string;
  /** The plugin's `*Component` options. */
  components: DocsComponentOptions;
}

export function versionSummary(version: LoadedVersion, baseUrl: string, listedDocIds: Set<string> = new Set()): DocsVersionSummary {
  const { metadata } = version;
  const docs = [...listedDocIds].flatMap((id) => {
    const doc = version.docsById.get(id);
    return doc ? [{ id, path: withBaseUrl(baseUrl, doc.routePath) }] : [];
  });
  return {
    name: metadata.name,
    label: metadata.label,
    path: withBaseUrl(baseUrl, metadata.routePath),
    isLast: metadata.isLast,
    mainDocPath: withBaseUrl(baseUrl, version.docsById.get(version.mainDocId)!.routePath),
    banner: metadata.banner,
    ...(metadata.badge !== undefined ? { badge: metadata.badge } : {}),
    ...(metadata.className ? { className: metadata.className } : {}),
    ...(docs.length ? { docs } : {}),
  };
}

/** Per-version facts every page of the version shares. */
class VersionPages {
  readonly summary: DocsVersionSummary;
  private readonly sidebars = new Map<string, DocsSidebarData>();
  private readonly orders = new Map<string, NavigationTarget[]>();
  private readonly docsByHref = new Map<string, DocSource>();

  constructor(
    readonly version: LoadedVersion,
    private readonly context: MetadataContext,
  ) {
    this.summary = versionSummary(version, context.baseUrl);
    for (const sidebar of version.sidebars.sidebars) {
      this.sidebars.set(sidebar.name, sidebar);
      this.orders.set(sidebar.name, readingOrder(sidebar.items));
    }
    for (const doc of version.docsById.values()) this.docsByHref.set(this.href(doc), doc);
  }

  href(doc: DocSource): string {
    return withBaseUrl(this.context.baseUrl, doc.routePath);
  }

  sidebar(name: string | undefined): DocsSidebarData | undefined {
    return name === undefined ? undefined : this.sidebars.get(name);
  }

  /** Docusaurus's label order for previous/next: pagination_label, sidebar_label, then the sidebar label (item label, else title). */
  navigationLink(target: NavigationTarget | undefined): NavigationLink | undefined {
    if (!target) return undefined;
    const doc = this.docsByHref.get(target.href);
    if (!doc) return { title: target.label, permalink: target.href };
    return { title: doc.frontMatter.pagination_label ?? doc.frontMatter.sidebar_label ?? target.label, permalink: target.href };
  }

  docLink(doc: DocSource, id: string, direction: 'next' | 'prev'): NavigationLink | undefined {
    const target = this.version.docsById.get(id);
    if (!target) {
      if (this.version.draftIds.includes(id)) return undefined;
      throw new SiteError(`front matter pagination_${direction} names the doc "${id}", which version "${this.version.metadata.name}" does not have`, doc.file);
    }
    if (target.unlisted) return undefined;
    return { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, permalink: this.href(target) };
  }

  neighbours(sidebarName: string | undefined, href: string) {
    const order = sidebarName === undefined ? undefined : this.orders.get(sidebarName);
    return order ? neighbours(order, href) : {};
  }
}

export class DocsPageMetadataBuilder {
  private readonly pages: Map<string, VersionPages>;
  private readonly counterpartOf: CounterpartOf;

  constructor(private readonly context: MetadataContext) {
    this.pages = new Map(context.versions.map((v) => [v.metadata.name, new VersionPages(v, context)]));
    this.counterpartOf = versionCounterparts(context.versions);
  }

  versionPages(versionName: string): VersionPages {
    return this.pages.get(versionName)!;
  }

  /** The sidebar a doc shows: front matter displayed_sidebar (null: none), else the sidebar listing it. */
  sidebarNameOf(version: LoadedVersion, doc: DocSource): string | undefined {
    const displayed = doc.frontMatter.displayed_sidebar;
    if (displayed !== undefined) return displayed ?? undefined;
    return version.sidebars.sidebarOfDoc.get(doc.id);
  }

  private alternatesOfDoc(docId: string, except: string): Record<string, string> {
    const alternates: Record<string, string> = {};
    for (const version of this.context.versions) {
      const counterpart = this.counterpartOf(docId, except, version.metadata.name);
      const doc = counterpart === undefined ? undefined : version.docsById.get(counterpart);
      if (doc && version.metadata.name !== except) alternates[version.metadata.name] = withBaseUrl(this.context.baseUrl, doc.routePath);
    }
    return alternates;
  }

  private alternatesOfIndex(slug: string, except: string): Record<string, string> {
    const alternates: Record<string, string> = {};
    for (const version of this.context.versions) {
      const page = version.sidebars.generatedIndexes.find((p) => p.slug === slug);
      if (page && version.metadata.name !== except) alternates[version.metadata.name] = withBaseUrl(this.context.baseUrl, page.routePath);
    }
    return alternates;
  }

  private editUrlOf(doc: DocSource): string | undefined {
    const custom = doc.frontMatter.custom_edit_url;
    if (custom !== undefined) return custom ?? undefined;
    const { editUrl, siteDir, currentFolders } = this.context;
    if (!editUrl) return undefined;
    const version = this.context.versions.find(
      (v) => doc.file.startsWith(v.metadata.contentDir + sep) || (v.metadata.localizedDir && doc.file.startsWith(v.metadata.localizedDir + sep)),
    )?.metadata;
    const versionFolders = version ?? currentFolders;
    const source = contentFileSource(doc.file, versionFolders);
    if (typeof editUrl === 'function') {
      return editUrl({
        version: version?.name ?? 'current',
        versionDocsDirPath: sitePathOf(siteDir, versionFolders.contentDir),
        docPath: source.pathInFolder,
        permalink: withBaseUrl(this.context.baseUrl, doc.routePath),
        locale: this.context.locale,
      });
    }
    return editUrlOfFile(editUrl, siteDir, source, this.context.editCurrentVersion ? currentFolders : versionFolders, this.context.editLocalizedFiles);
  }

  docPage(version: LoadedVersion, doc: DocSource): DocPageMetadata {
    const pages = this.versionPages(version.metadata.name);
    const href = pages.href(doc);
    const sidebarName = this.sidebarNameOf(version, doc);
    const sidebar = pages.sidebar(sidebarName);
    const around = pages.neighbours(sidebarName, href);
    const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
    const lastUpdate = this.context.lastUpdates.get(doc.file);
    const metadata: DocPageMetadata = {
      id: doc.id,
      title: doc.title,
      permalink: href,
      version: pages.summary,
      pluginId: this.context.pluginId,
      breadcrumbs: sidebar && this.context.breadcrumbs ? breadcrumbsTo(sidebar.items, href) : [],
      alternates: this.alternatesOfDoc(doc.id, version.metadata.name),
      renderTitle: doc.renderTitle,
      hideTableOfContents: doc.frontMatter.hide_table_of_contents ?? false,
      unlisted: doc.unlisted,
    };
    const optional: Partial<DocPageMetadata> = {
      description: doc.description,
      keywords: doc.keywords,
      image: doc.frontMatter.image,
      sidebarName: sidebar?.name,
      previous: prev !== undefined ? (prev === null ? undefined : pages.docLink(doc, prev, 'prev')) : pages.navigationLink(around.previous),
      next: next !== undefined ? (next === null ? undefined : pages.docLink(doc, next, 'next')) : pages.navigationLink(around.next),
      editUrl: this.editUrlOf(doc),
      category: sidebar ? this.categoryOfPage(sidebar.items, href, pages) : undefined,
      lastUpdatedAt: this.context.showLastUpdateTime ? lastUpdate?.timestamp : undefined,
      lastUpdatedBy: this.context.showLastUpdateAuthor ? lastUpdate?.author : undefined,
      tags: version.tags.byDoc.get(doc.id)?.map((tag) => ({ ...tag, permalink: withBaseUrl(this.context.baseUrl, tag.permalink) })),
    };
    // Absent rather than undefined: smaller JSON, and the same shape the client type describes.
    for (const [key, value] of Object.entries(optional)) if (value !== undefined) (metadata as unknown as Record<string, unknown>)[key] = value;
    return metadata;
  }

  /** The category whose page is `href`, as cards show it (shownCategory), if any. */
  private categoryOfPage(entries: SidebarEntry[], href: string, pages: VersionPages): SidebarCategory | undefined {
    for (const entry of entries) {
      if (entry.type !== 'category') continue;
      if (entry.href === href) return shownCategory(entry, pages);
      const inside = this.categoryOfPage(entry.items, href, pages);
      if (inside) return inside;
    }
    return undefined;
  }

  categoryIndexPage(version: LoadedVersion, page: GeneratedIndexPage): CategoryIndexMetadata {
    const pages = this.versionPages(version.metadata.name);
    const href = withBaseUrl(this.context.baseUrl, page.routePath);
    const sidebar = pages.sidebar(page.sidebarName);
    const around = pages.neighbours(page.sidebarName, href);
    const metadata: CategoryIndexMetadata = {
      title: page.title,
      permalink: href,
      version: pages.summary,
      pluginId: this.context.pluginId,
      sidebarName: page.sidebarName,
      breadcrumbs: sidebar && this.context.breadcrumbs ? breadcrumbsTo(sidebar.items, href) : [],
      alternates: this.alternatesOfIndex(page.slug, version.metadata.name),
      category: shownCategory(page.category, pages),
    };
    if (page.description) metadata.description = page.description;
    if (page.keywords) metadata.keywords = page.keywords;
    const previous = pages.navigationLink(around.previous);
    const next = pages.navigationLink(around.next);
    if (previous) metadata.previous = previous;
    if (next) metadata.next = next;
    return metadata;
  }
}

/**
 * A category as its cards show it (DocCardList): its entries two levels deep (a subcategory's own
 * entries are there to be counted, theirs left out) and each doc link with its doc's description.
 */
function shownCategory(category: SidebarCategory, pages: VersionPages): SidebarCategory {
  const shown = (item: SidebarEntry): SidebarEntry => {
    if (item.type === 'category') return { ...item, items: item.items.map((child) => (child.type === 'category' ? { ...child, items: [] } : child)) };
    const description = item.docId ? pages.version.docsById.get(item.docId)?.description : undefined;
    return description ? { ...item, description } : item;
  };
  return { ...category, items: category.items.map(shown) };
}
