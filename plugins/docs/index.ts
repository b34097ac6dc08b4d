/**
 * The docs plugin (Docusaurus 3 compatible): versioned Markdown docs with sidebars.
 *   loadContent:   versions -> docs + sidebars per version, and git "last updated" data (one git process)
 *   contentLoaded: a route per doc and per generated category index; the versions as global data
 * See docs-client-data.ts for what the theme receives.
 */
import { definePlugin } from '../../src/core/plugin-types.ts';
import { pickMarkdownContentOptions } from '../../src/core/markdown/markdown-options.ts';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { createDocsRoutes } from './create-routes.ts';
import { docsPluginName } from './docs-client-data.ts';
import { readLastUpdates, type LastUpdate } from './git-last-updated.ts';
import { loadVersion, type LoadedVersion } from './load-version.ts';
import { docsOptionsSchema } from './options.ts';
import { checkRoutesAreUnique } from './unique-routes.ts';
import { loadVersions, versionsFile } from './versions.ts';

export interface DocsContent {
  versions: LoadedVersion[];
  /** By absolute file path. */
  lastUpdates: Map<string, LastUpdate>;
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions('docs', docsOptionsSchema, rawOptions);
  const name = docsPluginName(options.id);
  let watched: string[] = [];

  return {
    name,
    async loadContent(): Promise<DocsContent> {
      const metadata = await loadVersions(context.siteDir, options);
      // Each version's Markdown compiles with this plugin's options; its root-relative links stay within the version.
      for (const version of metadata) context.markdown?.addContentFolder({ folder: version.contentDir, contentPaths: [version.contentDir], ...pickMarkdownContentOptions(options) });
      watched = [...metadata.flatMap((v) => [v.contentDir, ...(v.sidebarFile ? [v.sidebarFile] : [])]), versionsFile(context.siteDir, options.id)];
      const [versions, lastUpdates] = await Promise.all([
        Promise.all(metadata.map((version) => loadVersion(version, { siteDir: context.siteDir, baseUrl: context.baseUrl, isProduction: context.isProduction }))),
        readLastUpdates(metadata.map((v) => v.contentDir)),
      ]);
      checkRoutesAreUnique(versions, context.siteDir);
      return { versions, lastUpdates };
    },
    async contentLoaded({ content, actions }) {
      await createDocsRoutes(
        { siteDir: context.siteDir, baseUrl: context.baseUrl, pluginId: options.id, editUrl: options.editUrl, lastUpdates: content.lastUpdates, versions: content.versions },
        actions,
      );
    },
    watchPaths: () => watched,
  };
});
