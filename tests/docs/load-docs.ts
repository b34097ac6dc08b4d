/** Runs the docs plugin's loadContent on a site, with the options its site.config.ts gives the plugin. */
import { loadSiteConfig } from '../../src/core/config/load-config.ts';
import { pluginEntryName, pluginEntryOptions } from '../../src/core/config/plugin-entries.ts';
import { BuildReport } from '../../src/core/build-report.ts';
import type { LoadContext, Plugin } from '../../src/core/plugin-types.ts';
import { generatorDir } from '../../src/core/site-paths.ts';
import docsPlugin, { type DocsContent } from '../../plugins/docs/index.ts';

export async function loadDocs(siteDir: string, { isProduction = true } = {}): Promise<DocsContent> {
  const siteConfig = await loadSiteConfig(siteDir);
  const entry = siteConfig.plugins.find((p) => ['docs', '@docusaurus/plugin-content-docs'].includes(pluginEntryName(p) ?? ''));
  const options = entry ? pluginEntryOptions(entry) : {};
  // The docs plugin reads no compiled Markdown and writes nothing in loadContent.
  const context = {
    siteDir,
    generatorDir,
    generatedDir: '',
    cacheDir: '',
    siteConfig,
    baseUrl: siteConfig.baseUrl,
    isProduction,
    report: new BuildReport(),
  } as unknown as LoadContext;
  const plugin = (await docsPlugin(context, options)) as Plugin<DocsContent>;
  return plugin.loadContent!();
}
