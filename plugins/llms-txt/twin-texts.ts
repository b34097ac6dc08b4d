/**
 * The Markdown twins of the listed docs, each made from its source (markdown-twin.ts) or taken
 * from the plugin's cache, where it is kept under a hash of everything it follows from (the
 * source, the page's place, the site's routes, the code making it): after one page's edit the
 * other twins are read back, not made again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashText, mapLimited, type LoadContext, type MarkdownSettings } from '../../src/core/index.ts';
import type { ListedPage } from './listed-pages.ts';

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

/** Makes one page's twin (make-twin.ts). */
export type TwinMaker = (input: TwinInput, setup: TwinSetup) => string;

/** Each page's twin, in the order given. */
export async function twinTexts(inputs: readonly TwinInput[], setup: TwinSetup): Promise<string[]> {
  await mkdir(setup.cacheFolder, { recursive: true });
  // The Markdown parser and printer load only when a twin is made: a warm build reads them all back.
  let maker: Promise<{ makeTwin: TwinMaker }> | undefined;
  return mapLimited(inputs, 8, async (input) => {
    const file = join(setup.cacheFolder, `${hashText(setup.sharedKey, input.page.source, input.url, input.page.title, input.source)}.md`);
    const kept = await readFile(file, 'utf8').catch(() => undefined);
    if (kept !== undefined) return kept;
    maker ??= import('./make-twin.ts');
    const text = (await maker).makeTwin(input, setup);
    await writeFile(file, text);
    return text;
  });
}
