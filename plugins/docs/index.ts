/**
 * The docs plugin, `@docusaurus/plugin-content-docs` (Docusaurus 3 options and defaults, see
 * options.ts): versioned Markdown docs with sidebars. Several instances work side by side, each
 * with its own `id`, folder, route base and sidebars.
 *   loadContent:   versions -> docs + sidebars per version, and git "last updated" data (one git
 *                  process, only when showLastUpdateTime/Author ask for it)
 *   contentLoaded: a route per doc and per generated category index; the versions as global data
 * See docs-client-data.ts for what the theme receives.
 */
import {
  definePlugin,
  localizedContentDir,
  pickMarkdownContentOptions,
  readLastUpdates,
  validatePluginOptions,
  type LastUpdate,
} from '../../src/core/index.ts';
import { createDocsRoutes } from './create-routes.ts';
import { navbarDocIds } from './navbar-doc-ids.ts';
import { DOCS_PLUGIN_NAME } from './docs-client-data.ts';
import { loadVersion, type LoadedVersion } from './load-version.ts';
import { docsOptionsSchema } from './options.ts';
import { checkRoutesAreUnique } from './unique-routes.ts';
import { docsTranslationFiles } from './translation-files.ts';
import { CURRENT_VERSION_NAME, loadVersions, versionsFile } from './versions.ts';
import { localizeVersion } from './localized-version.ts';
import { addDocsVersionCommand } from './version-command.ts';
import { relative, resolve } from 'node:path';

export interface DocsContent {
  versions: LoadedVersion[];
  /** By absolute file path (empty unless showLastUpdateTime or showLastUpdateAuthor). */
  lastUpdates: Map<string, LastUpdate>;
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(DOCS_PLUGIN_NAME, docsOptionsSchema, rawOptions, context.siteConfigPath);
  let watched: string[] = [];

  return {
    name: DOCS_PLUGIN_NAME,
    getTranslationFiles: ({ content }) => docsTranslationFiles(content.versions),
    // The theme's doc pages read `content.default`, `metadata.default` (module namespaces).
    moduleProps: 'namespace',
    async loadContent(): Promise<DocsContent> {
      // In a translated locale, each version with its translated labels and folder (localized-version.ts).
      const metadata = await Promise.all(
        (await loadVersions(context.siteDir, options, context.siteConfigPath)).map((version) => localizeVersion(version, context, options.id)),
      );
      // Each version's Markdown compiles with this plugin's options; its root-relative links stay within the version (its translation first).
      for (const version of metadata) {
        const contentPaths = version.localizedDir ? [version.localizedDir, version.contentDir] : [version.contentDir];
        for (const folder of contentPaths) context.markdown?.addContentFolder({ folder, contentPaths, ...pickMarkdownContentOptions(options) });
      }
      watched = [
        ...metadata.flatMap((v) => [v.contentDir, ...(v.localizedDir ? [v.localizedDir] : []), ...(v.sidebarFile ? [v.sidebarFile] : [])]),
        versionsFile(context.siteDir, options.id),
      ];
      const wantsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
      const [versions, lastUpdates] = await Promise.all([
        Promise.all(
          metadata.map((version) =>
            loadVersion(version, {
              siteDir: context.siteDir,
              configFile: context.siteConfigPath,
              baseUrl: context.baseUrl,
              isProduction: context.isProduction,
              sidebarItemsGenerator: options.sidebarItemsGenerator,
              tags: options.tags,
              tagsBasePath: options.tagsBasePath,
            }),
          ),
        ),
        wantsLastUpdate ? readLastUpdates(metadata.map((v) => v.contentDir)) : new Map<string, LastUpdate>(),
      ]);
      checkRoutesAreUnique(versions, context.siteDir);
      for (const { tags } of versions)
        if (tags.tagsFile) context.report.problems(options.onInlineTags, `Docs tags not in ${relative(context.siteDir, tags.tagsFile)}`, tags.notInTagsFile);
      return { versions, lastUpdates };
    },
    async contentLoaded({ content, actions }) {
      await createDocsRoutes(
        {
          siteDir: context.siteDir,
          baseUrl: context.baseUrl,
          pluginId: options.id,
          editUrl: options.editUrl,
          editCurrentVersion: options.editCurrentVersion,
          editLocalizedFiles: options.editLocalizedFiles,
          breadcrumbs: options.breadcrumbs,
          currentFolders: {
            contentDir: resolve(context.siteDir, options.path),
            localizedDir: localizedContentDir(context, { name: DOCS_PLUGIN_NAME, id: options.id }, CURRENT_VERSION_NAME),
          },
          locale: context.i18n.currentLocale,
          lastUpdates: content.lastUpdates,
          showLastUpdateTime: options.showLastUpdateTime,
          showLastUpdateAuthor: options.showLastUpdateAuthor,
          versions: content.versions,
          navbarDocIds: navbarDocIds(context.siteConfig.themeConfig, options.id),
          routeBasePath: options.routeBasePath,
          components: options,
        },
        actions,
      );
    },
    getPathsToWatch: () => watched,
    // `docs:version <v>` (`docs:version:<id>` for another instance), as Docusaurus's docs plugin adds it.
    extendCli: (cli) => addDocsVersionCommand(cli, options, context),
  };
});
