/**
 * The docs routes: one per doc ('@theme/DocPage') and per generated category index
 * ('@theme/DocCategoryGeneratedIndexPage'). Each gets its own small data module and its copy of
 * its sidebar with the closed categories' items left out (pages with the same open categories
 * share one module); the whole sidebar is lazy data, fetched when a closed category opens.
 * Global data is only the list of versions.
 *
 * The routes are flat, unlike Docusaurus's docs plugin (DocsRoot > DocVersionRoot > DocRoot >
 * DocItem): '@theme/DocPage' renders the whole page itself, so no parent component is needed and
 * a page's payload carries one component's modules. Nested routes work for plugins that add them.
 */
import { type PluginActions, withBaseUrl } from '../../src/core/index.ts';
import type { DocsGlobalData } from './docs-client-data.ts';
import type { LoadedVersion } from './load-version.ts';
import { SidebarPageCopies } from './sidebar-for-page.ts';
import { DocsPageMetadataBuilder, versionSummary, type MetadataContext } from './page-metadata.ts';

export const DOC_PAGE_COMPONENT = '@theme/DocPage';
export const CATEGORY_INDEX_COMPONENT = '@theme/DocCategoryGeneratedIndexPage';

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

export async function createDocsRoutes(context: MetadataContext, actions: PluginActions): Promise<void> {
  const globalData: DocsGlobalData = {
    pluginId: context.pluginId,
    versions: context.versions.map((v) => versionSummary(v, context.baseUrl, context.navbarDocIds)),
  };
  actions.setGlobalData(globalData);
  const builder = new DocsPageMetadataBuilder(context);

  for (const version of context.versions) {
    const sidebarOf = sidebarModules(version, actions);
    const withSidebar = async (name: string | undefined, permalink: string) => (await sidebarOf(name, permalink)) ?? { modules: {}, lazyData: {} };
    const name = version.metadata.name;

    const docs = [...version.docsById.values()];
    const docModules = await Promise.all(docs.map((doc) => actions.createData(`doc-${name}-${doc.id}`, builder.docPage(version, doc))));
    const docSidebars = await Promise.all(docs.map((doc) => withSidebar(builder.sidebarNameOf(version, doc), withBaseUrl(context.baseUrl, doc.routePath))));
    docs.forEach((doc, i) => {
      actions.addRoute({
        path: doc.routePath,
        component: DOC_PAGE_COMPONENT,
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
      actions.addRoute({
        path: page.routePath,
        component: CATEGORY_INDEX_COMPONENT,
        modules: { metadata: indexModules[i], ...indexSidebars[i].modules },
        lazyData: indexSidebars[i].lazyData,
        ...(version.metadata.noIndex ? { noIndex: true } : {}),
      });
    });
  }
}
