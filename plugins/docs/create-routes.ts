/**
 * The docs routes: one per doc ('@theme/DocPage') and per generated category index
 * ('@theme/DocCategoryGeneratedIndexPage'). Each gets its own small data module and its copy of
 * its sidebar with the closed categories' items left out (pages with the same open categories
 * share one module); the whole sidebar is lazy data, fetched when a closed category opens.
 * Global data is only the list of versions.
 *
 * A version with tags also gets its tags page and a page per tag ('@theme/DocTagsListPage',
 * '@theme/DocTagDocListPage', with Docusaurus's `tags` and `tag` props).
 *
 * The routes are flat, unlike Docusaurus's docs plugin (DocsRoot > DocVersionRoot > DocRoot >
 * DocItem): '@theme/DocPage' renders the whole page itself, so no parent component is needed and
 * a page's payload carries one component's modules. A site that names its own root components
 * gets Docusaurus's nesting (route-components.ts); the `*Component` options replace the others.
 */
import { normalizeRoutePath, type PluginActions, type RouteConfig, withBaseUrl } from '../../src/core/index.ts';
import type { DocsGlobalData, DocTagDocListPageData, DocTagsListPageData } from './docs-client-data.ts';
import type { LoadedVersion } from './load-version.ts';
import { SidebarPageCopies } from './sidebar-for-page.ts';
import { DocsPageMetadataBuilder, versionSummary, type MetadataContext } from './page-metadata.ts';
import { hasRootComponents, nestRoutes, type DocsComponentOptions, type VersionRoutes } from './route-components.ts';

export const DOC_PAGE_COMPONENT = '@theme/DocPage';
export const CATEGORY_INDEX_COMPONENT = '@theme/DocCategoryGeneratedIndexPage';
export const TAGS_LIST_COMPONENT = '@theme/DocTagsListPage';
export const TAG_DOC_LIST_COMPONENT = '@theme/DocTagDocListPage';

/** The modules of a page's sidebar: its own copy, and the whole sidebar to load later. */
function sidebarModules(version: LoadedVersion, actions: PluginActions) {
  const whole = new Map<string, Promise<string>>();
  const pageCopies = new Map<string, SidebarPageCopies>();
  const copies = new Map<string, Promise<string>>();
  return (sidebarName: string | undefined, permalink: string): Promise<{ modules: Record<string, string>; lazyData: Record<string, string> }> | undefined => {
    const sidebar = version.sidebars.sidebars.find((s) => s.name === sidebarName);
    if (!sidebar) return undefined;
    const dataName = `sidebar-${version.metadata.name}-${sidebar.name}`;
    if (!whole.has(sidebar.name)) whole.set(sidebar.name, actions.createData(dataName, sidebar));
    if (!pageCopies.has(sidebar.name)) pageCopies.set(sidebar.name, new SidebarPageCopies(sidebar));
    const { key: openKey, copy } = pageCopies.get(sidebar.name)!.forPage(permalink);
    const key = `${sidebar.name}:${openKey}`;
    if (!copies.has(key)) copies.set(key, actions.createData(`${dataName}-page`, copy));
    return Promise.all([copies.get(key)!, whole.get(sidebar.name)!]).then(([page, all]) => ({ modules: { sidebar: page }, lazyData: { wholeSidebar: all } }));
  };
}

/**
 * A version's tags page (tags of listed docs) and a page per tag listing its docs by title (a tag
 * whose docs are all unlisted lists them, and is itself unlisted). Tag pages stay out of the
 * sitemap and search index.
 */
