/**
 * The Markdown twins of the listed docs, each made from its source (markdown-twin.ts) or taken
 * from the plugin's cache, where it is kept under a hash of everything it follows from (the
 * source, the page's place, the site's routes, the code making it): after one page's edit the
 * other twins are read back, not made again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  hashText,
  isMarkdownFileLink,
  mapLimited,
  markdownLinkCandidates,
  parseMarkdownTree,
  type LoadContext,
  type MarkdownSettings,
} from '../../src/core/index.ts';
import type { ListedPage } from './listed-pages.ts';
import { markdownTwin } from './markdown-twin.ts';

export interface TwinInput {
  page: ListedPage;
  /** The page's source text. */
  source: string;
  /** Its absolute URL. */
  url: string;
}

export interface TwinSetup {
  siteDir: string;
  /** The site's origin and base URL. */
  siteUrl: string;
  settings: MarkdownSettings;
  markdown: LoadContext['markdown'];
  /** Where made twins are kept, by key. */
  cacheFolder: string;
  /** A hash of what every twin follows from besides its page: the code, the site's routes and settings. */
  sharedKey: string;
}

/** Each page's twin, in the order given. */
export async function twinTexts(inputs: readonly TwinInput[], setup: TwinSetup): Promise<string[]> {
  await mkdir(setup.cacheFolder, { recursive: true });
  return mapLimited(inputs, 8, async (input) => {
    const file = join(setup.cacheFolder, `${hashText(setup.sharedKey, input.page.source, input.url, input.page.title, input.source)}.md`);
    const kept = await readFile(file, 'utf8').catch(() => undefined);
    if (kept !== undefined) return kept;
    const text = makeTwin(input, setup);
    await writeFile(file, text);
    return text;
  });
}

function makeTwin({ page, source, url }: TwinInput, setup: TwinSetup): string {
  const tree = parseMarkdownTree(page.source, source, { settings: setup.settings, content: setup.markdown.contentOptionsOf(page.source) });
  const contentPaths = page.contentDir ? [page.contentDir] : [];
  return markdownTwin(tree, {
    title: page.title,
    pageUrl: url,
    siteUrl: setup.siteUrl,
    markdownLinkTarget(href) {
      if (!isMarkdownFileLink(href)) return undefined;
      const path = href.replace(/#.*$/, '');
      const candidates = markdownLinkCandidates(path, { file: page.source, contentPaths, siteDir: setup.siteDir });
      for (const candidate of candidates) {
        const permalink = setup.markdown.permalinks.get(candidate);
        if (permalink) return permalink;
      }
      return undefined;
    },
  });
}
