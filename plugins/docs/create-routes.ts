/**
 * The docs routes: one per doc ('@theme/DocPage') and per generated category index
 * ('@theme/DocCategoryGeneratedIndexPage'). Each gets its own small data module; a version's
 * sidebar is one data module shared by all its pages. Global data is only the list of versions.
 */
import type { PluginActions } from '../../src/core/plugin-types.ts';
import type { DocsGlobalData } from './docs-client-data.ts';
import type { LoadedVersion } from './load-version.ts';
import { DocsPageMetadataBuilder, versionSummary, type MetadataContext } from './page-metadata.ts';

export const DOC_PAGE_COMPONENT = '@theme/DocPage';
export const CATEGORY_INDEX_COMPONENT = '@theme/DocCategoryGeneratedIndexPage';

async function createSidebarModules(version: LoadedVersion, actions: PluginActions): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  await Promise.all(
    version.sidebars.sidebars.map(async (sidebar) => modules.set(sidebar.name, await actions.createData(`sidebar-${version.metadata.name}-${sidebar.name}`, sidebar))),
  );
  return modules;
}

export async function createDocsRoutes(context: MetadataContext, actions: PluginActions): Promise<void> {
  const globalData: DocsGlobalData = { pluginId: context.pluginId, versions: context.versions.map((v) => versionSummary(v, context.baseUrl)) };
  actions.setGlobalData(globalData);
  const builder = new DocsPageMetadataBuilder(context);

  for (const version of context.versions) {
    const sidebarModules = await createSidebarModules(version, actions);
    const withSidebar = (name: string | undefined): Record<string, string> => {
      const module = name === undefined ? undefined : sidebarModules.get(name);
      return module ? { sidebar: module } : {};
    };
    const name = version.metadata.name;

    const docs = [...version.docsById.values()];
    const docModules = await Promise.all(docs.map((doc) => actions.createData(`doc-${name}-${doc.id}`, builder.docPage(version, doc))));
    docs.forEach((doc, i) => {
      actions.addRoute({
        path: doc.routePath,
        component: DOC_PAGE_COMPONENT,
        modules: { content: doc.file, metadata: docModules[i], ...withSidebar(builder.sidebarNameOf(version, doc)) },
        sourceFile: doc.file,
        ...(doc.unlisted ? { noIndex: true } : {}),
      });
    });

    const indexes = version.sidebars.generatedIndexes;
    const indexModules = await Promise.all(indexes.map((page) => actions.createData(`category-${name}${page.slug.replace(/\//g, '-')}`, builder.categoryIndexPage(version, page))));
    indexes.forEach((page, i) => {
      actions.addRoute({ path: page.routePath, component: CATEGORY_INDEX_COMPONENT, modules: { metadata: indexModules[i], ...withSidebar(page.sidebarName) } });
    });
  }
}
