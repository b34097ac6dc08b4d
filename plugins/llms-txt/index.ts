/**
 * The llms-txt plugin: the site described for language models, as the llms.txt convention
 * (llmstxt.org) has it. After the build it writes
 *   /llms.txt        the site's title, summary and every listed doc (sidebar order, a section per
 *                    top-level category) and blog post, each linked with its description;
 *   /llms-full.txt   the first listed version's docs as one Markdown file, in sidebar order;
 *   /<doc URL>.md    each listed doc's Markdown twin (markdown-twin.ts), which the doc page's head
 *                    links to (`<link rel="alternate" type="text/markdown">`, theme/DocItem/Layout.tsx).
 * Off unless a site adds the plugin. Everything is made from the Markdown sources in the docs and
 * blog plugins' loaded content, and kept in the cache under a hash of its inputs: a build with no
 * change puts the last files in place, one with an edited doc makes that doc's twin alone again.
 * Twins are files, not routes: the sitemap, search index and link check do not see them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  applyTrailingSlash,
  definePlugin,
  generatorCodeHash,
  PLUGIN_ENTRY_POINTS,
  hashFiles,
  hashText,
  markdownSettingsOf,
  OutputCache,
  stableDescription,
  validatePluginOptions,
  type AllContent,
} from '../../src/core/index.ts';
import type { BlogContent } from '../blog/types.ts';
import type { DocsContent } from '../docs/index.ts';
import { llmsFullTxt, llmsTxt, type LinkedSection } from './llms-files.ts';
import { blogSection, chosenVersions, versionPages, type ListedPage, type PageSection } from './listed-pages.ts';
import { llmsTxtOptionsSchema } from './options.ts';
import { LLMS_TXT_PLUGIN_NAME, markdownTwinPath, type LlmsTxtGlobalData } from './twin-path.ts';
import { twinTexts } from './twin-texts.ts';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** What the cached files' summary records (the build's note). */
interface LlmsSummary {
  pages: number;
  twins: number;
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(LLMS_TXT_PLUGIN_NAME, llmsTxtOptionsSchema, rawOptions, context.siteConfigPath);
  const { siteConfig, baseUrl } = context;
  const siteUrl = new URL(baseUrl, siteConfig.url).href;
  const absolute = (permalink: string) => new URL(permalink, siteConfig.url).href;
  let sections: PageSection[] = [];
  let fullTextPages: ListedPage[] = [];

  /** The listed pages, by section, from the docs and blog plugins' content. */
  function collect(allContent: AllContent): void {
    const docs = allContent[DOCS_PLUGIN]?.[options.docsPluginId] as DocsContent | undefined;
    const blog = options.blog ? (allContent[BLOG_PLUGIN]?.[options.blogPluginId] as BlogContent | undefined) : undefined;
    const versions = docs ? chosenVersions(docs, options.versions) : [];
    const byVersion = versions.map((version) => versionPages(version, baseUrl, version.metadata.isLast ? '' : version.metadata.label));
    sections = [...byVersion.flatMap((version) => version.sections), ...(blog?.listedPosts.length ? [blogSection(blog, baseUrl)] : [])];
    fullTextPages = options.fullText ? (byVersion[0]?.inSidebarOrder ?? []) : [];
  }

  const pageUrl = (page: ListedPage) => absolute(applyTrailingSlash(page.permalink, siteConfig.trailingSlash, baseUrl));
  const twinUrl = (page: ListedPage) => absolute(markdownTwinPath(page.permalink, baseUrl));

  return {
    name: LLMS_TXT_PLUGIN_NAME,
    // The doc pages' head link to their twin.
    ...(options.markdownTwins ? { getThemePath: () => join(context.generatorDir, 'plugins/llms-txt/theme') } : {}),
    async allContentLoaded({ allContent, actions }) {
      collect(allContent);
      const docs = allContent[DOCS_PLUGIN]?.[options.docsPluginId] as DocsContent | undefined;
      const twinVersions = options.markdownTwins && docs ? chosenVersions(docs, options.versions).map((v) => v.metadata.name) : [];
      actions.setGlobalData({ twinVersions: { [options.docsPluginId]: twinVersions } } satisfies LlmsTxtGlobalData);
    },
    async postBuild({ outDir }) {
      const twinned = sections.flatMap((section) => section.pages).filter((page) => page.twin && options.markdownTwins);
      const wanted = [...new Map([...twinned, ...fullTextPages].map((page) => [page.source, page])).values()];
      const sourceHashes = await hashFiles(wanted.map((page) => page.source));
      const code = await generatorCodeHash(PLUGIN_ENTRY_POINTS['llms-txt']);
      const settings = markdownSettingsOf(siteConfig, context.siteDir);
      // What every twin follows from besides its page: the code, the routes links resolve to, the Markdown settings.
      const sharedKey = hashText(
        code,
        siteUrl,
        stableDescription([...context.markdown.permalinks].sort(([a], [b]) => (a < b ? -1 : 1))),
        stableDescription(settings),
      );
      const key = hashText(
        sharedKey,
        stableDescription([options, siteConfig.title, siteConfig.tagline, siteConfig.trailingSlash, sections, fullTextPages.map((p) => p.source)]),
        stableDescription([...sourceHashes]),
      );
      const cache = new OutputCache<LlmsSummary>(join(context.cacheDir, `llms-txt-${options.id}`), context.report);
      const { summary, reused } = await cache.reuseOrBuild(key, outDir, async (folder) => {
        const inputs = await Promise.all(wanted.map(async (page) => ({ page, source: await readFile(page.source, 'utf8'), url: pageUrl(page) })));
        const texts = await twinTexts(inputs, {
          siteDir: context.siteDir,
          siteUrl,
          settings,
          markdown: context.markdown,
          cacheFolder: join(context.cacheDir, 'llms-txt-twins'),
          sharedKey,
        });
        const twinOf = new Map(inputs.map((input, i) => [input.page.source, texts[i]]));
        const files = new Map<string, string>();
        const site = {
          title: options.title ?? siteConfig.title,
          summary: options.summary ?? siteConfig.tagline,
          details:
            options.details ?? (fullTextPages.length ? `The whole documentation in one Markdown file: [llms-full.txt](${siteUrl}llms-full.txt)` : undefined),
        };
        const linked: LinkedSection[] = sections.map((section) => ({
          title: section.title,
          pages: section.pages.map((page) => ({
            title: page.title,
            description: page.description,
            url: page.twin && options.markdownTwins ? twinUrl(page) : pageUrl(page),
          })),
        }));
        files.set('llms.txt', llmsTxt(site, linked));
        if (fullTextPages.length)
          files.set(
            'llms-full.txt',
            llmsFullTxt(
              site,
              fullTextPages.map((page) => ({ url: pageUrl(page), markdown: twinOf.get(page.source)! })),
            ),
          );
        for (const page of twinned) files.set(markdownTwinPath(page.permalink, baseUrl).slice(baseUrl.length), twinOf.get(page.source)!);
        await writeFiles(folder, files);
        return { pages: sections.reduce((n, section) => n + section.pages.length, 0), twins: twinned.length };
      });
      context.report.note(`llms.txt: ${summary.pages} pages listed, ${summary.twins} Markdown twins${reused ? ', reused: nothing changed' : ''}`);
    },
  };
});

/** Writes files (paths relative to `folder`, `/`-separated), their folders made first. */
async function writeFiles(folder: string, files: Map<string, string>): Promise<void> {
  const folders = new Set([...files.keys()].map((path) => dirname(join(folder, path))));
  await Promise.all([...folders].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all([...files].map(([path, text]) => writeFile(join(folder, path), text)));
}
