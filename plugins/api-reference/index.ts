/**
 * The API reference plugin: pages generated from the type declarations of published packages,
 * installed as pinned dev dependencies (npm aliases for a second version of one package), read
 * with TypeDoc's Node API (reference-model.ts). Each version gets a landing page, an options page,
 * a page per package (exports grouped by kind) and a page per export (signatures, parameters,
 * type parameters, members, doc comments, examples, deprecation, source link), with a sidebar,
 * breadcrumbs and a switch to the same page in the other version.
 *
 * Why not docusaurus-plugin-typedoc: it writes a Markdown file per symbol (typedoc-plugin-markdown)
 * that then goes through the MDX compiler like hand-written docs: hundreds of compiles, a Markdown
 * cache entry each, and type signatures that must survive MDX's escaping. Here the reference is
 * data: one JSON module per page and one theme component (theme/ApiPage.tsx) that renders any of
 * them, so the pages cost a JSON write each, doc comments are rendered once to sanitised HTML
 * when the model is made (doc-comment-html.ts), and the component lands in its own chunk, away
 * from the docs pages' bundle.
 */
import { join } from 'node:path';
import { definePlugin, validatePluginOptions } from '../../src/core/index.ts';
import { apiPages, type ApiPage } from './api-pages.ts';
import { optionsSchema } from './options.ts';
import { loadReferenceModel, type ReferenceModel } from './reference-model.ts';
import { runTypedocInWorker } from './run-typedoc-in-worker.ts';
import { apiSearchTag, versionPath } from './route-paths.ts';

export const API_REFERENCE_PLUGIN_NAME = 'api-reference';

/** Global data: where each version's pages are and their search facet, for contextual search. */
export interface ApiReferenceGlobalData {
  versions: Array<{ name: string; path: string; searchTag: string }>;
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(API_REFERENCE_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  return {
    name: API_REFERENCE_PLUGIN_NAME,
    async loadContent(): Promise<ReferenceModel> {
      // Its own phase in the build summary (and the benchmark). TypeDoc runs in a worker thread,
      // beside the other plugins' loadContent and their Markdown's compiles (all at once); a warm
      // build reads the finished model from the cache and starts no thread.
      return context.report.phase('api reference', () => loadReferenceModel(context, options, runTypedocInWorker));
    },
    async contentLoaded({ content, actions }) {
      const model: ReferenceModel = content;
      const component = join(context.generatorDir, 'plugins/api-reference/theme/ApiPage.tsx');
      const pages: ApiPage[] = apiPages(model, options, context.baseUrl);
      const dataModules = await Promise.all(pages.map((page) => actions.createData(page.dataName, page.data)));
      // Added in page order, whatever order the writes finished in: the routes (and the search index made from them) are the same every build.
      pages.forEach((page, i) => actions.addRoute({ path: page.path, component, modules: { page: dataModules[i] } }));
      actions.setGlobalData({
        versions: model.versions.map((version) => ({
          name: version.name,
          path: versionPath(context.baseUrl, version.path),
          searchTag: apiSearchTag(version.name),
        })),
      } satisfies ApiReferenceGlobalData);
    },
  };
});
