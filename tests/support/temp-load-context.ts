/**
 * A plugin LoadContext over an empty temporary site folder, for unit tests that create plugins or
 * webpack configs without building a site. `remove()` closes its Markdown store and deletes the folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildReport } from '../../src/core/build-report.ts';
import { MarkdownStore } from '../../src/core/markdown/markdown-store.ts';
import type { LoadContext } from '../../src/core/plugin-types.ts';
import { generatorDir } from '../../src/core/site-paths.ts';

export interface TempLoadContext {
  context: LoadContext;
  remove(): Promise<void>;
}

/** @param siteConfig keys added to the minimal site config (title, url, baseUrl, themeConfig) */
export async function tempLoadContext(prefix: string, siteConfig: Record<string, unknown> = {}): Promise<TempLoadContext> {
  const workDir = await mkdtemp(join(tmpdir(), prefix));
  const context = {
    siteDir: workDir,
    siteConfigPath: join(workDir, 'docusaurus.config.js'),
    generatedFilesDir: join(workDir, '.generated'),
    generatedDir: join(workDir, '.generated'),
    cacheDir: join(workDir, '.cache'),
    generatorDir,
    baseUrl: '/',
    isProduction: true,
    siteConfig: { title: 'Site', url: 'https://example.com', baseUrl: '/', themeConfig: {}, ...siteConfig },
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: {} },
    report: new BuildReport(),
    markdown: new MarkdownStore(join(workDir, '.cache/markdown'), false),
  } as unknown as LoadContext;
  return {
    context,
    async remove() {
      await context.markdown.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