async function tagRoutes(version: LoadedVersion, baseUrl: string, components: DocsComponentOptions, actions: PluginActions): Promise<RouteConfig[]> {
  const { tags } = version;
  if (tags.groups.length === 0) return [];
  const link = (path: string) => withBaseUrl(baseUrl, path);
  const name = version.metadata.name;
  const groups = tags.groups.map((group) => ({ group, listed: group.docs.filter((doc) => !doc.unlisted) }));
  const list: DocTagsListPageData['tags'] = groups
    .filter(({ listed }) => listed.length > 0)
    .map(({ group, listed }) => ({ label: group.label, permalink: link(group.permalink), description: group.description, count: listed.length }));
  const routes: RouteConfig[] = [
    {
      path: tags.routePath,
      exact: true,
      component: components.docTagsListComponent ?? TAGS_LIST_COMPONENT,
      modules: { tags: await actions.createData(`tags-${name}`, list) },
      moduleProps: 'default',
      noIndex: true,
    },
  ];
  for (const { group, listed } of groups) {
    const docs = listed.length > 0 ? listed : group.docs;
    const data: DocTagDocListPageData = {
      label: group.label,
      permalink: link(group.permalink),
      description: group.description,
      allTagsPath: link(tags.routePath),
      count: docs.length,
      items: docs
        .map((doc) => ({ id: doc.id, title: doc.title, description: doc.description, permalink: link(doc.routePath) }))
        .sort((a, b) => a.title.localeCompare(b.title)),
      unlisted: listed.length === 0,
    };
    routes.push({
      path: group.permalink,
      exact: true,
      component: components.docTagDocListComponent ?? TAG_DOC_LIST_COMPONENT,
      modules: { tag: await actions.createData(`tag-${name}${group.permalink.replace(/\//g, '-')}`, data) },
      moduleProps: 'default',
      noIndex: true,
    });
  }
  return routes;
}

export async function createDocsRoutes(context: MetadataContext, actions: PluginActions): Promise<void> {
  const globalData: DocsGlobalData = {
    pluginId: context.pluginId,
    versions: context.versions.map((v) => versionSummary(v, context.baseUrl, context.navbarDocIds)),
  };
  actions.setGlobalData(globalData);
  const builder = new DocsPageMetadataBuilder(context);
  const { components } = context;
  const nested = hasRootComponents(components);
  const versionRoutes: VersionRoutes[] = [];

  for (const version of context.versions) {
    const pages: RouteConfig[] = [];
    const sidebarOf = sidebarModules(version, actions);
    const withSidebar = async (name: string | undefined, permalink: string) => (await sidebarOf(name, permalink)) ?? { modules: {}, lazyData: {} };
    const name = version.metadata.name;

    const docs = [...version.docsById.values()];
    const docModules = await Promise.all(docs.map((doc) => actions.createData(`doc-${name}-${doc.id}`, builder.docPage(version, doc))));
    const docSidebars = await Promise.all(docs.map((doc) => withSidebar(builder.sidebarNameOf(version, doc), withBaseUrl(context.baseUrl, doc.routePath))));
    docs.forEach((doc, i) => {
      pages.push({
        path: doc.routePath,
        component: components.docItemComponent ?? DOC_PAGE_COMPONENT,
        modules: { content: doc.file, metadata: docModules[i], ...docSidebars[i].modules },
        lazyData: docSidebars[i].lazyData,
        sourceFile: doc.file,
        metadata: { sourceFilePath: doc.file, lastUpdatedAt: context.showLastUpdateTime ? context.lastUpdates.get(doc.file)?.timestamp : undefined },
        ...(doc.unlisted || version.metadata.noIndex ? { noIndex: true } : {}),
      });
    });

    const indexes = version.sidebars.generatedIndexes;
    const indexModules = await Promise.all(
      indexes.map((page) => actions.createData(`category-${name}${page.slug.replace(/\//g, '-')}`, builder.categoryIndexPage(version, page))),
    );
    const indexSidebars = await Promise.all(indexes.map((page) => withSidebar(page.sidebarName, withBaseUrl(context.baseUrl, page.routePath))));
    indexes.forEach((page, i) => {
      pages.push({
        path: page.routePath,
        component: components.docCategoryGeneratedIndexComponent ?? CATEGORY_INDEX_COMPONENT,
        modules: { metadata: indexModules[i], ...indexSidebars[i].modules },
        lazyData: indexSidebars[i].lazyData,
        ...(version.metadata.noIndex ? { noIndex: true } : {}),
      });
    });

    const tagPages = await tagRoutes(version, context.baseUrl, components, actions);
    // Flat routes are added at once (the build starts their pages); nested ones once all are known.
    if (!nested) {
      for (const route of [...pages, ...tagPages]) actions.addRoute(route);
      continue;
    }
    // DocVersionRoot's `version` prop.
    const versionData = { pluginId: context.pluginId, version: name, noIndex: version.metadata.noIndex, ...builder.versionPages(name).summary };
    versionRoutes.push({ path: version.metadata.routePath, versionModule: await actions.createData(`version-${name}`, versionData), pages, tagPages });
  }
  for (const route of nestRoutes(components, normalizeRoutePath(context.routeBasePath), versionRoutes)) actions.addRoute(route);
}
